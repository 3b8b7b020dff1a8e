import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { WarningRegular } from '@fluentui/react-icons/svg/warning';
import { useId, useRef, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { clearSessionData } from '../../../lib/session/session-provider';
import { useDeleteAccount } from '../api/delete-account';
import {
  canConfirmDelete,
  deleteConfirmationWord,
  deleteRequestBody,
} from '../delete-confirmation';
import {
  formErrorMessage,
  fieldState,
  serverFieldErrors,
  type FieldErrors,
} from '../../../lib/form-errors';
import { settingsText } from '../settings-text';
import { PasswordInput } from '../../../components/password-input';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  danger: {
    justifySelf: 'start',
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid transparent`,
    ':hover': {
      backgroundColor: tokens.colorStatusDangerBackground3Hover,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorStatusDangerBackground3Pressed,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':disabled, :disabled:hover': {
      backgroundColor: tokens.colorNeutralBackgroundDisabled,
      color: tokens.colorNeutralForegroundDisabled,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeDisabled}`,
    },
  },
  surface: { maxWidth: '34rem', width: 'calc(100vw - 32px)' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  titleIcon: { color: tokens.colorStatusDangerForeground1, fontSize: '24px', flexShrink: 0 },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  list: {
    margin: 0,
    paddingLeft: '1.25rem',
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground1,
  },
  strong: {
    margin: 0,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  word: {
    fontFamily: tokens.fontFamilyMonospace,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.06em',
  },
  fields: { display: 'grid', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalS },
});

function DeleteAccountDialog({
  hasPassword,
  onClose,
}: {
  hasPassword: boolean;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { signOut } = useSession();
  const remove = useDeleteAccount();
  const formId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const ready = canConfirmDelete({ typed, password, hasPassword });
  const pending = remove.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || pending) return;
    setFormError(null);
    remove.mutate(deleteRequestBody({ password, hasPassword }), {
      onSuccess: () => {
        // The server erased the account and its sessions: forget them on this device (no
        // logout call), and load /goodbye afresh, so nothing of the account stays in memory.
        clearSessionData();
        window.location.replace(paths.goodbye);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) {
          // A password-less account needs a fresh sign-in: /login, then back here.
          void signOut('reauthenticate');
          return;
        }
        const fields = serverFieldErrors(error);
        if (fields.password) {
          setErrors(fields);
          passwordRef.current?.focus();
          return;
        }
        setFormError(formErrorMessage(error, settingsText));
      },
    });
  };

  return (
    <DialogSurface className={styles.surface}>
      <DialogBody>
        <DialogTitle className={styles.title}>
          <WarningRegular className={styles.titleIcon} aria-hidden="true" />
          {settingsText.deleteDialogTitle}
        </DialogTitle>
        <DialogContent className={styles.content}>
          <p className={styles.text}>{settingsText.deleteDialogIntro}</p>
          <ul className={styles.list}>
            {settingsText.deleteItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.strong}>{settingsText.deleteNoUndo}</p>
          <form id={formId} className={styles.fields} onSubmit={onSubmit} noValidate>
            <Field
              label={
                <>
                  Type <span className={styles.word}>{deleteConfirmationWord}</span> to confirm
                </>
              }
              required
            >
              <Input
                name="confirm"
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                value={typed}
                onChange={(_, data) => setTyped(data.value)}
              />
            </Field>
            {hasPassword ? (
              <Field
                label={settingsText.deletePassword}
                required
                {...fieldState(errors, 'password')}
              >
                <PasswordInput
                  maxLength={200}
                  ref={passwordRef}
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(_, data) => {
                    setPassword(data.value);
                    setErrors({});
                  }}
                />
              </Field>
            ) : null}
            {formError ? (
              <MessageBar intent="error" layout="multiline" role="alert">
                <MessageBarBody>{formError}</MessageBarBody>
              </MessageBar>
            ) : null}
          </form>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={pending} onClick={onClose}>
            {settingsText.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            className={styles.danger}
            disabled={!ready || pending}
            icon={<DeleteRegular />}
          >
            {pending ? settingsText.deleting : settingsText.deleteConfirm}
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  );
}

/** The danger zone: erase the account and everything in it, after a confirmation. */
export function DeleteAccountCard() {
  const styles = useStyles();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  // Each opening starts empty: the dialog's form is keyed by it.
  const [opening, setOpening] = useState(0);
  if (!user) return null;
  return (
    <SectionCard
      icon={DeleteRegular}
      title={settingsText.dangerTitle}
      intro={settingsText.dangerIntro}
      danger
    >
      <Dialog
        open={open}
        modalType="alert"
        onOpenChange={(_, data) => {
          if (data.open) setOpening((n) => n + 1);
          setOpen(data.open);
        }}
      >
        <DialogTrigger disableButtonEnhancement>
          <Button className={styles.danger} icon={<DeleteRegular />}>
            {settingsText.deleteAccount}
          </Button>
        </DialogTrigger>
        <DeleteAccountDialog
          key={opening}
          hasPassword={user.hasPassword}
          onClose={() => setOpen(false)}
        />
      </Dialog>
    </SectionCard>
  );
}
