import { Button, Dialog, DialogTrigger, Field, Input, Select } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createConsumable,
  createVial,
  suppliesKeys,
} from '../../../entities/supplies/supplies-queries';
import type { ApiError } from '../../../lib/api-error';
import { FormDialogSurface } from '../../../components/form-dialog-surface';
import { useSuppliesStyles as useStyles } from './supplies-styles';

export function AddVialDialog({ today }: { today: string }) {
  const queryClient = useQueryClient();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [f, setF] = useState({
    medication: 'Testosterone cypionate',
    concentration: '200',
    volume: '10',
    remaining: '',
    opened: today,
    expires: '',
  });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation<unknown, ApiError>({
    mutationFn: () =>
      createVial({
        medication: f.medication,
        concentrationMgPerMl: Number(f.concentration),
        volumeMl: Number(f.volume),
        ...(f.remaining.trim() ? { remainingMl: Number(f.remaining) } : {}),
        openedOn: f.opened || null,
        expiresOn: f.expires || null,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: suppliesKeys.all }),
        queryClient.invalidateQueries({ queryKey: suppliesKeys.forecast }),
      ]);
      setOpen(false);
      setError(null);
    },
    onError: (e) => setError(e.message),
  });
  const set = (key: keyof typeof f) => (_e: unknown, d: { value: string }) =>
    setF((x) => ({ ...x, [key]: d.value }));
  return (
    <Dialog open={open} onOpenChange={(_e, d) => setOpen(d.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary">Add a vial</Button>
      </DialogTrigger>
      <FormDialogSurface
        submitLabel="Save vial"
        title="Add a vial"
        onSubmit={() => save.mutate()}
        error={error}
        pending={save.isPending}
      >
        <Field label="Medication" required>
          <Input value={f.medication} onChange={set('medication')} />
        </Field>
        <div className={styles.pair}>
          <Field label="Concentration (mg/mL)" required>
            <Input inputMode="decimal" value={f.concentration} onChange={set('concentration')} />
          </Field>
          <Field label="Volume (mL)" required>
            <Input inputMode="decimal" value={f.volume} onChange={set('volume')} />
          </Field>
        </div>
        <Field label="Left in the vial (mL)" hint="Leave blank for a full vial">
          <Input inputMode="decimal" value={f.remaining} onChange={set('remaining')} />
        </Field>
        <div className={styles.pair}>
          <Field label="Opened on">
            <Input type="date" value={f.opened} onChange={set('opened')} />
          </Field>
          <Field label="Expires on">
            <Input type="date" value={f.expires} onChange={set('expires')} />
          </Field>
        </div>
      </FormDialogSurface>
    </Dialog>
  );
}

export function AddConsumableDialog() {
  const queryClient = useQueryClient();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [f, setF] = useState({ kind: 'needle', label: 'Needles', count: '20', per: '2' });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation<unknown, ApiError>({
    mutationFn: () =>
      createConsumable({
        kind: f.kind as 'needle',
        label: f.label,
        count: Number(f.count),
        perInjection: Number(f.per),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: suppliesKeys.all }),
        queryClient.invalidateQueries({ queryKey: suppliesKeys.forecast }),
      ]);
      setOpen(false);
      setError(null);
    },
    onError: (e) => setError(e.message),
  });
  const set = (key: keyof typeof f) => (_e: unknown, d: { value: string }) =>
    setF((x) => ({ ...x, [key]: d.value }));
  return (
    <Dialog open={open} onOpenChange={(_e, d) => setOpen(d.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button>Add syringes, needles or swabs</Button>
      </DialogTrigger>
      <FormDialogSurface
        submitLabel="Save"
        title="Add supplies"
        onSubmit={() => save.mutate()}
        error={error}
        pending={save.isPending}
      >
        <div className={styles.pair}>
          <Field label="Kind">
            <Select value={f.kind} onChange={set('kind')}>
              <option value="syringe">Syringes</option>
              <option value="needle">Needles</option>
              <option value="swab">Swabs</option>
              <option value="other">Other</option>
            </Select>
          </Field>
          <Field label="Name" required>
            <Input value={f.label} onChange={set('label')} />
          </Field>
        </div>
        <div className={styles.pair}>
          <Field label="How many you have" required>
            <Input inputMode="numeric" value={f.count} onChange={set('count')} />
          </Field>
          <Field label="Used per injection" required hint="Drawing and injecting needles: 2">
            <Input inputMode="decimal" value={f.per} onChange={set('per')} />
          </Field>
        </div>
      </FormDialogSurface>
    </Dialog>
  );
}
