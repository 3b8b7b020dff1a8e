import {
  Button,
  Dialog,
  DialogTrigger,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { LabsReply } from '@stride/api/contracts/labs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialogSurface } from '../../../components/form-dialog-surface';
import { createLabDraw, labsKeys } from '../../../entities/labs/labs-queries';
import { wallClockIn } from '../../../lib/dates';
import { instantFromWallClock } from '../../../lib/zoned-instant';
import type { ApiError } from '../../../lib/api-error';

const useStyles = makeStyles({
  when: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: '1fr 1fr' },
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'end',
  },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

interface Row {
  key: number;
  marker: string;
  label: string;
  value: string;
  unit: string;
}

const customMarker = 'custom';

/** 'Record a draw': when it was drawn, and a value and unit per test (blank rows are skipped). */
export function RecordDrawDialog({
  markers,
  zone,
}: {
  markers: LabsReply['markers'];
  zone: string;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const now = wallClockIn(zone);
  const [date, setDate] = useState(now.date);
  const [time, setTime] = useState(now.time);
  const unitOf = (id: string) => markers.find((m) => m.id === id)?.unit ?? '';
  const initial = (): Row[] =>
    ['testosterone', 'estradiol', 'hematocrit'].map((marker, key) => ({
      key,
      marker,
      label: '',
      value: '',
      unit: unitOf(marker),
    }));
  const [rows, setRows] = useState<Row[]>(initial);
  const [error, setError] = useState<string | null>(null);

  const save = useMutation<unknown, ApiError>({
    mutationFn: () =>
      createLabDraw({
        drawnAt: instantFromWallClock(date, time, zone),
        results: rows
          .filter((r) => r.value.trim() !== '')
          .map((r) => {
            const custom = r.marker === customMarker;
            const slug = r.label
              .trim()
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '')
              .slice(0, 40);
            return {
              marker: custom ? slug || 'custom' : r.marker,
              ...(custom ? { label: r.label.trim() } : {}),
              value: Number(r.value),
              unit: r.unit.trim(),
            };
          }),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: labsKeys.all });
      setOpen(false);
      setRows(initial());
      setError(null);
    },
    onError: (e) => setError(e.message),
  });

  const update = (key: number, patch: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <Dialog open={open} onOpenChange={(_e, d) => setOpen(d.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary">Record a draw</Button>
      </DialogTrigger>
      <FormDialogSurface
        submitLabel={save.isPending ? 'Saving…' : 'Save draw'}
        title="Record a lab draw"
        onSubmit={() => save.mutate()}
        error={error}
        pending={save.isPending}
      >
        <div className={styles.when}>
          <Field label="Date drawn" required>
            <Input type="date" value={date} onChange={(_e, d) => setDate(d.value)} />
          </Field>
          <Field label="Time">
            <Input type="time" value={time} onChange={(_e, d) => setTime(d.value)} />
          </Field>
        </div>
        <p className={styles.hint}>Leave a value blank to skip that test.</p>
        {rows.map((r) => {
          const def = markers.find((m) => m.id === r.marker);
          return (
            <div key={r.key} className={styles.row}>
              {r.marker === customMarker ? (
                <Field label="Test name">
                  <Input value={r.label} onChange={(_e, d) => update(r.key, { label: d.value })} />
                </Field>
              ) : (
                <Field label="Test">
                  <Select
                    value={r.marker}
                    onChange={(_e, d) =>
                      update(r.key, {
                        marker: d.value,
                        unit: d.value === customMarker ? '' : unitOf(d.value),
                      })
                    }
                  >
                    {markers.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.label}
                      </option>
                    ))}
                    <option value={customMarker}>Other (your own)…</option>
                  </Select>
                </Field>
              )}
              <Field label={`Value${def ? ` (${def.label})` : ''}`}>
                <Input
                  inputMode="decimal"
                  value={r.value}
                  onChange={(_e, d) => update(r.key, { value: d.value })}
                  aria-label={`${def?.label ?? (r.label || 'Test')} value`}
                />
              </Field>
              {def ? (
                <Field label="Unit">
                  <Select value={r.unit} onChange={(_e, d) => update(r.key, { unit: d.value })}>
                    {def.units.map((u) => (
                      <option key={u}>{u}</option>
                    ))}
                  </Select>
                </Field>
              ) : (
                <Field label="Unit">
                  <Input value={r.unit} onChange={(_e, d) => update(r.key, { unit: d.value })} />
                </Field>
              )}
            </div>
          );
        })}
        <div>
          <Button
            onClick={() =>
              setRows((list) => [
                ...list,
                {
                  key: Math.max(0, ...list.map((r) => r.key)) + 1,
                  marker: 'lh',
                  label: '',
                  value: '',
                  unit: unitOf('lh'),
                },
              ])
            }
          >
            Add a test
          </Button>
        </div>
      </FormDialogSurface>
    </Dialog>
  );
}
