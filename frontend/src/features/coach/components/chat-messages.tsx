import {
  Avatar,
  Badge,
  Button,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  DismissRegular,
  ErrorCircleRegular,
  SparkleFilled,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { SafeMarkdown } from '../../../components/safe-markdown';
import { formatTimeIn } from '../../../lib/dates';
import type { CoachSource } from '@stride/api/contracts/ai';
import { coachText } from '../coach-text';

export const useMessageStyles = makeStyles({
  row: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
    maxWidth: '100%',
  },
  userRow: { justifyContent: 'flex-end' },
  column: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    maxWidth: 'min(36rem, 85%)',
  },
  userColumn: { justifyItems: 'end' },
  bubble: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
  },
  coachBubble: {
    borderRadius: `${tokens.borderRadiusXLarge} ${tokens.borderRadiusXLarge} ${tokens.borderRadiusXLarge} ${tokens.borderRadiusSmall}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  userBubble: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    borderRadius: `${tokens.borderRadiusXLarge} ${tokens.borderRadiusXLarge} ${tokens.borderRadiusSmall} ${tokens.borderRadiusXLarge}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  failedBubble: {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorPaletteRedBorder2}`,
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  avatar: { flexShrink: 0, marginBottom: '22px' },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  failure: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorPaletteRedForeground1,
  },
  failureText: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    textAlign: 'end',
  },
});

/** The coach's round avatar. */
export function CoachAvatar() {
  const styles = useMessageStyles();
  return (
    <Avatar
      className={styles.avatar}
      aria-hidden="true"
      size={28}
      color="brand"
      icon={<SparkleFilled />}
    />
  );
}

function Time({ instant, zone }: { instant: string; zone: string | undefined }) {
  return <time dateTime={instant}>{formatTimeIn(instant, zone ?? localZone())}</time>;
}

function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A message the person wrote, on the right. */
export function UserMessage({
  content,
  createdAt,
  zone,
}: {
  content: string;
  createdAt: string;
  zone: string | undefined;
}) {
  const styles = useMessageStyles();
  return (
    <div className={mergeClasses(styles.row, styles.userRow)}>
      <div className={mergeClasses(styles.column, styles.userColumn)}>
        <p className={mergeClasses(styles.bubble, styles.userBubble)}>
          <span className={styles.visuallyHidden}>{`${coachText.you}: `}</span>
          {content}
        </p>
        <div className={styles.meta}>
          <Time instant={createdAt} zone={zone} />
        </div>
      </div>
    </div>
  );
}

/** A message that did not reach the coach: it stays, with 'Retry' (and 'Remove'). */
export function FailedMessage({
  content,
  error,
  onRetry,
  onDiscard,
  retryDisabled,
}: {
  content: string;
  error: string;
  onRetry: () => void;
  onDiscard: () => void;
  retryDisabled: boolean;
}) {
  const styles = useMessageStyles();
  return (
    <div className={mergeClasses(styles.row, styles.userRow)}>
      <div className={mergeClasses(styles.column, styles.userColumn)}>
        <p className={mergeClasses(styles.bubble, styles.userBubble, styles.failedBubble)}>
          {content}
        </p>
        <div className={styles.failure} role="alert">
          <span className={styles.failureText}>
            <ErrorCircleRegular aria-hidden="true" />
            {`${coachText.notSent}: ${error}`}
          </span>
          <Button
            size="small"
            appearance="secondary"
            icon={<ArrowClockwiseRegular />}
            onClick={onRetry}
            disabled={retryDisabled}
          >
            {coachText.retry}
          </Button>
          <Button
            size="small"
            appearance="subtle"
            icon={<DismissRegular />}
            onClick={onDiscard}
            aria-label={`${coachText.discard} unsent message`}
          >
            {coachText.discard}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** A reply from the coach, on the left, as safe markdown; 'offline coach' when it was. */
export function CoachMessage({
  content,
  createdAt,
  zone,
  source,
  after,
}: {
  content: string;
  createdAt: string;
  zone: string | undefined;
  source: CoachSource | undefined;
  /** Shown under the bubble (the quiet resources line of a caring reply). */
  after?: ReactNode;
}) {
  const styles = useMessageStyles();
  return (
    <div className={styles.row}>
      <CoachAvatar />
      <div className={styles.column}>
        <div className={mergeClasses(styles.bubble, styles.coachBubble)}>
          <SafeMarkdown text={content} />
        </div>
        {after}
        <MessageMeta createdAt={createdAt} zone={zone} source={source} />
      </div>
    </div>
  );
}

export function MessageMeta({
  createdAt,
  zone,
  source,
  children,
}: {
  createdAt: string;
  zone: string | undefined;
  source?: CoachSource | undefined;
  children?: ReactNode;
}) {
  const styles = useMessageStyles();
  return (
    <div className={styles.meta}>
      <span>{coachText.coach}</span>
      <span aria-hidden="true">·</span>
      <Time instant={createdAt} zone={zone} />
      {source === 'offline' ? (
        <Badge
          appearance="tint"
          color="informative"
          size="small"
          title={coachText.offlineBadgeTitle}
        >
          {coachText.offlineBadge}
        </Badge>
      ) : null}
      {children}
    </div>
  );
}
