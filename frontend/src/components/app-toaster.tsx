import {
  Button,
  Toast,
  ToastBody,
  ToastTitle,
  ToastTrigger,
  makeStyles,
  tokens,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { useCallback, type ReactNode } from 'react';
import { formErrorMessage } from '../lib/form-errors';
import { whenToasterMounted } from './toaster-gate';

/** The signed-in app's one toaster: every page and the achievement toasts dispatch to it. */
export const appToasterId = 'stride-toaster';

/** How long a toast stays: long enough to read, and with Undo long enough to reach it. */
export const toastMs = { plain: 4000, undo: 8000 } as const;

export const toastText = {
  undo: 'Undo',
  undoFailed: 'Could not undo',
} as const;

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

export interface AppToastOptions {
  /** What happened, in a few words: "Dose logged", "Entry deleted". */
  title: string;
  body?: ReactNode;
  intent?: ToastIntent;
  /**
   * An Undo button: `run` reverses the change; `done` is the toast shown after it ("Dose
   * removed"), or the error when it fails.
   */
  undo?: { run: () => Promise<unknown>; done: string } | undefined;
}

/**
 * Fluent's dispatchToast for the shell's toaster, which loads with the first toast: a toast
 * asked for before it is on screen is dispatched once it has mounted (toaster-gate.ts).
 */
export function useAppToastDispatch(): ReturnType<typeof useToastController>['dispatchToast'] {
  const { dispatchToast } = useToastController(appToasterId);
  return useCallback(
    (content, options) => whenToasterMounted(() => dispatchToast(content, options)),
    [dispatchToast],
  );
}

/**
 * Shows a toast in the shell's toaster. Toasts are announced politely (errors assertively) by
 * Fluent's toaster, never take focus, and pause while hovered or while the window is away.
 */
export function useAppToast() {
  const dispatchToast = useAppToastDispatch();

  const notify = useCallback(
    function show({ title, body, intent = 'success', undo }: AppToastOptions) {
      const onUndo = undo
        ? () => {
            undo.run().then(
              () => show({ title: undo.done }),
              (error: unknown) =>
                show({
                  title: toastText.undoFailed,
                  body: formErrorMessage(error),
                  intent: 'error',
                }),
            );
          }
        : undefined;
      dispatchToast(<AppToast title={title} body={body} onUndo={onUndo} />, {
        intent,
        timeout: undo ? toastMs.undo : toastMs.plain,
        pauseOnHover: true,
        pauseOnWindowBlur: true,
        politeness: intent === 'error' ? 'assertive' : 'polite',
      });
    },
    [dispatchToast],
  );
  return notify;
}

function AppToast({
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
