import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import type { SupplyForecastItem } from '@stride/api/contracts/supplies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  deleteConsumable,
  deleteVial,
  putSupplySettings,
  suppliesKeys,
  suppliesQuery,
} from '../../../entities/supplies/supplies-queries';
import type { ApiError } from '../../../lib/api-error';
import { formatCalendarDate } from '../../../lib/dates';
import { AddConsumableDialog, AddVialDialog } from './supplies-dialogs';
import { useSuppliesStyles as useStyles } from './supplies-styles';

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
