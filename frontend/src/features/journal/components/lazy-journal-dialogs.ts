import type { ComponentProps } from 'react';
import { lazyDialog } from '../../../lib/lazy-dialog';
import type { DeleteEntryDialog } from './delete-entry-dialog';
import type { EntryEditorDialog } from './entry-editor-dialog';
import type { MoodCheckinDialog } from './mood-checkin-dialog';

/*
 * The journal's dialogs load on intent (issue 15): the Entries page and today's check-in card
 * render them through these, so their forms download when one opens, or when the pointer or
 * focus reaches the button that opens it.
 */
export const moodCheckinDialog = lazyDialog<ComponentProps<typeof MoodCheckinDialog>>(
  () => import('./mood-checkin-dialog').then((m) => m.MoodCheckinDialog),
  (props) => props.open,
  (props) => props.onOpenChange(false),
);

export const entryEditorDialog = lazyDialog<ComponentProps<typeof EntryEditorDialog>>(
  () => import('./entry-editor-dialog').then((m) => m.EntryEditorDialog),
  (props) => props.open,
  (props) => props.onClose(),
);

export const deleteEntryDialog = lazyDialog<ComponentProps<typeof DeleteEntryDialog>>(
  () => import('./delete-entry-dialog').then((m) => m.DeleteEntryDialog),
  (props) => props.entry !== null,
  (props) => props.onClose(),
);
