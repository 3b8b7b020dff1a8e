import { useToastController, type ToastIntent } from '@fluentui/react-components';
import { useCallback, type ReactElement, type ReactNode } from 'react';
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

type DispatchOptions = NonNullable<
  Parameters<ReturnType<typeof useToastController>['dispatchToast']>[1]
>;

/**
 * Fluent's dispatchToast for the shell's toaster, which loads with the first toast, as does
 * what a toast shows (Fluent's Toast and its parts): `content` loads it. A toast asked for
 * before the toaster is on screen is dispatched once it has mounted (toaster-gate.ts).
 */
export function useAppToastDispatch(): (
  content: () => Promise<ReactElement>,
  options: DispatchOptions,
) => void {
  const { dispatchToast } = useToastController(appToasterId);
  return useCallback(
    (content, options) =>
      whenToasterMounted(() => {
        content().then(
          (element) => dispatchToast(element, options),
          () => undefined, // its chunk could not load (offline): no toast rather than a crash
        );
      }),
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
      const content = () =>
        import('./app-toast').then(({ AppToast }) => (
          <AppToast title={title} body={body} onUndo={onUndo} />
        ));
      dispatchToast(content, {
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
