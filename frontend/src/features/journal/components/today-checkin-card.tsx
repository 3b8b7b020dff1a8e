import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { SurfaceCard } from '../../../components/surface-card';
import { EmojiSparkleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { dayCheckinQuery } from '../../../entities/check-ins';
import { useTimeZone } from '../hooks/use-time-zone';
import { formatTime, localDateIn } from '../journal-dates';
import { journalText } from '../journal-text';
import { energyLevels, moodLevels } from '../mood-scale';
import { moodCheckinDialog } from './lazy-journal-dialogs';
import { PlainText } from './plain-text';
import { QueryError } from '../../../components/query-error';
import { ScoreBadge } from './score-badge';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '18px',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  scores: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  when: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  button: { justifySelf: 'start' },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS },
});

/** "Today's check-in": today's mood and energy when there is one, and the check-in dialog. */
export function TodayCheckinCard() {
  const styles = useStyles();
  const timeZone = useTimeZone();
  const today = localDateIn(timeZone);
  const checkin = useQuery(dayCheckinQuery(today));
  const [open, setOpen] = useState(false);
  const data = checkin.data ?? null;

  return (
    <SurfaceCard className={styles.card} role="region" aria-labelledby="today-checkin-title">
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <EmojiSparkleRegular />
        </span>
        <h2 id="today-checkin-title" className={styles.title}>
          {journalText.todayCard}
        </h2>
      </div>
      {checkin.isPending ? (
        <Skeleton aria-label="Loading today's check-in" className={styles.skeleton}>
          <SkeletonItem size={24} />
          <SkeletonItem size={16} />
        </Skeleton>
      ) : checkin.isError ? (
        <QueryError
          message="Today's check-in could not be loaded."
          error={checkin.error}
          onRetry={() => void checkin.refetch()}
        />
      ) : data ? (
        <>
          <div className={styles.scores}>
            <ScoreBadge name="Mood" levels={moodLevels} value={data.mood} />
            <ScoreBadge name="Energy" levels={energyLevels} value={data.energy} tone="neutral" />
          </div>
          {data.note ? <PlainText text={data.note} lines={3} /> : null}
          <p className={styles.when}>
            {journalText.checkinAt(formatTime(data.updatedAt, timeZone))}
          </p>
        </>
      ) : (
        <p className={styles.text}>{journalText.todayNone}</p>
      )}
      <Button
        className={styles.button}
        appearance={data ? 'secondary' : 'primary'}
        onClick={() => setOpen(true)}
        onPointerEnter={moodCheckinDialog.preload}
        onFocus={moodCheckinDialog.preload}
        disabled={checkin.isError}
      >
        {data ? journalText.updateCheckin : journalText.checkinTitle}
      </Button>
      <moodCheckinDialog.Dialog open={open} onOpenChange={setOpen} />
    </SurfaceCard>
  );
}
