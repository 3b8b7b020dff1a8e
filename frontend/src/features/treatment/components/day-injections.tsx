import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useAppToast } from '../../../components/app-toaster';
import { addCalendarDays, formatCalendarDate, formatTimeIn } from '../../../lib/dates';
import { useDeleteInjection } from '../api/delete-injection';
import { isPendingInjection } from '../api/injection-list-cache';
import type { Injection } from '../../../entities/injections';
import { formErrorMessage } from '../../../lib/form-errors';
import { routeLabels, siteLabel } from '../injection-sites';
import { treatmentText } from '../treatment-text';
import { LogInjectionButton } from './log-injection-button';
import { deleteInjectionDialog, logInjectionDialog } from './lazy-treatment-dialogs';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  titleBadges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  titleRow: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  pending: { opacity: 0.7 },
  summary: {
    margin: 0,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
  },
  facts: {
    margin: `${tokens.spacingVerticalXXS} 0 0`,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  notes: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
});

/**
 * One day of the calendar: its injections (time, dose, site, route, pain, notes) with Edit and
 * Delete, and a 'Log Injection' button for that day.
 */
export function DayInjections({
  date,
  today,
  injections,
  isReminder,
}: {
  date: string;
  today: string;
  injections: readonly Injection[];
  isReminder: boolean;
}) {
  const styles = useStyles();
  const toast = useAppToast();
  const [editing, setEditing] = useState<Injection | null>(null);
  const [deleting, setDeleting] = useState<Injection | null>(null);
  const [error, setError] = useState<string>();
  const remove = useDeleteInjection();
  const when = (injection: Injection) =>
    `${formatCalendarDate(injection.localDate, 'EEE, MMM d')} at ${formatTimeIn(injection.takenAt, injection.timezone)}`;
  // A dose can be logged up to a day ahead (the server's limit).
  const canLog = date <= addCalendarDays(today, 1);

  return (
    <section className={styles.root} aria-labelledby="selected-day-title">
      <div className={styles.head}>
        <div className={styles.titleRow}>
          <h3 className={styles.title} id="selected-day-title">
            {formatCalendarDate(date, 'EEEE, MMMM d')}
          </h3>
          <span className={styles.titleBadges}>
            {date === today ? (
              <Badge appearance="tint" color="brand">
                {treatmentText.today}
              </Badge>
            ) : null}
            {isReminder ? (
              <Badge appearance="tint" color="warning">
                Dose due
              </Badge>
            ) : null}
          </span>
        </div>
        {canLog ? (
          <LogInjectionButton
            appearance={injections.length === 0 ? 'primary' : 'secondary'}
            defaultDate={date}
          />
        ) : null}
      </div>
      {error ? (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {injections.length === 0 ? (
        <p className={styles.empty}>
          {isReminder
            ? 'Your next dose is due this day.'
            : date > today
              ? 'Nothing scheduled this day.'
              : 'No injection logged this day.'}
        </p>
      ) : (
        <ul
          className={styles.list}
          aria-label={`Injections on ${formatCalendarDate(date, 'MMMM d')}`}
        >
          {injections.map((injection) => {
            const pending = isPendingInjection(injection);
            const time = formatTimeIn(injection.takenAt, injection.timezone);
            return (
              <li
                key={injection.id}
                className={pending ? `${styles.item} ${styles.pending}` : styles.item}
              >
                <div>
                  <p className={styles.summary}>
                    {time} · {injection.doseAmount} {injection.doseUnit} ·{' '}
                    {siteLabel(injection.site)}
                  </p>
                  <p className={styles.facts}>
                    {injection.route ? <span>{routeLabels[injection.route]}</span> : null}
                    {injection.painLevel !== null ? (
                      <span>Pain {injection.painLevel}/10</span>
                    ) : null}
                    {injection.medication ? <span>{injection.medication}</span> : null}
                    {pending ? <span>Saving…</span> : null}
                  </p>
                  {injection.notes ? <p className={styles.notes}>{injection.notes}</p> : null}
                </div>
                <div className={styles.actions}>
                  <Button
                    appearance="subtle"
                    icon={<EditRegular />}
                    aria-label={`Edit injection at ${time}`}
                    title="Edit"
                    disabled={pending}
                    onClick={() => setEditing(injection)}
                    onPointerEnter={logInjectionDialog.preload}
                    onFocus={logInjectionDialog.preload}
                  />
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={`Delete injection at ${time}`}
                    title="Delete"
                    disabled={pending}
                    onClick={() => {
                      setError(undefined);
                      setDeleting(injection);
                    }}
                    onPointerEnter={deleteInjectionDialog.preload}
                    onFocus={deleteInjectionDialog.preload}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <logInjectionDialog.Dialog
        open={editing !== null}
        injection={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <deleteInjectionDialog.Dialog
        injection={deleting}
        when={deleting ? when(deleting) : ''}
        onCancel={() => setDeleting(null)}
        onConfirm={(injection) => {
          setDeleting(null);
          remove.mutate(injection.id, {
            onSuccess: () => toast({ title: treatmentText.doseDeleted }),
            onError: (cause) =>
              setError(`Could not delete the injection. ${formErrorMessage(cause)}`),
          });
        }}
      />
    </section>
  );
}
