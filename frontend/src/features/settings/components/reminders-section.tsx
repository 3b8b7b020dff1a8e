// Over 400 lines on purpose: the reminders section is three cards (times and channels, this
// device's push, the calendar feed) that share one query, its styles and its wording.
import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons/svg/alert';
import { CalendarLtrRegular } from '@fluentui/react-icons/svg/calendar-ltr';
import { CopyRegular } from '@fluentui/react-icons/svg/copy';
import { PhoneRegular } from '@fluentui/react-icons/svg/phone';
import type { ReminderSettingsBody } from '@stride/api/contracts/reminders';
import { useEffect, useState, type FormEvent } from 'react';
import {
  useCreateCalendarFeed,
  useReminders,
  useRevokeCalendarFeed,
  useSaveReminderSettings,
  useSubscribeDevice,
  useTestNotification,
  useUnsubscribeDevice,
  type RemindersView,
} from '../api/reminders';
import { formErrorMessage, serverFieldErrors } from '../../../lib/form-errors';
import {
  currentSubscription,
  isAppleMobile,
  isStandalone,
  onResubscribed,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../push-device';
import { remindersText as t } from '../reminders-text';
import { settingsText } from '../settings-text';
import { SectionCard } from './section-card';
import { TimeZoneField } from './time-zone-field';

const useStyles = makeStyles({
  stack: { display: 'grid', gap: tokens.spacingVerticalXL },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    // A field with a hint beside one without: each keeps its own height, so the two controls
    // line up (stretched, the shorter field spread its label and control apart).
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 640px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalXL,
    },
  },
  group: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(2, minmax(0, 10rem))',
  },
  hint: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  status: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground2,
  },
  url: { fontFamily: tokens.fontFamilyMonospace },
});

type Settings = ReminderSettingsBody;

function deviceZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function SettingsCard({ initial }: { initial: Settings }) {
  const styles = useStyles();
  const [values, setValues] = useState<Settings>(initial);
  const [status, setStatus] = useState('');
  const save = useSaveReminderSettings();
  const fields = serverFieldErrors(save.error);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => {
    setStatus('');
    setValues((v) => ({ ...v, [key]: value }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, { onSuccess: () => setStatus(t.saved) });
  };
  const off = !values.enabled;

  return (
    <SectionCard icon={AlertRegular} title={t.title} intro={t.intro}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t.title}>
        <Switch
          label={t.enabled}
          checked={values.enabled}
          onChange={(_, d) => set('enabled', d.checked)}
        />
        <div className={styles.grid}>
          <Field label={t.timeOfDay} hint={t.timeOfDayHint} validationMessage={fields.timeOfDay}>
            <Input
              type="time"
              value={values.timeOfDay}
              disabled={off}
              onChange={(_, d) => set('timeOfDay', d.value)}
            />
          </Field>
          <Field label={t.hoursBefore} validationMessage={fields.hoursBefore}>
            <Select
              value={String(values.hoursBefore)}
              disabled={off}
              onChange={(_, d) => set('hoursBefore', Number(d.value))}
            >
              {t.hoursBeforeOptions.map(([n, label]) => (
                <option key={n} value={n}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t.followUps}>
            <Select
              value={String(values.followUps)}
              disabled={off}
              onChange={(_, d) => set('followUps', Number(d.value))}
            >
              {t.followUpOptions.map(([n, label]) => (
                <option key={n} value={n}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t.repeat} hint={t.repeatHint}>
            <Select
              value={String(values.repeatEveryMinutes ?? 0)}
              disabled={off}
              onChange={(_, d) =>
                set(
                  'repeatEveryMinutes',
                  d.value === '0' ? null : (Number(d.value) as Settings['repeatEveryMinutes']),
                )
              }
            >
              {t.repeatOptions.map(([n, label]) => (
                <option key={n} value={n}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        </div>

        <div className={styles.group}>
          <Switch
            label={t.quietHours}
            checked={values.quietHours !== null}
            disabled={off}
            onChange={(_, d) =>
              set('quietHours', d.checked ? { start: '22:00', end: '07:00' } : null)
            }
          />
          <p className={styles.hint}>{t.quietHint}</p>
          {values.quietHours && (
            <div className={styles.pair}>
              <Field label={t.quietFrom} validationMessage={fields['quietHours.start']}>
                <Input
                  type="time"
                  value={values.quietHours.start}
                  disabled={off}
                  onChange={(_, d) =>
                    set('quietHours', { start: d.value, end: values.quietHours?.end ?? '07:00' })
                  }
                />
              </Field>
              <Field label={t.quietTo} validationMessage={fields['quietHours.end']}>
                <Input
                  type="time"
                  value={values.quietHours.end}
                  disabled={off}
                  onChange={(_, d) =>
                    set('quietHours', { start: values.quietHours?.start ?? '22:00', end: d.value })
                  }
                />
              </Field>
            </div>
          )}
        </div>

        <div className={styles.group}>
          <Switch
            label={t.travelMode}
            checked={values.travelMode}
            disabled={off}
            onChange={(_, d) => {
              set('travelMode', d.checked);
              if (d.checked && !values.homeTimeZone) set('homeTimeZone', deviceZone());
            }}
          />
          <p className={styles.hint}>{t.travelHint}</p>
          {values.travelMode && (
            <Field label={t.homeZone} validationMessage={fields.homeTimeZone}>
              <TimeZoneField
                value={values.homeTimeZone ?? deviceZone()}
                current={values.homeTimeZone ?? deviceZone()}
                onChange={(zone) => set('homeTimeZone', zone)}
              />
            </Field>
          )}
        </div>

        <Field label={t.channels}>
          <div className={styles.actions}>
            <Checkbox
              label={t.channelPush}
              checked={values.channels.push}
              onChange={(_, d) => set('channels', { ...values.channels, push: d.checked === true })}
            />
            <Checkbox
              label={t.channelCalendar}
              checked={values.channels.calendar}
              onChange={(_, d) =>
                set('channels', { ...values.channels, calendar: d.checked === true })
              }
            />
          </div>
        </Field>

        <div className={styles.group}>
          <Switch
            label={t.showDetails}
            checked={values.showDetails}
            onChange={(_, d) => set('showDetails', d.checked)}
          />
          <p className={styles.hint}>{t.showDetailsHint}</p>
        </div>

        {save.isError && Object.keys(fields).length === 0 && (
          <MessageBar intent="error">
            <MessageBarBody>{formErrorMessage(save.error, settingsText)}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={save.isPending}>
            {t.save}
          </Button>
          <span className={styles.status} role="status">
            {status}
          </span>
        </div>
      </form>
    </SectionCard>
  );
}

function DeviceCard({ view }: { view: RemindersView }) {
  const styles = useStyles();
  const supported = pushSupported();
  const apple = isAppleMobile();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const subscribe = useSubscribeDevice();
  const unsubscribe = useUnsubscribeDevice();
  const test = useTestNotification();

  const { mutate: resubscribe } = subscribe;
  const { mutate: dropOld } = unsubscribe;
  useEffect(
    () =>
      onResubscribed((next, oldEndpoint) => {
        resubscribe(next);
        if (oldEndpoint) dropOld(oldEndpoint);
      }),
    [resubscribe, dropOld],
  );

  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then((sub) => live && setSubscribed(sub !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setProblem('');
    setMessage('');
    try {
      const json = await subscribeThisDevice(view.vapidPublicKey);
      await subscribe.mutateAsync(json);
      setSubscribed(true);
    } catch (error) {
      setProblem(
        error instanceof Error && error.message === 'permission-denied'
          ? t.denied
          : formErrorMessage(error, settingsText),
      );
    }
  };
  const turnOff = async () => {
    setProblem('');
    setMessage('');
    try {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await unsubscribe.mutateAsync(endpoint).catch(() => undefined);
      setSubscribed(false);
    } catch (error) {
      setProblem(formErrorMessage(error, settingsText));
    }
  };
  const sendTest = () => {
    setProblem('');
    test.mutate(undefined, {
      onSuccess: (r) => setMessage(t.testSent(r.sent)),
      onError: (e) => setProblem(formErrorMessage(e, settingsText)),
    });
  };
  const busy = subscribe.isPending || unsubscribe.isPending;

  return (
    <SectionCard icon={PhoneRegular} title={t.deviceTitle} intro={t.deviceIntro}>
      <MessageBar intent={apple && !isStandalone() ? 'warning' : 'info'} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t.iosTitle}</MessageBarTitle>
          {t.iosBody}
          <ol className={styles.list}>
            {t.iosSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </MessageBarBody>
      </MessageBar>
      {!supported ? (
        <p className={styles.status}>{t.unsupported}</p>
      ) : subscribed === null ? (
        <Spinner size="tiny" />
      ) : (
        <>
          <p className={styles.status} data-testid="device-status">
            {subscribed ? t.deviceOn : t.deviceOff}
          </p>
          <div className={styles.actions}>
            {subscribed ? (
              <Button onClick={() => void turnOff()} disabled={busy}>
                {t.unsubscribe}
              </Button>
            ) : (
              <Button appearance="primary" onClick={() => void turnOn()} disabled={busy}>
                {t.subscribe}
              </Button>
            )}
            <Button onClick={sendTest} disabled={test.isPending || view.devices.length === 0}>
              {t.test}
            </Button>
          </div>
        </>
      )}
      <p className={styles.status}>{t.devices(view.devices.length)}</p>
      {view.devices.length > 0 && (
        <ul className={styles.list} aria-label={t.devices(view.devices.length)}>
          {view.devices.map((d) => (
            <li key={d.id}>{d.label || 'Browser'}</li>
          ))}
        </ul>
      )}
      <div role="status" className={styles.status}>
        {message}
      </div>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
    </SectionCard>
  );
}

function CalendarCard({ view }: { view: RemindersView }) {
  const styles = useStyles();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const made = view.calendar.createdAt
    ? new Date(view.calendar.createdAt).toLocaleDateString()
    : '';
  const make = () => {
    setStatus('');
    create.mutate(undefined, { onSuccess: (r) => setUrl(r.url) });
  };
  const turnOff = () => {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setStatus(t.calendarRevoked);
      },
    });
  };
  const copy = () => {
    if (url) void navigator.clipboard?.writeText(url).then(() => setStatus(t.copied));
  };
  const error = create.error ?? revoke.error;

  return (
    <SectionCard icon={CalendarLtrRegular} title={t.calendarTitle} intro={t.calendarIntro}>
      {url ? (
        <Field label={t.calendarUrl} hint={t.calendarUrlHint}>
          <Input readOnly value={url} className={styles.url} onFocus={(e) => e.target.select()} />
        </Field>
      ) : (
        <p className={styles.status}>{view.calendar.active ? t.calendarOn(made) : t.calendarOff}</p>
      )}
      <div className={styles.actions}>
        {url && (
          <Button icon={<CopyRegular />} onClick={copy}>
            {t.copy}
          </Button>
        )}
        <Button
          appearance={view.calendar.active ? 'secondary' : 'primary'}
          onClick={make}
          disabled={create.isPending}
        >
          {view.calendar.active ? t.calendarRegenerate : t.calendarCreate}
        </Button>
        {view.calendar.active && (
          <Button onClick={turnOff} disabled={revoke.isPending}>
            {t.calendarRevoke}
          </Button>
        )}
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{formErrorMessage(error, settingsText)}</MessageBarBody>
        </MessageBar>
      )}
    </SectionCard>
  );
}

/** Settings → Reminders: when and how, this device's push, and the private calendar feed. */
export function RemindersSection() {
  const styles = useStyles();
  const query = useReminders();
  if (query.isPending) return <Spinner label="Loading reminders" />;
  if (query.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{formErrorMessage(query.error, settingsText)}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.stack}>
      <SettingsCard initial={query.data.settings} />
      <DeviceCard view={query.data} />
      <CalendarCard view={query.data} />
    </div>
  );
}
