import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  joinFailedMessage,
  preloadWaitlist,
  useJoinWaitlist,
  validateWaitlistInput,
} from '../hooks/use-join-waitlist';
import type { WaitlistField } from '../waitlist-validation';
import { WaitlistSuccess } from './waitlist-success';

export const waitlistFormText = {
  nameLabel: 'Name',
  emailLabel: 'Email',
  submit: 'Join Beta',
  submitting: 'Joining...',
} as const;

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  error: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}`,
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  errorIcon: { flexShrink: 0, fontSize: '20px' },
  submit: { width: '100%' },
  note: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    textAlign: 'center',
  },
});

/** The beta waitlist: name and email → 'Welcome to the Future!'. */
/**
 * Marks the form once React has it (after hydration on the prerendered landing page): before
 * then, typing or pressing the button reaches only the static HTML. Tests wait for it.
 */
const markLive = (form: HTMLFormElement | null) => form?.setAttribute('data-live', '');

export function WaitlistForm() {
  const styles = useStyles();
  const errorId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<{ message: string; fields: WaitlistField[] }>();
  const [checking, setChecking] = useState(false);
  const join = useJoinWaitlist();

  if (join.data) {
    return (
      <WaitlistSuccess
        outcome={join.data}
        onSubmitAnother={() => {
          join.reset();
          setName('');
          setEmail('');
          setClientError(undefined);
          // Back to the form, ready to type.
          requestAnimationFrame(() => nameRef.current?.focus());
        }}
      />
    );
  }

  const submitting = join.isPending;
  const joinError = join.isError ? join.error : null;
  const message =
    clientError?.message ?? (joinError ? joinError.message || joinFailedMessage : null);
  const invalid = new Set<WaitlistField>(clientError?.fields ?? joinError?.fields ?? []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || checking) return;
    setChecking(true);
    try {
      const result = await validateWaitlistInput({ name, email });
      if (!result.ok) {
        setClientError({ message: result.message, fields: result.fields });
        return;
      }
      setClientError(undefined);
      join.mutate(result.value);
    } catch {
      setClientError({ message: joinFailedMessage, fields: [] });
    } finally {
      setChecking(false);
    }
  };

  const clearError = () => {
    if (clientError) setClientError(undefined);
    if (join.isError) join.reset();
  };

  return (
    // noValidate: the spec's own messages replace the browser's bubbles; fields stay `required`.
    <form
      ref={markLive}
      // The sign-up code (and zod) loads on intent: a pointer over the form or focus in it,
      // before anyone presses the button, not with the page (issue 15).
      onPointerEnter={preloadWaitlist}
      onFocus={preloadWaitlist}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-describedby={message ? errorId : undefined}
    >
      <Field label={waitlistFormText.nameLabel} required size="large">
        <Input
          ref={nameRef}
          name="name"
          autoComplete="name"
          placeholder="Your name"
          value={name}
          maxLength={200}
          disabled={submitting}
          aria-invalid={invalid.has('name') || undefined}
          onChange={(_, data) => {
            setName(data.value);
            clearError();
          }}
        />
      </Field>
      <Field label={waitlistFormText.emailLabel} required size="large">
        <Input
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          maxLength={254}
          disabled={submitting}
          aria-invalid={invalid.has('email') || undefined}
          onChange={(_, data) => {
            setEmail(data.value);
            clearError();
          }}
        />
      </Field>
      {message ? (
        <div id={errorId} className={styles.error} role="alert">
          <ErrorCircleRegular className={styles.errorIcon} aria-hidden="true" />
          <span>{message}</span>
        </div>
      ) : null}
      <Button
        type="submit"
        appearance="primary"
        size="large"
        className={styles.submit}
        disabled={submitting}
      >
        {submitting ? waitlistFormText.submitting : waitlistFormText.submit}
      </Button>
      <p className={styles.note}>We only use your email to invite you. No spam, ever.</p>
    </form>
  );
}
