import { Suspense, lazy, type ComponentProps } from 'react';
import { lazyDialog } from '../../../lib/lazy-dialog';
import type { ConfirmDialog, ReportDialog } from './community-dialogs';

/*
 * The board's dialogs and forms load on intent (issue 15): the report and yes-or-no dialogs
 * when one first opens, the post form when 'New post' or 'Edit' is pressed (or reached), the
 * community-name step only on a first visit. The board itself, its posts and replies load with
 * the page.
 */
export const reportDialog = lazyDialog<ComponentProps<typeof ReportDialog>>(
  () => import('./community-dialogs').then((m) => m.ReportDialog),
  (props) => props.target !== null,
  (props) => props.onClose(),
);

export const confirmDialog = lazyDialog<ComponentProps<typeof ConfirmDialog>>(
  () => import('./community-dialogs').then((m) => m.ConfirmDialog),
  (props) => props.open,
  (props) => props.onClose(),
);

const loadPostForm = () => import('./post-form');
const LoadedPostForm = lazy(() => loadPostForm().then((m) => ({ default: m.PostForm })));
/** Starts loading the post form (the pointer or focus reached what opens it). */
export const preloadPostForm = () => void loadPostForm().catch(() => undefined);

export function PostForm(props: ComponentProps<typeof LoadedPostForm>) {
  return (
    <Suspense fallback={null}>
      <LoadedPostForm {...props} />
    </Suspense>
  );
}

const LoadedDisplayNameStep = lazy(() =>
  import('./display-name-step').then((m) => ({ default: m.DisplayNameStep })),
);

export function DisplayNameStep(props: ComponentProps<typeof LoadedDisplayNameStep>) {
  return (
    <Suspense fallback={null}>
      <LoadedDisplayNameStep {...props} />
    </Suspense>
  );
}
