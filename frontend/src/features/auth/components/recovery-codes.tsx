import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { RecoveryCodesList } from '../../../components/recovery-codes-list';
import { authText } from '../auth-text';
import { AuthCard } from './auth-card';

const useStyles = makeStyles({
  intro: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  icon: {
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '22px',
  },
  continue: { width: '100%' },
});

/**
 * The recovery codes, shown once right after registration: copy them, download them, confirm
 * they are saved, and only then enter the app.
 */
export function RecoveryCodes({
  codes,
  email,
  onContinue,
}: {
  codes: readonly string[];
  email: string;
  onContinue: () => void;
}) {
  const styles = useStyles();
  const [saved, setSaved] = useState(false);

  return (
    <AuthCard title={authText.codesTitle} wide>
      <div className={styles.intro}>
        <span className={styles.icon} aria-hidden="true">
          <KeyRegular />
        </span>
        <p>{authText.codesIntro}</p>
      </div>
      <RecoveryCodesList codes={codes} email={email} />
      <Checkbox
        label={authText.savedCodes}
        checked={saved}
        onChange={(_, data) => setSaved(data.checked === true)}
      />
      <Button
        appearance="primary"
        size="large"
        className={styles.continue}
        disabled={!saved}
        onClick={onContinue}
      >
        {authText.continue}
      </Button>
    </AuthCard>
  );
}
