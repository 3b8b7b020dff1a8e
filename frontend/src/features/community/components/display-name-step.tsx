import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  communityKeys,
  communityLimits,
  saveCommunityProfile,
  type Profile,
} from '../../../entities/community';
import type { ApiError } from '../../../lib/api-error';
import { communityText } from '../community-text';
import { useCommunityStyles as useStyles } from './community-styles';

/**
 * The first visit's step, and changing the name later: the community name, defaulting to what
 * the API suggests (the preferred name), never the email.
 */
export function DisplayNameStep({
  profile,
  onDone,
  onCancel,
}: {
  profile: Profile;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [name, setName] = useState(profile.displayName);
  const save = useMutation<unknown, ApiError>({
    mutationFn: () => saveCommunityProfile({ displayName: name }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {communityText.nameStepTitle}
      </h2>
      <p className={styles.body}>{communityText.nameStepBody}</p>
      <form className={styles.form} onSubmit={submit}>
        <Field
          label={communityText.nameLabel}
          required
          validationMessage={save.error?.fields.displayName}
          validationState={save.error?.fields.displayName ? 'error' : 'none'}
        >
          <Input
            value={name}
            maxLength={communityLimits.displayNameMax}
            autoComplete="nickname"
            onChange={(_, d) => setName(d.value)}
          />
        </Field>
        {save.isError && !save.error.fields.displayName ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{save.error.message}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.row}>
          <Button type="submit" appearance="primary" disabled={save.isPending}>
            {profile.displayNameChosen ? communityText.save : communityText.nameSave}
          </Button>
          {onCancel ? (
            <Button appearance="secondary" onClick={onCancel}>
              {communityText.cancel}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
