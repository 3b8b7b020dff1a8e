import { Badge, Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SurfaceCard } from './surface-card';
import { useId, useState } from 'react';
import { formatCalendarDate, formatTimeIn, wallClockIn } from '../lib/dates';
import type { OutboxItem, OutboxKind } from '../lib/outbox/outbox-item';
import { discardOutboxItem } from '../lib/outbox/outbox';
import { useSession } from '../lib/session/session-context';
import { outboxText, type OutboxPendingCardProps } from './outbox-pending-card';

const kindNames: Readonly<Record<OutboxKind, string>> = {
  injection: 'Injection',
  checkin: 'Mood check-in',
  journal: 'Journal entry',
};

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid' },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  what: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  touch: { minHeight: '44px', minWidth: '44px' },
});

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** One line about an item: what it is and the detail that tells it apart. */
export function describeOutboxItem(item: OutboxItem, zone: string): string {
  const body = item.body;
  switch (item.kind) {
    case 'injection': {
      const takenAt = text(body.takenAt);
      const when = takenAt
        ? `${formatCalendarDate(wallClockIn(zone, takenAt).date, 'EEE, MMM d')}, ${formatTimeIn(takenAt, zone)}`
        : '';
      return [`${text(body.doseAmount)} ${text(body.doseUnit)}`.trim(), when]
        .filter(Boolean)
        .join(' · ');
    }
    case 'checkin':
      return `Mood ${text(body.mood)} of 5`;
    case 'journal':
      return text(body.title);
  }
}

/** The card of OutboxPendingCard (outbox-pending-card.tsx), loaded once there is an item. */
export function OutboxPendingList({
  items,
  onEdit,
  className,
}: Omit<OutboxPendingCardProps, 'kinds'> & { items: readonly OutboxItem[] }) {
  const styles = useStyles();
  const titleId = useId();
  const { user } = useSession();
  const zone = user?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [busy, setBusy] = useState<string | null>(null);

  const discard = (item: OutboxItem) => {
    setBusy(item.key);
    void discardOutboxItem(item.key).finally(() => setBusy(null));
  };

  return (
    <SurfaceCard
      className={mergeClasses(styles.card, className)}
      role="region"
      aria-labelledby={titleId}
      data-testid="outbox"
    >
      <h2 id={titleId} className={styles.title}>
        {outboxText.title}
      </h2>
      <p className={styles.intro}>
        {[
          outboxText.intro,
          items.some((i) => i.state === 'waiting') ? outboxText.introWaiting : '',
          items.some((i) => i.state === 'refused') ? outboxText.introRefused : '',
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      <ul className={styles.list}>
        {items.map((item) => {
          const name = kindNames[item.kind];
          const detail = describeOutboxItem(item, zone);
          const label = `${name.toLowerCase()}${detail ? ` (${detail})` : ''}`;
          const fieldMessages = Object.values(item.error?.fields ?? {});
          const edit = onEdit?.[item.kind];
          return (
            <li key={item.key} className={styles.item} data-outbox-state={item.state}>
              <div className={styles.line}>
                <Text className={styles.what}>{name}</Text>
                {detail ? <Text className={styles.detail}>{detail}</Text> : null}
                <Badge
                  appearance="tint"
                  shape="rounded"
                  color={item.state === 'refused' ? 'danger' : 'warning'}
                >
                  {item.state === 'refused' ? outboxText.refused : outboxText.waiting}
                </Badge>
              </div>
              {item.state === 'refused' ? (
                <p className={styles.error} role="alert">
                  {[item.error?.message, ...fieldMessages].filter(Boolean).join(' ')}
                </p>
              ) : null}
              {/* A waiting item may be discarded too: logged by mistake, it need not be sent. */}
              <div className={styles.actions}>
                {item.state === 'refused' && edit ? (
                  <Button
                    className={styles.touch}
                    aria-label={outboxText.editLabel(label)}
                    onClick={() => edit(item)}
                  >
                    {outboxText.edit}
                  </Button>
                ) : null}
                <Button
                  className={styles.touch}
                  appearance="subtle"
                  disabled={busy === item.key}
                  aria-label={outboxText.discardLabel(label)}
                  onClick={() => discard(item)}
                >
                  {outboxText.discard}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </SurfaceCard>
  );
}
