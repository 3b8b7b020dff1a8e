import { makeStyles, tokens } from '@fluentui/react-components';
import { SurfaceCard } from '../../../components/surface-card';
import { HeartFilled } from '@fluentui/react-icons';
import { useId } from 'react';
import { affirmationForDate } from '../daily-affirmation';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '16px',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground2,
  },
  quote: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    textWrap: 'pretty',
  },
});

/** 'Daily Affirmation': one message a day (`today` in the person's zone). */
export function DailyAffirmationCard({ today }: { today: string }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <SurfaceCard className={styles.card} role="region" aria-labelledby={titleId}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <HeartFilled />
        </span>
        <h2 className={styles.title} id={titleId}>
          Daily Affirmation
        </h2>
      </div>
      <blockquote className={styles.quote}>{affirmationForDate(today)}</blockquote>
    </SurfaceCard>
  );
}
