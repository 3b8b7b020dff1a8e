import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Slider,
  Textarea,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAppToast } from '../../../components/app-toaster';
import { useDiscardGuard } from '../../../components/discard-changes-dialog';
import { focusAfterDialog, useFocusKeptIn, useReturnFocus } from '../../../lib/use-return-focus';
import { addCalendarDays, todayIn } from '../../../lib/dates';
import type { ApiError } from '../../../lib/api-error';
import type { InjectionRequest } from '@stride/api/contracts/treatment';
import { outboxText } from '../../../components/outbox-pending-card';
import { isKeptOnDevice } from '../../../lib/outbox/outbox-item';
import {
  pendingInjection,
  useCreateInjection,
  type InjectionWriteInput,
} from '../api/create-injection';
import { undoLoggedInjection } from '../api/delete-injection';
import { getInjection } from '../../../entities/injections';
import { prescriptionQuery } from '../../../entities/prescription';
import type { Injection } from '../../../entities/injections';
import type { Prescription } from '../../../entities/prescription';
import { useUpdateInjection } from '../api/update-injection';
import { formErrorMessage, serverFieldErrors, withoutError } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useTimeZone } from '../hooks/use-time-zone';
import {
  injectionFieldOf,
  injectionFormDefaults,
  injectionRequestFromForm,
  type InjectionFormValues,
} from '../injection-form';
import { siteFitsRoute, type InjectionRoute } from '../injection-sites';
import { treatmentText } from '../treatment-text';
import { DoseFields, RouteField } from './dose-fields';
import { DoubleDoseDialog } from './double-dose-dialog';
import { InjectionSitePicker } from './injection-site-picker';
import { useStyles } from './log-injection-dialog-styles';

export interface LogInjectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing: the injection as loaded (its etag is sent as If-Match). Absent: a new one. */
  injection?: Injection | null | undefined;
  /** A new injection on this day ('YYYY-MM-DD', at the current time); default today. */
  defaultDate?: string | undefined;
  /** A new injection with these values (one the server refused from the outbox, to edit). */
  draft?: InjectionRequest | undefined;
  /** After the server saved it. */
  onSaved?: (injection: Injection) => void;
}

/**
 * 'Log Injection': date and time (in the person's zone), dose (the prescription's by default),
 * site (the server's suggestion preselected), route, pain 0-10 and notes. The entry shows in the
 * calendar at once and disappears again if the server refuses it; a second dose too soon after
 * the last asks first (409 double_dose) and is sent again confirmed.
 */
export function LogInjectionDialog({
  open,
  onOpenChange,
  injection,
  defaultDate,
  draft,
  onSaved,
}: LogInjectionDialogProps) {
  const styles = useStyles();
  const prescription = useQuery(prescriptionQuery());
  /** Notes typed and not saved: closing asks before they are lost. */
  const [notesTyped, setNotesTyped] = useState(false);
  useReturnFocus(open);
  const surface = useFocusKeptIn(prescription.isPending);
  const close = () => {
    setNotesTyped(false);
    onOpenChange(false);
  };
  const guard = useDiscardGuard({ dirty: notesTyped, onDiscard: close });
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => (data.open ? onOpenChange(true) : guard.requestClose())}
      modalType="modal"
    >
      <DialogSurface ref={surface} className={styles.surface} aria-describedby={undefined}>
        {open ? (
          prescription.isPending ? (
            <DialogBody>
              <DialogTitle>
                {injection ? treatmentText.editInjection : treatmentText.logInjection}
              </DialogTitle>
              <DialogContent>
                <Skeleton aria-label="Loading your prescription" className={styles.loading}>
                  <SkeletonItem size={32} />
                  <SkeletonItem size={32} />
                  <SkeletonItem size={72} />
                </Skeleton>
              </DialogContent>
            </DialogBody>
          ) : (
            <InjectionForm
              prescription={prescription.data ?? null}
              injection={injection ?? null}
              defaultDate={defaultDate}
              draft={draft}
              onCancel={guard.requestClose}
              onClose={close}
              onSaved={onSaved}
              onNotesTyped={setNotesTyped}
            />
          )
        ) : null}
        {guard.question}
      </DialogSurface>
    </Dialog>
  );
}

function InjectionForm({
  prescription,
  injection,
  defaultDate,
  draft,
  onCancel,
  onClose,
  onSaved,
  onNotesTyped,
}: {
  prescription: Prescription | null;
  injection: Injection | null;
  defaultDate: string | undefined;
  draft: InjectionRequest | undefined;
  /** Cancel, asked first when notes were typed. */
  onCancel: () => void;
  /** Closes at once (after a save). */
  onClose: () => void;
  onSaved: ((injection: Injection) => void) | undefined;
  onNotesTyped: (typed: boolean) => void;
}) {
  const styles = useStyles();
  const zone = useTimeZone();
  const [current, setCurrent] = useState(injection);
  const [initial] = useState(() =>
    injectionFormDefaults({
      zone,
      prescription,
      injection:
        injection ??
        (draft ? pendingInjection({ request: draft, localDate: '', timezone: zone }, '') : null),
      date: defaultDate,
    }),
  );
  /** A change made elsewhere: a warning where the form's error would stand. */
  const [conflict, setConflict] = useState<string>();
  const [doubleDose, setDoubleDose] = useState<{ message: string; input: InjectionWriteInput }>();
  const submitRef = useRef<HTMLButtonElement>(null);
  const toast = useAppToast();
  const queryClient = useQueryClient();
  const create = useCreateInjection();
  const update = useUpdateInjection();
  const saving = create.isPending || update.isPending;
  const editing = current !== null;
  const ids = { site: 'injection-site-label' };

  const form = useZodForm<InjectionFormValues, InjectionWriteInput>({
    initial,
    check: (values) => {
      const result = injectionRequestFromForm(values, {
        zone,
        medication: current ? current.medication : prescription?.medication,
      });
      if (!result.ok) return result;
      const { request, localDate } = result;
      return { ok: true, data: { request, localDate, timezone: zone } };
    },
    onEdit: (key, value) => {
      // Told at once (not in an effect), so an Escape right after typing already asks.
      if (key === 'notes') onNotesTyped(String(value).trim() !== initial.notes.trim());
      // The time's message shows beside the date.
      if (key === 'time') form.setErrors((e) => withoutError(e, 'date'));
    },
  });
  const { values, set, errors } = form;

  const setRoute = (route: InjectionRoute) => {
    form.setValues((v) => {
      if (!v.site || siteFitsRoute(v.site, route)) return { ...v, route };
      // The chosen site does not suit the new route: offer the suggestion if it does.
      const suggested = prescription?.suggestedSite;
      return { ...v, route, site: suggested && siteFitsRoute(suggested, route) ? suggested : '' };
    });
    form.setErrors((e) => withoutError(withoutError(e, 'route'), 'site'));
  };

  const handleError = async (error: ApiError, input: InjectionWriteInput) => {
    if (error.code === 'double_dose') {
      setDoubleDose({ message: error.message, input });
      return;
    }
    if (current && error.status === 409) {
      // Changed elsewhere since it was loaded: show the stored version.
      try {
        const fresh = await getInjection(current.id);
        setCurrent(fresh);
        form.setValues(injectionFormDefaults({ zone, injection: fresh }));
        setConflict(treatmentText.conflict);
      } catch {
        form.setFormError(treatmentText.deletedElsewhere);
      }
      return;
    }
    const fields = serverFieldErrors(error);
    if (Object.keys(fields).length > 0) {
      form.setErrors(
        Object.fromEntries(Object.entries(fields).map(([k, m]) => [injectionFieldOf(k), m])),
      );
      form.focusFirstError();
    }
    form.setFormError(formErrorMessage(error));
  };

  const send = (input: InjectionWriteInput) => {
    setConflict(undefined);
    form.setFormError(null);
    const callbacks = {
      onSuccess: (saved: Injection) => {
        toast(
          current
            ? { title: treatmentText.doseUpdated }
            : isKeptOnDevice(saved)
              ? { title: outboxText.keptToast }
              : {
                  title: treatmentText.doseLogged,
                  undo: {
                    run: () => undoLoggedInjection(queryClient, saved.id),
                    done: treatmentText.doseRemoved,
                  },
                },
        );
        onSaved?.(saved);
        onClose();
      },
      onError: (error: ApiError) => void handleError(error, input),
    };
    if (current) update.mutate({ ...input, original: current }, callbacks);
    else create.mutate(input, callbacks);
  };

  const fieldProps = form.field;
  const notice = conflict
    ? { intent: 'warning' as const, text: conflict }
    : form.formError
      ? { intent: 'error' as const, text: form.formError }
      : undefined;
  const maxDate = addCalendarDays(todayIn(zone), 1);

  return (
    <>
      <form
        ref={form.formRef}
        onSubmit={form.handleSubmit(send, saving)}
        noValidate
        aria-label={editing ? treatmentText.editInjection : treatmentText.logInjection}
      >
        <DialogBody>
          <DialogTitle>
            {editing ? treatmentText.editInjection : treatmentText.logInjection}
          </DialogTitle>
          <DialogContent className={styles.form}>
            {notice ? (
              <MessageBar intent={notice.intent} role="alert" layout="multiline">
                <MessageBarBody>{notice.text}</MessageBarBody>
              </MessageBar>
            ) : null}
            <div className={styles.pair}>
              <Field label="Date" required {...fieldProps('date')}>
                <Input
                  type="date"
                  value={values.date}
                  max={maxDate}
                  onChange={(_, d) => set('date', d.value)}
                />
              </Field>
              <Field label="Time" required>
                <Input
                  type="time"
                  value={values.time}
                  onChange={(_, d) => set('time', d.value)}
                  aria-invalid={errors.date ? true : undefined}
                />
              </Field>
            </div>
            <DoseFields
              amount={values.doseAmount}
              unit={values.doseUnit}
              hint={prescription && !editing ? `Prescribed: ${prescription.dosage}` : undefined}
              field={fieldProps}
              onAmount={(value) => set('doseAmount', value)}
              onUnit={(value) => set('doseUnit', value)}
            />
            <RouteField value={values.route} field={fieldProps('route')} onChange={setRoute} />
            <Field
              label={{ children: 'Injection site', id: ids.site }}
              required
              hint={
                prescription && !editing
                  ? 'Rotating sites helps your skin and muscle recover. The suggestion is the site you used least recently.'
                  : undefined
              }
              {...fieldProps('site')}
            >
              <InjectionSitePicker
                aria-labelledby={ids.site}
                value={values.site}
                route={values.route}
                suggestedSite={editing ? undefined : prescription?.suggestedSite}
                onChange={(site) => set('site', site)}
              />
            </Field>
            <Field
              label="Pain level"
              hint="0 is no pain, 10 is the worst you can imagine."
              {...fieldProps('painLevel')}
            >
              <div className={styles.painRow}>
                <Slider
                  className={styles.slider}
                  min={0}
                  max={10}
                  step={1}
                  value={values.painLevel}
                  aria-valuetext={`${values.painLevel} out of 10`}
                  onChange={(_, d) => set('painLevel', d.value)}
                />
                <span className={styles.painValue} aria-hidden="true">
                  {values.painLevel} / 10
                </span>
              </div>
            </Field>
            <Field label="Notes (optional)" {...fieldProps('notes')}>
              <Textarea
                value={values.notes}
                maxLength={2000}
                resize="vertical"
                placeholder="How did it go? Anything to tell your provider?"
                onChange={(_, d) => set('notes', d.value)}
              />
            </Field>
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button appearance="secondary" onClick={onCancel} disabled={saving}>
              {treatmentText.cancel}
            </Button>
            <Button ref={submitRef} appearance="primary" type="submit" disabled={saving}>
              {saving
                ? treatmentText.saving
                : editing
                  ? treatmentText.saveChanges
                  : treatmentText.logInjection}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
      <DoubleDoseDialog
        message={doubleDose?.message}
        onCancel={() => {
          setDoubleDose(undefined);
          // Back to the log dialog, on the button that asked.
          focusAfterDialog(submitRef.current);
        }}
        onConfirm={() => {
          const input = doubleDose?.input;
          setDoubleDose(undefined);
          if (input) send({ ...input, request: { ...input.request, confirmDoubleDose: true } });
        }}
      />
    </>
  );
}
