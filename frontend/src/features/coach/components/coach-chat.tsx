import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ShieldLockRegular, SparkleFilled } from '@fluentui/react-icons';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { fallbackCrisisResources } from '../../../components/crisis-resources';
import { addCalendarDays, formatCalendarDate, todayIn, wallClockIn } from '../../../lib/dates';
import { displayName, useSession } from '../../../lib/session/session-context';
import type { ShownMessage } from '../../../entities/coach';
import { coachText } from '../coach-text';
import { useCoachConversation, type ReplyDetails } from '../hooks/use-coach-conversation';
import { ChatComposer } from './chat-composer';
import { CoachMessage, FailedMessage, UserMessage } from './chat-messages';
import { QuietResources } from '../../../components/quiet-resources';
import { CrisisReplyCard } from './crisis-reply-card';
import { TypingIndicator } from './typing-indicator';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gridTemplateRows: 'minmax(0, 1fr) auto',
    height: 'max(460px, calc(100dvh - 300px))',
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    overflow: 'hidden',
    '@media (min-width: 1024px)': { height: 'max(520px, calc(100dvh - 230px))' },
  },
  log: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: `${tokens.spacingVerticalL} clamp(12px, 3vw, 24px)`,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  grow: { flexGrow: 1 },
  day: {
    alignSelf: 'center',
    margin: `${tokens.spacingVerticalXS} 0`,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
  },
  footer: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} clamp(12px, 3vw, 24px) ${tokens.spacingVerticalS}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  privacy: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
    '& svg': { flexShrink: 0, fontSize: '14px', marginTop: '1px' },
  },
  empty: {
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalM,
    flexGrow: 1,
    padding: `${tokens.spacingVerticalXL} 0`,
    textAlign: 'center',
    '@media (max-width: 599px)': { gap: tokens.spacingVerticalS, paddingBlock: 0 },
  },
  emptyIcon: {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '28px',
  },
  emptyTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  emptyText: {
    margin: 0,
    maxWidth: '32rem',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  suggestions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    maxWidth: '40rem',
    marginTop: tokens.spacingVerticalS,
    padding: 0,
    listStyleType: 'none',
  },
  suggestion: {
    height: 'auto',
    minHeight: '32px',
    paddingBlock: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusCircular,
    fontWeight: tokens.fontWeightRegular,
    textAlign: 'start',
  },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalL },
  skeletonRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  skeletonUser: { justifyContent: 'flex-end' },
  skeletonBubble: { borderRadius: tokens.borderRadiusXLarge },
});

/** 'Today', 'Yesterday' or 'Mon, May 11' (with the year when it is not this year). */
function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addCalendarDays(today, -1)) return 'Yesterday';
  return formatCalendarDate(
    date,
    date.slice(0, 4) === today.slice(0, 4) ? 'EEE, MMM d' : 'EEE, MMM d, yyyy',
  );
}

function ConversationSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton aria-label={coachText.loadingLabel} className={styles.skeleton}>
      {[220, 300, 180, 260].map((width, index) => (
        <div
          key={width}
          className={mergeClasses(styles.skeletonRow, index % 2 === 0 && styles.skeletonUser)}
        >
          {index % 2 === 1 ? <SkeletonItem shape="circle" size={28} /> : null}
          <SkeletonItem
            className={styles.skeletonBubble}
            style={{ width: `min(${width}px, 70%)`, height: index % 2 ? '64px' : '40px' }}
          />
        </div>
      ))}
    </Skeleton>
  );
}

function EmptyConversation({
  name,
  onPick,
  disabled,
}: {
  name: string;
  onPick: (text: string) => void;
  disabled: boolean;
}) {
  const styles = useStyles();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <SparkleFilled />
      </span>
      <h2 className={styles.emptyTitle}>{coachText.emptyTitle(name)}</h2>
      <p className={styles.emptyText}>{coachText.emptyText}</p>
      <ul className={styles.suggestions} aria-label={coachText.suggestionsLabel}>
        {coachText.suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Button
              className={styles.suggestion}
              appearance="outline"
              size="small"
              disabled={disabled}
              onClick={() => onPick(suggestion)}
            >
              {suggestion}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ShownEntry({
  message,
  details,
  zone,
}: {
  message: ShownMessage;
  details: ReplyDetails | undefined;
  zone: string | undefined;
}) {
  if (message.role === 'user') {
    return <UserMessage content={message.content} createdAt={message.createdAt} zone={zone} />;
  }
  if (message.crisis) {
    const resources = details?.resources.length ? details.resources : fallbackCrisisResources;
    return (
      <CrisisReplyCard
        content={message.content}
        createdAt={message.createdAt}
        zone={zone}
        resources={resources}
      />
    );
  }
  const caring = (message.tier ?? details?.tier) === 'distress';
  return (
    <CoachMessage
      content={message.content}
      createdAt={message.createdAt}
      zone={zone}
      source={message.source ?? details?.source}
      after={caring ? <QuietResources resources={details?.resources} /> : undefined}
    />
  );
}

/**
 * The coach chat (/ai): the conversation (history on open), the message box, a typing
 * indicator while the coach answers, 'Retry' on a message that failed, and the crisis card when
 * the server flags a message. `onCrisis` hands the server's resources to the page's 'Need help
 * now?' dialog.
 */
export function CoachChat({
  onCrisis,
  className,
}: {
  onCrisis?: (resources: CrisisResourceView[]) => void;
  /** The page's sizing (the route makes the chat fill the window on phones). */
  className?: string;
}) {
  const styles = useStyles();
  const { user } = useSession();
  const zone = user?.timezone || undefined;
  const conversation = useCoachConversation({ onCrisis });
  const { history, messages, pending, details, sending } = conversation;
  const log = useRef<HTMLDivElement>(null);

  const today = todayIn(zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const dayOf = (instant: string) =>
    wallClockIn(zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, instant).date;

  // Keep the person's last message in view, on open and whenever something is added: once the
  // coach has answered, their message sits at the top with the reply below it (a long answer is
  // read from its beginning); while sending or failed, the bottom (their message, the typing).
  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const bottom = element.scrollHeight - element.clientHeight;
    const entries = element.querySelectorAll<HTMLElement>('[data-entry]');
    const last = entries[entries.length - 1];
    const mine = element.querySelectorAll<HTMLElement>('[data-entry="user"]');
    const lastMine = mine[mine.length - 1];
    // Its day separator just above is kept with it when it has one.
    const anchor =
      lastMine?.previousElementSibling instanceof HTMLElement &&
      lastMine.previousElementSibling.dataset['separator'] !== undefined
        ? lastMine.previousElementSibling
        : lastMine;
    element.scrollTop =
      entries.length === 0 && pending.length === 0
        ? 0
        : !sending && pending.length === 0 && last?.dataset['entry'] === 'assistant'
          ? Math.min(bottom, (anchor ?? last).offsetTop - 12)
          : bottom;
  }, [lastId, messages.length, pending.length, sending, history.isPending]);

  const loaded = history.isSuccess || messages.length > 0;
  const empty = loaded && messages.length === 0 && pending.length === 0;

  let previousDay: string | null = null;
  return (
    <section className={mergeClasses(styles.panel, className)} aria-label="Coach chat">
      <div
        ref={log}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={coachText.conversationLabel}
        aria-busy={history.isPending}
        tabIndex={0}
      >
        {history.isPending && messages.length === 0 ? <ConversationSkeleton /> : null}
        {history.isError && messages.length === 0 ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{coachText.loadError}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={() => void history.refetch()}>
                {coachText.retryLoad}
              </Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {empty ? (
          <EmptyConversation
            name={displayName(user)}
            disabled={sending}
            onPick={conversation.sendMessage}
          />
        ) : (
          <div className={styles.grow} aria-hidden="true" />
        )}
        {messages.map((message) => {
          const day = dayOf(message.createdAt);
          const separator = day !== previousDay;
          previousDay = day;
          return (
            <Fragment key={message.id}>
              {separator ? (
                <p className={styles.day} data-separator>
                  {dayLabel(day, today)}
                </p>
              ) : null}
              <div data-entry={message.role}>
                <ShownEntry message={message} details={details[message.id]} zone={zone} />
              </div>
            </Fragment>
          );
        })}
        {pending.map((message) =>
          message.status === 'failed' ? (
            <FailedMessage
              key={message.localId}
              content={message.content}
              error={message.error ?? coachText.sendFailedServer}
              retryDisabled={sending}
              onRetry={() => conversation.retry(message)}
              onDiscard={() => conversation.discard(message)}
            />
          ) : (
            <UserMessage
              key={message.localId}
              content={message.content}
              createdAt={message.createdAt}
              zone={zone}
            />
          ),
        )}
        {sending ? <TypingIndicator /> : null}
      </div>
      <div className={styles.footer}>
        <ChatComposer disabled={sending} onSend={conversation.sendMessage} />
        <p className={styles.privacy}>
          <ShieldLockRegular aria-hidden="true" />
          <span>
            {coachText.privacyNote} {coachText.notMedicalAdvice}
          </span>
        </p>
      </div>
    </section>
  );
}
