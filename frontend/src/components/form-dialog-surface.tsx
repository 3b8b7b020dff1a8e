import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
});

/**
 * The inside of a dialog that is one form (put it in a Fluent `Dialog` beside its trigger):
 * a title, the fields, the error if saving failed, Cancel (closes the dialog) and the submit
 * button, named `submitLabel`, off while `pending` (or whenever the form cannot be sent yet).
 */
export function FormDialogSurface({
  submitLabel,
  title,
  onSubmit,
  error,
  pending,
  contentClassName,
  children,
}: {
  submitLabel: string;
  title: string;
  onSubmit: () => void;
  error: string | null;
  pending: boolean;
  /** Added to the fields' grid. */
  contentClassName?: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <DialogSurface>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={mergeClasses(styles.form, contentClassName)}>
            {children}
            {error ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Cancel</Button>
            </DialogTrigger>
            <Button appearance="primary" type="submit" disabled={pending}>
              {submitLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
}
