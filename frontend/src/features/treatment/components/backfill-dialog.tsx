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
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { BackfillPreview, BackfillRequest } from '@stride/api/contracts/treatment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppToast } from '../../../components/app-toaster';
import { labsKeys } from '../../../entities/labs/labs-queries';
import { createBackfill, previewBackfill } from '../../../entities/injections';
import { prescriptionQuery } from '../../../entities/prescription';
import type { ApiError } from '../../../lib/api-error';
import { addCalendarDays, formatCalendarDate, todayIn } from '../../../lib/dates';
import { formErrorMessage, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { invalidateAfterInjectionWrite } from '../api/injection-list-cache';
import { siteLabels, sitesForRoute, type InjectionSite } from '../injection-sites';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    maxHeight: '240px',
    overflowY: 'auto',
    fontVariantNumeric: 'tabular-nums',
  },
  skipped: { color: tokens.colorNeutralForeground3 },
});

interface FormValues {
  startDate: string;
  intervalDays: string;
  doseAmount: string;
  doseUnit: 'mL' | 'mg';
  time: string;
  site: InjectionSite;
}

/**
 * Backfill past doses in one step: start date, interval and dose (from the prescription),
 * then the list of doses that would be created (days with a logged dose left out) to review,
 * and only then saved in one request. A backfill earns no XP for history (docs/api.md).
 */
export function BackfillDialog({ zone }: { zone: string }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const toast = useAppToast();
  const prescription = useQuery(prescriptionQuery());
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FormValues | null>(null);
  const [preview, setPreview] = useState<{ body: BackfillRequest; plan: BackfillPreview } | null>(
    null,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [key, setKey] = useState('');
  const rx = prescription.data ?? null;
  const today = todayIn(zone);

  const defaults = (): FormValues => ({
    startDate: addCalendarDays(today, -4 * (rx?.intervalDays ?? 7)),
    intervalDays: String(rx?.intervalDays ?? 7),
    doseAmount: rx ? String(rx.doseAmount) : '',
    doseUnit: rx?.doseUnit ?? 'mL',
    time: '09:00',
    site: rx?.suggestedSite ?? sitesForRoute(rx?.route)[0] ?? 'left-thigh',
  });
  const v = values ?? defaults();
  const set = (patch: Partial<FormValues>) => setValues({ ...v, ...patch });

  const body = (): BackfillRequest => ({
    startDate: v.startDate,
    intervalDays: Number(v.intervalDays),
    time: v.time,
    doseAmount: Number(v.doseAmount),
    doseUnit: v.doseUnit,
    site: v.site,
    ...(rx?.route ? { route: rx.route } : {}),
    ...(rx?.medication ? { medication: rx.medication } : {}),
  });

  const review = useMutation<BackfillPreview, ApiError, BackfillRequest>({
    mutationFn: previewBackfill,
    onMutate: () => setErrors({}),
    onSuccess: (plan, sent) => {
      setPreview({ body: sent, plan });
      setKey(crypto.randomUUID());
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const save = useMutation<unknown, ApiError, void>({
    mutationFn: () => createBackfill(preview!.body, key),
    onSuccess: (reply) => {
      const n = (reply as { injections: unknown[] }).injections.length;
      toast({ title: `Added ${n} past ${n === 1 ? 'dose' : 'doses'}` });
      setOpen(false);
    },
    onSettled: () =>
      Promise.all([
        invalidateAfterInjectionWrite(queryClient),
        queryClient.invalidateQueries({ queryKey: labsKeys.all }),
      ]),
  });

  const reset = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValues(null);
      setPreview(null);
      setErrors({});
      review.reset();
      save.reset();
    }
  };
  const field = (name: string) =>
    errors[name]
      ? { validationState: 'error' as const, validationMessage: errors[name] }
      : { validationState: 'none' as const };
  const formError = review.error && Object.keys(errors).length === 0 ? review.error : save.error;

  return (
    <Dialog open={open} onOpenChange={(_e, d) => reset(d.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="secondary" data-testid="backfill-open">
          Add past doses
        </Button>
      </DialogTrigger>
      <DialogSurface aria-describedby="backfill-about">
        <DialogBody>
          <DialogTitle>Add past doses</DialogTitle>
          <DialogContent className={styles.form}>
            <p className={styles.text} id="backfill-about">
              From a start date, one dose every interval up to today. You review the list before
              anything is saved; days you already logged are left out.
            </p>
            {preview ? (
              <>
                <p className={styles.text} data-testid="backfill-summary">
                  {preview.plan.doses.length === 0
                    ? 'Nothing to add: every day in that range already has a logged dose.'
                    : `${preview.plan.doses.length} ${preview.plan.doses.length === 1 ? 'dose' : 'doses'} of ${preview.body.doseAmount} ${preview.body.doseUnit} would be added:`}
                </p>
                {preview.plan.doses.length > 0 ? (
                  <ol className={styles.list} data-testid="backfill-list">
                    {preview.plan.doses.map((d) => (
                      <li key={d.date}>{formatCalendarDate(d.date)}</li>
                    ))}
                  </ol>
                ) : null}
                {preview.plan.skipped.length > 0 ? (
                  <ul className={`${styles.list} ${styles.skipped}`}>
                    {preview.plan.skipped.map((s) => (
                      <li key={s.date}>
                        {formatCalendarDate(s.date)}: left out,{' '}
                        {s.reason === 'future'
                          ? 'still ahead today'
                          : s.loggedOn && s.loggedOn !== s.date
                            ? `a dose is logged on ${formatCalendarDate(s.loggedOn, 'MMM d')}`
                            : 'already logged'}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : (
              <>
                <div className={styles.row}>
                  <Field label="Start date" required {...field('startDate')}>
                    <Input
                      type="date"
                      value={v.startDate}
                      max={today}
                      onChange={(_e, d) => set({ startDate: d.value })}
                    />
                  </Field>
                  <Field label="Every (days)" required {...field('intervalDays')}>
                    <Input
                      type="number"
                      min={1}
                      max={90}
                      value={v.intervalDays}
                      onChange={(_e, d) => set({ intervalDays: d.value })}
                    />
                  </Field>
                </div>
                <div className={styles.row}>
                  <Field label="Dose" required {...field('doseAmount')}>
                    <Input
                      type="number"
                      step="any"
                      min={0}
                      value={v.doseAmount}
                      onChange={(_e, d) => set({ doseAmount: d.value })}
                    />
                  </Field>
                  <Field label="Unit" {...field('doseUnit')}>
                    <Select
                      value={v.doseUnit}
                      onChange={(_e, d) => set({ doseUnit: d.value as 'mL' | 'mg' })}
                    >
                      <option value="mL">mL</option>
                      <option value="mg">mg</option>
                    </Select>
                  </Field>
                </div>
                <div className={styles.row}>
                  <Field label="Usual time" {...field('time')}>
                    <Input
                      type="time"
                      value={v.time}
                      onChange={(_e, d) => set({ time: d.value })}
                    />
                  </Field>
                  <Field label="Site" {...field('site')}>
                    <Select
                      value={v.site}
                      onChange={(_e, d) => set({ site: d.value as InjectionSite })}
                    >
                      {sitesForRoute(rx?.route).map((s) => (
                        <option key={s} value={s}>
                          {siteLabels[s]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
              </>
            )}
            {formError ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{formErrorMessage(formError)}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            {preview ? (
              <>
                <Button appearance="secondary" onClick={() => setPreview(null)}>
                  Back
                </Button>
                <Button
                  appearance="primary"
                  disabled={preview.plan.doses.length === 0 || save.isPending}
                  onClick={() => save.mutate()}
                  data-testid="backfill-save"
                >
                  {save.isPending
                    ? 'Adding…'
                    : `Add ${preview.plan.doses.length} ${preview.plan.doses.length === 1 ? 'dose' : 'doses'}`}
                </Button>
              </>
            ) : (
              <>
                <DialogTrigger disableButtonEnhancement>
                  <Button appearance="secondary">Cancel</Button>
                </DialogTrigger>
                <Button
                  appearance="primary"
                  disabled={review.isPending}
                  onClick={() => review.mutate(body())}
                  data-testid="backfill-review"
                >
                  {review.isPending ? 'Checking…' : 'Review doses'}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
