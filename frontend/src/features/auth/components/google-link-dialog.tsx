import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { authMessages } from '@stride/api/contracts/auth-rules';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { googleSignIn, readGoogleFailure } from '../api/google-sign-in';
import { authText } from '../auth-text';
import type { PendingLink } from '../hooks/use-google-sign-in';
import { FormAlert } from './form-alert';
import { PasswordInput } from '../../../components/password-input';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalL },
  text: { margin: 0 },
});

/**
 * 409 link_required: an account with this email already has a password. Google is linked only
 * once that password is proven (the request is sent again with `password`).
 */
export function GoogleLinkDialog({
  pending,
  onCancel,
}: {
  pending: PendingLink | null;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const { signIn } = useSession();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setFieldError(null);
    setMessage(null);
    onCancel();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending || busy) return;
    if (!password) {
      setFieldError(authMessages.passwordRequired);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const response = await googleSignIn({ ...pending.request, password });
      signIn(response.token, response.user);
    } catch (error) {
      const failure = readGoogleFailure(error, {
        failed: authMessages.googleFailed,
        error: authText.googleError,
      });
      if (failure.kind === 'fields' && failure.fields.password) {
        setFieldError(failure.fields.password);
      } else {
        setMessage(
          failure.kind === 'link-required'
            ? failure.message
            : 'message' in failure
              ? failure.message
              : authMessages.googleFailed,
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={pending !== null} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{authText.linkTitle}</DialogTitle>
            <DialogContent className={styles.content}>
              <p className={styles.text}>{pending?.message ?? authMessages.linkRequired}</p>
              <Field
                label={authText.linkPasswordLabel}
                required
                validationMessage={fieldError ?? undefined}
                validationState={fieldError ? 'error' : 'none'}
              >
                <PasswordInput
                  autoComplete="current-password"
                  value={password}
                  disabled={busy}
                  onChange={(_, data) => {
                    setPassword(data.value);
                    setFieldError(null);
                  }}
                />
              </Field>
              <FormAlert message={message} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close} disabled={busy}>
                {authText.cancel}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {busy ? authText.linking : authText.linkSubmit}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
