import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAppToast } from '../../../components/app-toaster';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { ShieldPersonRegular } from '@fluentui/react-icons/svg/shield-person';
import {
  pronounOptions,
  updateProfileRequestSchema,
  withAgeRule,
  type UpdateProfileRequest,
  type User,
} from '@stride/api/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { z } from '@stride/api/contracts/zod';
import { ApiError } from '../../../lib/api-error';
import { getCurrentUser } from '../../../lib/session/api/get-current-user';
import { useSession } from '../../../lib/session/session-context';
import { useUpdateProfile } from '../api/update-profile';
import { fieldErrorsFromIssues, fieldState, formErrorMessage } from '../../../lib/form-errors';
import { useZodForm, type FormCheck } from '../../../lib/use-zod-form';
import { pronounLabels } from '../../../lib/pronoun-labels';
import { settingsText } from '../settings-text';
import { SectionCard } from './section-card';
import { TimeZoneField } from './time-zone-field';

const useStyles = makeStyles({
  stack: { display: 'grid', gap: tokens.spacingVerticalXL },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 720px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalXL,
    },
  },
  wide: { '@media (min-width: 720px)': { gridColumn: '1 / -1' } },
  legal: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  legalHeader: { display: 'grid', gap: tokens.spacingVerticalXS },
  legalTitle: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  legalIcon: { fontSize: '20px', color: tokens.colorBrandForeground1 },
  legalIntro: {
    margin: 0,
    maxWidth: '40rem',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  switchHint: {
    margin: `0 0 0 ${tokens.spacingHorizontalXXXL}`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  email: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  emailValue: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  status: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
});

interface ProfileValues {
  preferredName: string;
  pronouns: string;
  timezone: string;
  dateOfBirth: string;
  firstName: string;
  lastName: string;
  showLegalNameToProvider: boolean;
}

function valuesOf(user: User): ProfileValues {
  return {
    preferredName: user.preferredName ?? '',
    pronouns: user.pronouns ?? '',
    timezone: user.timezone,
    dateOfBirth: user.dateOfBirth ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    showLegalNameToProvider: user.showLegalNameToProvider,
  };
}

/** The PATCH body: only what changed (a cleared preferred name or pronouns is null). */
export function profileChanges(user: User, values: ProfileValues): Record<string, unknown> {
  const before = valuesOf(user);
  const changes: Record<string, unknown> = {};
  if (values.preferredName.trim() !== before.preferredName) {
    changes.preferredName = values.preferredName.trim() || null;
  }
  if (values.pronouns !== before.pronouns) changes.pronouns = values.pronouns || null;
  if (values.timezone !== before.timezone) changes.timezone = values.timezone;
  if (values.dateOfBirth !== before.dateOfBirth) changes.dateOfBirth = values.dateOfBirth;
  if (values.firstName.trim() !== before.firstName) changes.firstName = values.firstName;
  if (values.lastName.trim() !== before.lastName) changes.lastName = values.lastName;
  if (values.showLegalNameToProvider !== before.showLegalNameToProvider) {
    changes.showLegalNameToProvider = values.showLegalNameToProvider;
  }
  return changes;
}

/** The shared schema, plus the age rule on a changed date of birth (as the server applies it). */
function validate(
  changes: Record<string, unknown>,
  timezone: string,
): FormCheck<UpdateProfileRequest> {
  const parsed = updateProfileRequestSchema.safeParse(changes);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues) };
  if (parsed.data.dateOfBirth) {
    const age = withAgeRule(
      z.object({ dateOfBirth: z.string(), timezone: z.string() }),
      () => new Date(),
    ).safeParse({ dateOfBirth: parsed.data.dateOfBirth, timezone });
    if (!age.success) return { ok: false, errors: fieldErrorsFromIssues(age.error.issues) };
  }
  return { ok: true, data: parsed.data };
}

function ProfileForm({ user }: { user: User }) {
  const styles = useStyles();
  const { updateUser } = useSession();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const toast = useAppToast();
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const form = useZodForm({
    initial: valuesOf(user),
    check: (v: ProfileValues) => validate(profileChanges(user, v), v.timezone),
    texts: settingsText,
    clearFormErrorOnEdit: true,
    onEdit: () => setStatus(null),
  });
  const { values, set, setValues, errors, setErrors, formError, setFormError } = form;

  const changes = profileChanges(user, values);
  const dirty = Object.keys(changes).length > 0;

  const save = form.handleSubmit((request) => {
    setConflict(false);
    update.mutate(
      { changes: request, etag: user.etag },
      {
        onSuccess: (saved) => {
          // The shell, the greeting and every date follow at once.
          updateUser(saved);
          setValues(valuesOf(saved));
          setStatus(null);
          toast({ title: settingsText.saved });
          void queryClient.invalidateQueries({
            predicate: (query) => query.queryKey[0] !== 'settings',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setConflict(true);
            return;
          }
          form.showServerError(error);
        },
      },
    );
  }, update.isPending);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!dirty && !update.isPending) {
      event.preventDefault();
      setStatus(settingsText.noChanges);
      return;
    }
    save(event);
  };

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await getCurrentUser();
      updateUser(latest);
      setValues(valuesOf(latest));
      setErrors({});
      setConflict(false);
    } catch (error) {
      setFormError(formErrorMessage(error, settingsText));
    } finally {
      setReloading(false);
    }
  };

  const pending = update.isPending;

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.email}>
        {settingsText.email}: <span className={styles.emailValue}>{user.email}</span>
      </p>
      <div className={styles.grid}>
        <Field
          label={settingsText.preferredName}
          hint={settingsText.preferredNameHint}
          {...fieldState(errors, 'preferredName')}
        >
          <Input
            name="preferredName"
            autoComplete="nickname"
            value={values.preferredName}
            maxLength={100}
            onChange={(_, data) => set('preferredName', data.value)}
          />
        </Field>
        <Field label={settingsText.pronouns} {...fieldState(errors, 'pronouns')}>
          <Select
            name="pronouns"
            value={values.pronouns}
            onChange={(_, data) => set('pronouns', data.value)}
          >
            <option value="">{settingsText.pronounsUnset}</option>
            {pronounOptions.map((option) => (
              <option key={option} value={option}>
                {pronounLabels[option]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          className={styles.wide}
          label={settingsText.timezone}
          hint={settingsText.timezoneHint}
          {...fieldState(errors, 'timezone')}
        >
          <TimeZoneField
            key={user.etag}
            name="timezone"
            value={values.timezone}
            current={user.timezone}
            onChange={(zone) => set('timezone', zone)}
          />
        </Field>
        <Field label={settingsText.dateOfBirth} {...fieldState(errors, 'dateOfBirth')}>
          <Input
            type="date"
            name="dateOfBirth"
            autoComplete="bday"
            value={values.dateOfBirth}
            min="1900-01-01"
            onChange={(_, data) => set('dateOfBirth', data.value)}
          />
        </Field>
      </div>

      <section className={styles.legal} aria-labelledby="settings-legal-name">
        <div className={styles.legalHeader}>
          <h3 id="settings-legal-name" className={styles.legalTitle}>
            <ShieldPersonRegular className={styles.legalIcon} aria-hidden="true" />
            {settingsText.legalNameTitle}
          </h3>
          <p className={styles.legalIntro}>{settingsText.legalNameIntro}</p>
        </div>
        <div className={styles.grid}>
          <Field label={settingsText.firstName} required {...fieldState(errors, 'firstName')}>
            <Input
              name="firstName"
              autoComplete="given-name"
              value={values.firstName}
              maxLength={100}
              onChange={(_, data) => set('firstName', data.value)}
            />
          </Field>
          <Field label={settingsText.lastName} required {...fieldState(errors, 'lastName')}>
            <Input
              name="lastName"
              autoComplete="family-name"
              value={values.lastName}
              maxLength={100}
              onChange={(_, data) => set('lastName', data.value)}
            />
          </Field>
        </div>
        <div>
          <Switch
            checked={values.showLegalNameToProvider}
            label={settingsText.showLegalName}
            aria-describedby="settings-legal-hint"
            onChange={(_, data) => set('showLegalNameToProvider', data.checked)}
          />
          <p id="settings-legal-hint" className={styles.switchHint}>
            {settingsText.showLegalNameHint}
          </p>
        </div>
      </section>

      {conflict ? (
        <MessageBar intent="warning" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{settingsText.conflict}</MessageBarTitle>
            {settingsText.conflictBody}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" disabled={reloading} onClick={() => void reload()}>
              {reloading ? settingsText.reloading : settingsText.reload}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {formError ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      ) : null}

      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={pending}>
          {pending ? settingsText.saving : settingsText.save}
        </Button>
        <span className={styles.status} role="status" aria-live="polite">
          {status}
        </span>
      </div>
    </form>
  );
}

/** Profile: names, pronouns, time zone, date of birth, and the legal name and where it shows. */
export function ProfileSection() {
  const styles = useStyles();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className={styles.stack}>
      <SectionCard
        icon={PersonRegular}
        title={settingsText.profileTitle}
        intro={settingsText.profileIntro}
      >
        <ProfileForm user={user} />
      </SectionCard>
    </div>
  );
}
