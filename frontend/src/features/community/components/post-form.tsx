import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Switch,
  Textarea,
  ToggleButton,
} from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  communityKeys,
  communityLimits,
  communityTagLabels,
  communityTags,
  createPost,
  updatePost,
  type CommunityTag,
  type HeldSupport,
  type Post,
} from '../../../entities/community';
import type { ApiError } from '../../../lib/api-error';
import { communityText } from '../community-text';
import { useCommunityStyles as useStyles } from './community-styles';
import { dashboardKeys } from '../../../entities/dashboard-keys';

/**
 * Writing a post, or editing one's own: title, body, up to three topics and an optional
 * content warning that folds the body for readers. The API screens it for crisis first; a held
 * post hands its support (kind words and resources) to the page at once.
 */
export function PostForm({
  post,
  onDone,
  onCancel,
  onHeld,
}: {
  post?: Post;
  onDone: () => void;
  onCancel: () => void;
  onHeld: (support: HeldSupport) => void;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const topicsId = useId();
  const [title, setTitle] = useState(post?.title ?? '');
  const [body, setBody] = useState(post?.body ?? '');
  const [tags, setTags] = useState<CommunityTag[]>(post?.tags ?? []);
  const [warn, setWarn] = useState(Boolean(post?.contentWarning));
  const [warning, setWarning] = useState(post?.contentWarning ?? '');
  const save = useMutation<Awaited<ReturnType<typeof createPost>>, ApiError>({
    mutationFn: () => {
      const request = {
        title,
        body,
        tags,
        contentWarning: warn && warning.trim() ? warning : null,
      };
      return post ? updatePost(post.id, request) : createPost(request);
    },
    onSuccess: async (reply) => {
      if (reply.held && reply.support) onHeld(reply.support);
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
  const toggleTag = (tag: CommunityTag) =>
    setTags((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const fields = save.error?.fields ?? {};
  const fieldError = Object.keys(fields).length > 0;
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={post ? communityText.editTitle : communityText.composeTitle}
    >
      <Field
        label={communityText.postTitle}
        required
        validationMessage={fields.title}
        validationState={fields.title ? 'error' : 'none'}
      >
        <Input
          value={title}
          maxLength={communityLimits.titleMax}
          onChange={(_, d) => setTitle(d.value)}
        />
      </Field>
      <Field
        label={communityText.postBody}
        required
        validationMessage={fields.body}
        validationState={fields.body ? 'error' : 'none'}
      >
        <Textarea
          value={body}
          rows={5}
          resize="vertical"
          maxLength={communityLimits.bodyMax}
          onChange={(_, d) => setBody(d.value)}
        />
      </Field>
      <fieldset className={styles.fieldset} aria-describedby={fields.tags ? topicsId : undefined}>
        <legend className={styles.legend}>{communityText.postTopics}</legend>
        <div className={styles.chips}>
          {communityTags.map((tag) => {
            const on = tags.includes(tag);
            return (
              <ToggleButton
                key={tag}
                size="small"
                shape="circular"
                checked={on}
                appearance={on ? 'primary' : 'outline'}
                disabled={!on && tags.length >= communityLimits.tagsMax}
                onClick={() => toggleTag(tag)}
              >
                {communityTagLabels[tag]}
              </ToggleButton>
            );
          })}
        </div>
        {fields.tags ? (
          <p id={topicsId} role="alert" className={styles.muted}>
            {fields.tags}
          </p>
        ) : null}
      </fieldset>
      <Switch
        checked={warn}
        label={communityText.cwToggle}
        onChange={(_, d) => setWarn(d.checked)}
      />
      {warn ? (
        <Field
          label={communityText.cwLabel}
          hint={communityText.cwHint}
          required
          validationMessage={fields.contentWarning}
          validationState={fields.contentWarning ? 'error' : 'none'}
        >
          <Input
            value={warning}
            maxLength={communityLimits.contentWarningMax}
            onChange={(_, d) => setWarning(d.value)}
          />
        </Field>
      ) : null}
      {save.isError && !fieldError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{save.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" appearance="primary" disabled={save.isPending}>
          {post ? communityText.save : communityText.publish}
        </Button>
        <Button appearance="secondary" onClick={onCancel}>
          {communityText.cancel}
        </Button>
      </div>
    </form>
  );
}
