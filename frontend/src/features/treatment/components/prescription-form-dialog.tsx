import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Divider,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
} from '@fluentui/react-components';
import { PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useAppToast } from '../../../components/app-toaster';
import { useFocusKeptIn, useReturnFocus } from '../../../lib/use-return-focus';
import type { ApiError } from '../../../lib/api-error';
import { formatCalendarDate, todayIn } from '../../../lib/dates';
import { getPrescription, prescriptionQuery } from '../../../entities/prescription';
import { usePauseTreatment } from '../api/pause-treatment';
import type { Prescription } from '../../../entities/prescription';
import { useResumeTreatment } from '../api/resume-treatment';
import { useSavePrescription } from '../api/save-prescription';
import { formErrorMessage, serverFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useTimeZone } from '../hooks/use-time-zone';
import {
  prescriptionFormDefaults,
  prescriptionRequestFromForm,
  type PrescriptionFormValues,
} from '../prescription-form';
import type { PrescriptionRequest } from '@stride/api/contracts/treatment';
import { treatmentText } from '../treatment-text';
import { DoseFields, RouteField } from './dose-fields';
import { PrescriptionHistory } from './prescription-history';
import { useStyles } from './prescription-form-dialog-styles';

/**
 * Sets up the prescription, or changes it from a chosen day ('Takes effect from', default today;
 * earlier doses keep the version in force then). Lists every version, and pauses or resumes
 * treatment. Reused by the Settings page.
 */
export function PrescriptionFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const styles = useStyles();
  const prescription = useQuery(prescriptionQuery());
  const title = prescription.data
    ? treatmentText.editPrescription
    : treatmentText.setUpPrescription;
  useReturnFocus(open);
  const surface = useFocusKeptIn(prescription.isPending);
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface ref={surface} className={styles.surface} aria-describedby={undefined}>
        {open ? (
          prescription.isPending ? (
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent>
                <Skeleton aria-label="Loading your prescription" className={styles.loading}>
                  <SkeletonItem size={32} />
                  <SkeletonItem size={32} />
                  <SkeletonItem size={32} />
                </Skeleton>
              </DialogContent>
            </DialogBody>
          ) : (
            <PrescriptionForm
              prescription={prescription.data ?? null}
              onClose={() => onOpenChange(false)}
            />
          )
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}

function PrescriptionForm({
  prescription,
  onClose,
}: {
  prescription: Prescription | null;
  onClose: () => void;
}) {
  const styles = useStyles();
  const zone = useTimeZone();
  const today = todayIn(zone);
  const [loaded, setLoaded] = useState(prescription);
  /** A change made on another device: a warning where the form's error would stand. */
  const [conflict, setConflict] = useState<string>();
  const [status, setStatus] = useState('');
  const save = useSavePrescription();
  const toast = useAppToast();
  const pause = usePauseTreatment();
  const resume = useResumeTreatment();
  const editing = loaded !== null;
  // The query's copy is the freshest (pause and resume update it); fall back to the loaded one.
  const current = useQuery(prescriptionQuery()).data ?? loaded;
  const form = useZodForm<PrescriptionFormValues, PrescriptionRequest>({
    initial: prescriptionFormDefaults(prescription, today),
    check: (values) => {
      const result = prescriptionRequestFromForm(values, { editing });
      return result.ok ? { ok: true, data: result.request } : result;
    },
  });
  const { values, set } = form;

  const send = (request: PrescriptionRequest) =>
    save.mutate(
      { request, etag: current?.etag },
      {
        onSuccess: () => {
          toast({ title: treatmentText.prescriptionSaved });
          onClose();
        },
        onError: (error: ApiError) => {
          if (error.status === 409 && error.code === 'conflict') {
            // Changed on another device meanwhile: show the stored version to check.
            void getPrescription().then(
              (fresh) => {
                setLoaded(fresh);
                if (fresh) form.setValues(prescriptionFormDefaults(fresh, today));
                setConflict(treatmentText.prescriptionConflict);
              },
              (reloadError: unknown) => form.setFormError(formErrorMessage(reloadError)),
            );
            return;
          }
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) {
            form.setErrors(fields);
            form.focusFirstError();
          }
          form.setFormError(formErrorMessage(error));
        },
      },
    );
  const submit = form.handleSubmit(send, save.isPending);

  const togglePause = () => {
    setStatus('');
    const mutation = current?.paused ? resume : pause;
    mutation.mutate(undefined, {
      onSuccess: (next) =>
        setStatus(
          next.paused
            ? 'Treatment paused. No doses are due until you resume.'
            : 'Treatment resumed. Your next dose is on your calendar.',
        ),
      onError: (error) => setStatus(formErrorMessage(error)),
    });
  };

  const fieldProps = form.field;
  const notice = conflict
    ? { intent: 'warning' as const, text: conflict }
    : form.formError
      ? { intent: 'error' as const, text: form.formError }
      : undefined;
  const busy = save.isPending || pause.isPending || resume.isPending;

  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        if (!save.isPending) setConflict(undefined);
        submit(event);
      }}
      noValidate
      aria-label={editing ? treatmentText.editPrescription : treatmentText.setUpPrescription}
    >
      <DialogBody>
        <DialogTitle>
          {editing ? treatmentText.editPrescription : treatmentText.setUpPrescription}
        </DialogTitle>
        <DialogContent className={styles.form}>
          {notice ? (
            <MessageBar intent={notice.intent} role="alert" layout="multiline">
              <MessageBarBody>{notice.text}</MessageBarBody>
            </MessageBar>
          ) : null}
          <Field label="Medication" required {...fieldProps('medication')}>
            <Input
              value={values.medication}
              maxLength={100}
              placeholder="Testosterone cypionate"
              onChange={(_, d) => set('medication', d.value)}
            />
          </Field>
          <DoseFields
            amount={values.doseAmount}
            unit={values.doseUnit}
            field={fieldProps}
            onAmount={(value) => set('doseAmount', value)}
            onUnit={(value) => set('doseUnit', value)}
          />
          <div className={styles.pair}>
            <Field
              label="Interval (days)"
              required
              hint="7 = weekly"
              {...fieldProps('intervalDays')}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
                step={1}
                value={values.intervalDays}
                onChange={(_, d) => set('intervalDays', d.value)}
              />
            </Field>
            <Field
              label="Concentration (mg/mL, optional)"
              hint="Printed on the vial, e.g. 200"
              {...fieldProps('concentrationMgPerMl')}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={values.concentrationMgPerMl}
                onChange={(_, d) => set('concentrationMgPerMl', d.value)}
              />
            </Field>
          </div>
          <RouteField
            value={values.route}
            field={fieldProps('route')}
            onChange={(route) => set('route', route)}
          />
          <div className={styles.pair}>
            <Field
              label="Start date"
              required
              hint="Your first dose on this schedule is due this day."
              {...fieldProps('startDate')}
            >
              <Input
                type="date"
                value={values.startDate}
                onChange={(_, d) => set('startDate', d.value)}
              />
            </Field>
            <Field
              label="HRT start date (optional)"
              hint="Day 1 of your journey."
              {...fieldProps('hrtStartDate')}
            >
              <Input
                type="date"
                value={values.hrtStartDate}
                max={today}
                onChange={(_, d) => set('hrtStartDate', d.value)}
              />
            </Field>
          </div>
          {editing ? (
            <Field
              label="Takes effect from"
              required
              hint="Doses due before this day keep the prescription in force then."
              {...fieldProps('effectiveFrom')}
            >
              <Input
                type="date"
                value={values.effectiveFrom}
                onChange={(_, d) => set('effectiveFrom', d.value)}
              />
            </Field>
          ) : null}
          {current ? (
            <>
              <Divider />
              <section className={styles.section} aria-labelledby="treatment-status-title">
                <h3 className={styles.sectionTitle} id="treatment-status-title">
                  Treatment status
                </h3>
                <div className={styles.statusRow}>
                  <p className={styles.statusText}>
                    {current.paused
                      ? `Paused since ${formatCalendarDate(
                          current.pauses.find((p) => p.to === null)?.from ?? today,
                          'MMM d, yyyy',
                        )}. No doses are due while treatment is paused.`
                      : 'Taking a break? Pausing stops reminders and no doses count as missed.'}
                  </p>
                  <Button
                    icon={current.paused ? <PlayRegular /> : <PauseRegular />}
                    onClick={togglePause}
                    disabled={busy}
                  >
                    {current.paused ? treatmentText.resume : treatmentText.pause}
                  </Button>
                </div>
                <p role="status" aria-live="polite" className={styles.statusText}>
                  {status}
                </p>
              </section>
              <PrescriptionHistory history={current.history} today={today} />
            </>
          ) : null}
        </DialogContent>
        <DialogActions className={styles.actions}>
          <Button appearance="secondary" onClick={onClose} disabled={save.isPending}>
            {treatmentText.cancel}
          </Button>
          <Button appearance="primary" type="submit" disabled={busy}>
            {save.isPending ? treatmentText.saving : treatmentText.savePrescription}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
