import type { ComponentProps } from 'react';
import { lazyDialog } from '../../../lib/lazy-dialog';
import type { DeleteInjectionDialog } from './delete-injection-dialog';
import type { LogInjectionDialog } from './log-injection-dialog';
import type { PrescriptionFormDialog } from './prescription-form-dialog';

/*
 * The treatment dialogs load on intent (issue 15): the prescription card, the 'Log Injection'
 * button and the day panel render them through these, so a page that shows those pieces does
 * not download the forms (their fields, the site picker, the slider) until one opens, or the
 * pointer or focus reaches the button that opens it.
 */
export const logInjectionDialog = lazyDialog<ComponentProps<typeof LogInjectionDialog>>(
  () => import('./log-injection-dialog').then((m) => m.LogInjectionDialog),
  (props) => props.open,
  (props) => props.onOpenChange(false),
);

export const prescriptionFormDialog = lazyDialog<ComponentProps<typeof PrescriptionFormDialog>>(
  () => import('./prescription-form-dialog').then((m) => m.PrescriptionFormDialog),
  (props) => props.open,
  (props) => props.onOpenChange(false),
);

export const deleteInjectionDialog = lazyDialog<ComponentProps<typeof DeleteInjectionDialog>>(
  () => import('./delete-injection-dialog').then((m) => m.DeleteInjectionDialog),
  (props) => props.injection !== null,
  (props) => props.onCancel(),
);
