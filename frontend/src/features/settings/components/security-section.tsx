import { makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { accountMessages } from '@stride/api/contracts/auth';
import { useSession } from '../../../lib/session/session-context';
import { settingsText } from '../settings-text';
import { ChangePasswordCard } from './change-password-card';
import { RecoveryCodesCard } from './recovery-codes-card';
import { SectionCard } from './section-card';
import { SessionsCard } from './sessions-card';

const useStyles = makeStyles({
  stack: { display: 'grid', gap: tokens.spacingVerticalXL },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * Security: password and recovery codes (only for an account with a password; a Google-only
 * account is told why there are none), and the devices signed in.
 */
export function SecuritySection() {
  const styles = useStyles();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className={styles.stack}>
      {user.hasPassword ? (
        <>
          <ChangePasswordCard />
          <RecoveryCodesCard email={user.email} />
        </>
      ) : (
        <SectionCard
          icon={LockClosedRegular}
          title={settingsText.noPasswordTitle}
          intro={accountMessages.noPassword}
        >
          <p className={styles.note}>{settingsText.noPasswordBody}</p>
        </SectionCard>
      )}
      <SessionsCard timezone={user.timezone} />
    </div>
  );
}
