import { useQuery } from '@tanstack/react-query';
import {
  Badge,
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
import { useAppToast } from '../../../components/app-toaster';
import { DesktopRegular } from '@fluentui/react-icons/svg/desktop';
import { PhoneLaptopRegular } from '@fluentui/react-icons/svg/phone-laptop';
import { PhoneRegular } from '@fluentui/react-icons/svg/phone';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { TZDate } from '@date-fns/tz';
import type { SessionView } from '@stride/api/contracts/auth';
import { format, formatDistanceToNowStrict } from 'date-fns';
import { useState } from 'react';
import { sessionsQuery } from '../../../entities/account';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { formErrorMessage } from '../../../lib/form-errors';
import { settingsText } from '../settings-text';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    minWidth: 0,
    ':not(:last-child)': {
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  current: { backgroundColor: tokens.colorBrandBackground2 },
  deviceIcon: { flexShrink: 0, fontSize: '24px', color: tokens.colorNeutralForeground2 },
  text: { display: 'grid', gap: '2px', minWidth: 0, flexGrow: 1 },
  deviceLine: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  device: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  meta: {
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  status: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  skeletonRow: {
    display: 'grid',
    gridTemplateColumns: '24px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  skeletonText: { display: 'grid', gap: tokens.spacingVerticalXS },
  skeletonName: { width: '40%' },
  skeletonMeta: { width: '60%' },
});

function isPhone(device: string): boolean {
  return /iOS|Android/.test(device);
}

function SessionRow({
  session,
  timezone,
  busy,
  onSignOut,
}: {
  session: SessionView;
  timezone: string;
  busy: boolean;
  onSignOut: () => void;
}) {
  const styles = useStyles();
  const Icon = isPhone(session.device) ? PhoneRegular : DesktopRegular;
  const lastUsed = formatDistanceToNowStrict(new Date(session.lastUsedAt), { addSuffix: true });
  const signedIn = format(new TZDate(Date.parse(session.createdAt), timezone), 'MMM d, yyyy');
  return (
    <li className={mergeClasses(styles.item, session.current && styles.current)}>
      <Icon className={styles.deviceIcon} aria-hidden="true" />
      <div className={styles.text}>
        <div className={styles.deviceLine}>
          <span className={styles.device}>{session.device}</span>
          {session.current ? (
            <Badge appearance="filled" color="brand" size="small">
              {settingsText.thisDevice}
            </Badge>
          ) : null}
        </div>
        <span className={styles.meta}>
          {session.current ? settingsText.signedInOn(signedIn) : settingsText.lastUsed(lastUsed)}
          {session.current ? null : ` · ${settingsText.signedInOn(signedIn)}`}
        </span>
      </div>
      {session.current ? null : (
        <Button
          size="small"
          icon={<SignOutRegular />}
          disabled={busy}
          aria-label={settingsText.signOutSessionLabel(session.device)}
          onClick={onSignOut}
        >
          {settingsText.signOutSession}
        </Button>
      )}
    </li>
  );
}

/** Active sessions: each device, when it was last used, and sign-out per device or all others. */
export function SessionsCard({ timezone }: { timezone: string }) {
  const styles = useStyles();
  const sessions = useQuery(sessionsQuery());
  const revoke = useRevokeSession();
  const toast = useAppToast();
  const revokeOthers = useRevokeOtherSessions();
  const [error, setError] = useState<string | null>(null);

  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  // This device first, then the most recently used.
  const ordered = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
  );

  const signOutOne = (session: SessionView) => {
    setError(null);
    revoke.mutate(session.id, {
      onSuccess: () => toast({ title: settingsText.signedOutOne(session.device) }),
      onError: (e) => setError(formErrorMessage(e, settingsText)),
    });
  };

  const signOutOthers = () => {
    setError(null);
    revokeOthers.mutate(undefined, {
      onSuccess: (n) => toast({ title: settingsText.signedOutOthers(n) }),
      onError: (e) => setError(formErrorMessage(e, settingsText)),
    });
  };

  return (
    <SectionCard
      icon={PhoneLaptopRegular}
      title={settingsText.sessionsTitle}
      intro={settingsText.sessionsIntro}
    >
      {sessions.isPending ? (
        <Skeleton aria-label="Loading sessions" className={styles.list}>
          {[0, 1].map((n) => (
            <div key={n} className={styles.skeletonRow}>
              <SkeletonItem shape="circle" size={24} />
              <div className={styles.skeletonText}>
                <SkeletonItem size={16} className={styles.skeletonName} />
                <SkeletonItem size={12} className={styles.skeletonMeta} />
              </div>
            </div>
          ))}
        </Skeleton>
      ) : sessions.isError ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{settingsText.sessionsLoadError}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => void sessions.refetch()}>
              {settingsText.retry}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <ul className={styles.list} aria-label={settingsText.sessionsTitle}>
          {ordered.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              timezone={timezone}
              busy={revoke.isPending && revoke.variables === session.id}
              onSignOut={() => signOutOne(session)}
            />
          ))}
        </ul>
      )}
      {error ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.footer}>
        <Button
          icon={<SignOutRegular />}
          disabled={!sessions.isSuccess || others === 0 || revokeOthers.isPending}
          onClick={signOutOthers}
        >
          {revokeOthers.isPending ? settingsText.signingOutOthers : settingsText.signOutOthers}
        </Button>
        <span className={styles.status} role="status" aria-live="polite">
          {sessions.isSuccess && others === 0 ? settingsText.onlyThisDevice : null}
        </span>
      </div>
    </SectionCard>
  );
}
