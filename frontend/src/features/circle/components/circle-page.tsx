import {
  Badge,
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  mergeClasses,
} from '@fluentui/react-components';
import { CopyRegular, EditRegular, LinkRegular, PersonAddRegular } from '@fluentui/react-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  circleKeys,
  createShareLink,
  createSupporter,
  deleteSupporter,
  revokeShareLink,
  shareExpiryDays,
  shareLinksQuery,
  shareScopes,
  supportersQuery,
  type ShareLink,
  type ShareScope,
  type Supporter,
  updateSupporter,
} from '../../../entities/circle';
import type { ApiError } from '../../../lib/api-error';
import { QueryError } from '../../../components/query-error';
import { dateText, instantText, relationshipLabels, scopeLabels } from '../circle-text';
import { useCircleStyles as useStyles } from './circle-styles';
import { SupporterFields, type Relationship } from './supporter-fields';

/** One supporter: their name and relationship, changed in place (their links keep working). */
function SupporterRow({ supporter, onRemove }: { supporter: Supporter; onRemove: () => void }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(supporter.name);
  const [relationship, setRelationship] = useState<Relationship>(supporter.relationship);
  const save = useMutation<unknown, ApiError>({
    mutationFn: () => updateSupporter(supporter.id, { name, relationship }),
    onSuccess: async () => {
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: circleKeys.all });
    },
  });
  const startEditing = () => {
    setName(supporter.name);
    setRelationship(supporter.relationship);
    save.reset();
    setEditing(true);
  };
  if (!editing)
    return (
      <li className={styles.item}>
        <span className={styles.itemText}>
          <span className={styles.strong}>{supporter.name}</span>
          <span className={styles.muted}>{relationshipLabels[supporter.relationship]}</span>
        </span>
        <span className={styles.row}>
          <Button
            size="small"
            appearance="subtle"
            icon={<EditRegular />}
            onClick={startEditing}
            aria-label={`Edit ${supporter.name}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            appearance="subtle"
            onClick={onRemove}
            aria-label={`Remove ${supporter.name} (turns off their links)`}
          >
            Remove
          </Button>
        </span>
      </li>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <li className={styles.item}>
      <form
        className={mergeClasses(styles.form, styles.grow)}
        onSubmit={submit}
        aria-label={`Edit ${supporter.name}`}
      >
        <SupporterFields
          name={name}
          onName={setName}
          relationship={relationship}
          onRelationship={setRelationship}
          nameError={save.error?.fields.name}
        />
        <div className={styles.row}>
          <Button type="submit" appearance="primary" disabled={save.isPending}>
            Save
          </Button>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
        </div>
        {save.isError && !save.error.fields.name ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{save.error.message}</MessageBarBody>
          </MessageBar>
        ) : null}
      </form>
    </li>
  );
}

function SupportersCard() {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const supporters = useQuery(supportersQuery);
  const [name, setName] = useState('');
  const [relationship, setRelationship] = useState<Relationship>('friend');
  const refresh = () => queryClient.invalidateQueries({ queryKey: circleKeys.all });
  const add = useMutation<unknown, ApiError>({
    mutationFn: () => createSupporter({ name, relationship }),
    onSuccess: async () => {
      setName('');
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: deleteSupporter, onSuccess: refresh });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section className={styles.card} aria-labelledby="circle-people">
      <h2 id="circle-people" className={styles.title}>
        People who support you
      </h2>
      {supporters.isError ? (
        <QueryError
          message="Your supporters could not be loaded."
          error={supporters.error as ApiError}
          onRetry={() => void supporters.refetch()}
        />
      ) : null}
      {supporters.data && supporters.data.supporters.length === 0 ? (
        <p className={styles.muted}>
          Nobody yet. Add a friend, family member, partner or provider, then make a link for them.
        </p>
      ) : null}
      <ul className={styles.list} aria-label="Supporters">
        {supporters.data?.supporters.map((s) => (
          <SupporterRow key={s.id} supporter={s} onRemove={() => remove.mutate(s.id)} />
        ))}
      </ul>
      <form className={styles.form} onSubmit={submit}>
        <SupporterFields
          name={name}
          onName={setName}
          relationship={relationship}
          onRelationship={setRelationship}
          nameError={add.error?.fields.name}
        />
        <div>
          <Button type="submit" icon={<PersonAddRegular />} disabled={add.isPending}>
            Add supporter
          </Button>
        </div>
      </form>
      {add.isError && !add.error.fields.name ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{add.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}

function NewLinkCard() {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const supporters = useQuery(supportersQuery);
  const list = supporters.data?.supporters ?? [];
  const [supporterId, setSupporterId] = useState('');
  const [scopes, setScopes] = useState<ShareScope[]>([]);
  const [days, setDays] = useState<'7' | '30' | '90'>('30');
  const [copied, setCopied] = useState(false);
  const chosen = supporterId || list[0]?.id || '';
  const create = useMutation({
    mutationFn: () =>
      createShareLink({
        supporterId: chosen,
        scopes,
        expiresInDays: Number(days) as 7 | 30 | 90,
      }),
    onSuccess: () => {
      setCopied(false);
      return queryClient.invalidateQueries({ queryKey: circleKeys.links });
    },
  });
  const url = create.data ? `${window.location.origin}${create.data.path}` : '';
  const toggle = (scope: ShareScope, on: boolean) =>
    setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section className={styles.card} aria-labelledby="circle-new-link">
      <h2 id="circle-new-link" className={styles.title}>
        Share a link
      </h2>
      <p className={styles.muted}>
        A read-only page with only what you choose. Anyone with the link can open it until it
        expires or you turn it off.
      </p>
      {list.length === 0 ? (
        <p className={styles.muted}>Add a supporter first.</p>
      ) : (
        <form className={styles.column} onSubmit={submit}>
          <Field label="For">
            <Select value={chosen} onChange={(_, d) => setSupporterId(d.value)}>
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({relationshipLabels[s.relationship]})
                </option>
              ))}
            </Select>
          </Field>
          <fieldset className={styles.column} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={styles.strong}>What they can see</legend>
            {shareScopes.map((scope) => (
              <Checkbox
                key={scope}
                label={scopeLabels[scope]}
                checked={scopes.includes(scope)}
                onChange={(_, d) => toggle(scope, d.checked === true)}
              />
            ))}
          </fieldset>
          <Field label="Expires after">
            <RadioGroup
              layout="horizontal"
              value={days}
              onChange={(_, d) => setDays(d.value as '7' | '30' | '90')}
            >
              {shareExpiryDays.map((d) => (
                <Radio key={d} value={String(d)} label={`${d} days`} />
              ))}
            </RadioGroup>
          </Field>
          <div>
            <Button
              type="submit"
              appearance="primary"
              icon={<LinkRegular />}
              disabled={create.isPending || scopes.length === 0}
            >
              Create link
            </Button>
          </div>
        </form>
      )}
      {create.isError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{create.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {create.data ? (
        <div className={styles.column}>
          <Field
            label="Your new link (shown this once: copy it now)"
            hint={`Works until ${dateText(create.data.link.expiresAt)}`}
          >
            <div className={styles.row}>
              <Input className={styles.url} readOnly value={url} data-testid="new-share-link" />
              <Button
                icon={<CopyRegular />}
                onClick={() => {
                  void navigator.clipboard?.writeText(url).then(() => setCopied(true));
                }}
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            </div>
          </Field>
        </div>
      ) : null}
    </section>
  );
}

const statusColor = { active: 'success', expired: 'warning', revoked: 'danger' } as const;
const statusLabel = { active: 'Active', expired: 'Expired', revoked: 'Turned off' } as const;

function LinkItem({ link }: { link: ShareLink }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => revokeShareLink(link.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.links }),
  });
  const who = link.supporterName ?? 'A removed supporter';
  return (
    <li className={styles.item} data-testid="share-link">
      <span className={styles.itemText}>
        <span className={styles.strong}>
          {who}{' '}
          <Badge appearance="tint" color={statusColor[link.status]}>
            {statusLabel[link.status]}
          </Badge>
        </span>
        <span className={styles.muted}>{link.scopes.map((s) => scopeLabels[s]).join(' · ')}</span>
        <span className={styles.muted}>
          {link.status === 'revoked' && link.revokedAt
            ? `Turned off ${instantText(link.revokedAt)}`
            : `${link.status === 'expired' ? 'Expired' : 'Expires'} ${dateText(link.expiresAt)}`}
          {' · '}
          {link.viewCount === 0
            ? 'Not opened yet'
            : `Opened ${link.viewCount} ${link.viewCount === 1 ? 'time' : 'times'}`}
        </span>
        {link.views.length > 0 ? (
          <ul className={styles.views} aria-label={`When ${who}'s link was opened`}>
            {link.views.slice(0, 5).map((v) => (
              <li key={v}>{instantText(v)}</li>
            ))}
          </ul>
        ) : null}
      </span>
      {link.status === 'active' ? (
        <Button
          size="small"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
          aria-label={`Turn off ${who}'s link`}
        >
          Turn off
        </Button>
      ) : null}
    </li>
  );
}

function LinksCard() {
  const styles = useStyles();
  const links = useQuery(shareLinksQuery);
  return (
    <section className={styles.card} aria-labelledby="circle-links">
      <h2 id="circle-links" className={styles.title}>
        Your links
      </h2>
      <p className={styles.muted}>
        Each time a link is opened, the time is noted here. Who opened it is never recorded.
      </p>
      {links.isError ? (
        <QueryError
          message="Your links could not be loaded."
          error={links.error as ApiError}
          onRetry={() => void links.refetch()}
        />
      ) : null}
      {links.data?.links.length === 0 ? <p className={styles.muted}>No links yet.</p> : null}
      <ul className={styles.list} aria-label="Share links">
        {links.data?.links.map((l) => (
          <LinkItem key={l.id} link={l} />
        ))}
      </ul>
    </section>
  );
}

/** /circle: supporters, a new share link, and every link with its views. */
export function CirclePage() {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <SupportersCard />
      <NewLinkCard />
      <LinksCard />
    </div>
  );
}
