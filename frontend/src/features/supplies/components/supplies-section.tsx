import {
  Badge,
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
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { SupplyForecastItem } from '@stride/api/contracts/supplies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  createConsumable,
  createVial,
  deleteConsumable,
  deleteVial,
  putSupplySettings,
  suppliesKeys,
  suppliesQuery,
} from '../../../entities/supplies/supplies-queries';
import type { ApiError } from '../../../lib/api-error';
import { formatCalendarDate } from '../../../lib/dates';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: `${tokens.spacingVerticalL} clamp(14px, 3vw, 24px)`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'space-between',
    alignItems: 'center',
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  muted: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  itemText: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  strong: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: '1fr 1fr' },
  settings: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  small: { width: '110px' },
});

function ForecastLine({ item }: { item: SupplyForecastItem }) {
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <span className={styles.itemText}>
        <span className={styles.strong}>{item.label}</span>
        <span className={styles.muted}>
          {item.runsOutOn
            ? `${item.dosesCovered} ${item.dosesCovered === 1 ? 'dose' : 'doses'} left · order by ${formatCalendarDate(item.orderBy ?? item.runsOutOn, 'MMM d')}`
            : 'Enough for the next three years'}
        </span>
      </span>
      {item.text ? (
        <Badge
          appearance="tint"
          color={item.warn ? 'warning' : 'informative'}
          data-testid="runs-out"
        >
          {item.text}
        </Badge>
      ) : null}
    </li>
  );
}

function FormDialog({
  trigger,
  title,
  onSubmit,
  error,
  pending,
  children,
}: {
  trigger: string;
  title: string;
  onSubmit: () => void;
  error: string | null;
  pending: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <DialogSurface>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.form}>
            {children}
            {error ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Cancel</Button>
            </DialogTrigger>
            <Button appearance="primary" type="submit" disabled={pending}>
              {trigger}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
}

function AddVialDialog({ today }: { today: string }) {
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
      <FormDialog
        trigger="Save vial"
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
      </FormDialog>
    </Dialog>
  );
}

function AddConsumableDialog() {
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
      <FormDialog
        trigger="Save"
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
      </FormDialog>
    </Dialog>
  );
}

/** Supplies: the run-out forecast, vials, consumables and the order settings. */
export function SuppliesSection({ today }: { today: string }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const supplies = useQuery(suppliesQuery);
  const [settings, setSettings] = useState<{ lead: string; warn: string; dead: string } | null>(
    null,
  );
  const [settingsError, setSettingsError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: suppliesKeys.all }),
      queryClient.invalidateQueries({ queryKey: suppliesKeys.forecast }),
    ]);
  const removeVial = useMutation({
    mutationFn: (v: { id: string; etag: string }) => deleteVial(v.id, v.etag),
    onSuccess: refresh,
  });
  const removeItem = useMutation({
    mutationFn: (v: { id: string; etag: string }) => deleteConsumable(v.id, v.etag),
    onSuccess: refresh,
  });
  const saveSettings = useMutation<unknown, ApiError, { lead: string; warn: string; dead: string }>(
    {
      mutationFn: (s) =>
        putSupplySettings(
          { leadTimeDays: Number(s.lead), warnDays: Number(s.warn), deadSpaceMl: Number(s.dead) },
          supplies.data?.settings.etag ?? '',
        ),
      onSuccess: async () => {
        setSettings(null);
        setSettingsError(null);
        await refresh();
      },
      onError: (e) => setSettingsError(e.message),
    },
  );
  if (supplies.isPending) return <Spinner size="small" label="Loading supplies…" />;
  if (supplies.isError)
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>Could not load your supplies. {supplies.error.message}</MessageBarBody>
      </MessageBar>
    );
  const data = supplies.data;
  const s = settings ?? {
    lead: String(data.settings.leadTimeDays),
    warn: String(data.settings.warnDays),
    dead: String(data.settings.deadSpaceMl),
  };
  const forecast = [data.forecast.medication, ...data.forecast.consumables].filter(
    (x): x is SupplyForecastItem => x !== null,
  );
  return (
    <section
      className={styles.card}
      aria-labelledby="supplies-title"
      data-testid="supplies-section"
    >
      <div className={styles.header}>
        <h2 className={styles.title} id="supplies-title">
          Supplies
        </h2>
        <div className={styles.header}>
          <AddVialDialog today={today} />
          <AddConsumableDialog />
        </div>
      </div>
      {forecast.length > 0 ? (
        <ul className={styles.list} aria-label="Run-out forecast">
          {forecast.map((item) => (
            <ForecastLine key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          Add your vials (and a prescription) to see when they run out at your schedule.
        </p>
      )}
      {data.vials.length > 0 ? (
        <ul className={styles.list} aria-label="Vials">
          {data.vials.map((v) => (
            <li key={v.id} className={styles.item}>
              <span className={styles.itemText}>
                <span className={styles.strong}>
                  {v.medication} · {v.concentrationMgPerMl} mg/mL
                </span>
                <span className={styles.muted}>
                  {v.remainingMl} of {v.volumeMl} mL left
                  {v.openedOn
                    ? ` · opened ${formatCalendarDate(v.openedOn, 'MMM d')}`
                    : ' · unopened'}
                  {v.expiresOn
                    ? ` · expires ${formatCalendarDate(v.expiresOn, 'MMM d, yyyy')}`
                    : ''}
                </span>
              </span>
              <Button
                appearance="subtle"
                onClick={() => removeVial.mutate(v)}
                aria-label={`Remove vial ${v.medication}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {data.consumables.length > 0 ? (
        <ul className={styles.list} aria-label="Syringes, needles and swabs">
          {data.consumables.map((c) => (
            <li key={c.id} className={styles.item}>
              <span className={styles.itemText}>
                <span className={styles.strong}>{c.label}</span>
                <span className={styles.muted}>
                  {c.count} left · {c.perInjection} per injection
                </span>
              </span>
              <Button
                appearance="subtle"
                onClick={() => removeItem.mutate(c)}
                aria-label={`Remove ${c.label}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className={styles.settings}
        onSubmit={(e) => {
          e.preventDefault();
          saveSettings.mutate(s);
        }}
      >
        <Field label="Pharmacy lead time (days)">
          <Input
            className={styles.small}
            inputMode="numeric"
            value={s.lead}
            onChange={(_e, d) => setSettings({ ...s, lead: d.value })}
          />
        </Field>
        <Field label="Warn me (days before)">
          <Input
            className={styles.small}
            inputMode="numeric"
            value={s.warn}
            onChange={(_e, d) => setSettings({ ...s, warn: d.value })}
          />
        </Field>
        <Field label="Dead space per injection (mL)">
          <Input
            className={styles.small}
            inputMode="decimal"
            value={s.dead}
            onChange={(_e, d) => setSettings({ ...s, dead: d.value })}
          />
        </Field>
        <Button type="submit" disabled={settings === null || saveSettings.isPending}>
          Save
        </Button>
      </form>
      {settingsError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{settingsError}</MessageBarBody>
        </MessageBar>
      ) : null}
      <p className={styles.muted}>
        Each logged injection takes its dose plus the needle’s dead space from the open vial.
      </p>
    </section>
  );
}
