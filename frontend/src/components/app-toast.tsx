import {
  Button,
  Toast,
  ToastBody,
  ToastTitle,
  ToastTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { toastText } from './app-toaster';

const useStyles = makeStyles({
  // Toasts render in a portal: give them the app's font explicitly.
  toast: {
    fontFamily: tokens.fontFamilyBase,
    boxShadow: tokens.shadow28,
  },
  undo: {
    minWidth: '64px',
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    '@media (pointer: coarse)': { minHeight: '44px', minWidth: '64px' },
  },
});

/** What useAppToast shows: a title, an optional body and Undo (loaded with the first toast). */
export function AppToast({
  title,
  body,
  onUndo,
}: {
  title: string;
  body: ReactNode;
  onUndo: (() => void) | undefined;
}) {
  const styles = useStyles();
  return (
    <Toast className={styles.toast} data-app-toast="">
      <ToastTitle
        action={
          onUndo ? (
            <ToastTrigger>
              <Button
                appearance="transparent"
                size="small"
                className={styles.undo}
                onClick={onUndo}
              >
                {toastText.undo}
              </Button>
            </ToastTrigger>
          ) : undefined
        }
      >
        {title}
      </ToastTitle>
      {body ? <ToastBody>{body}</ToastBody> : null}
    </Toast>
  );
}
