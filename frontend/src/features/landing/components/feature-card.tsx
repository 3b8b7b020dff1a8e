import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ChatSparkleRegular,
  ClockAlarmRegular,
  DataTrendingRegular,
  HandOpenHeartRegular,
  PeopleCommunityRegular,
  SparkleRegular,
} from '@fluentui/react-icons';
import type { Feature, FeatureIconName } from '../landing-content';

const icons: Record<FeatureIconName, typeof SparkleRegular> = {
  tracking: SparkleRegular,
  reminders: ClockAlarmRegular,
  analytics: DataTrendingRegular,
  circle: PeopleCommunityRegular,
  safety: HandOpenHeartRegular,
  coach: ChatSparkleRegular,
};

const useStyles = makeStyles({
  card: {
    display: 'grid',
    alignContent: 'start',
    gap: tokens.spacingVerticalM,
    height: '100%',
    padding: 'clamp(20px, 3vw, 28px)',
    borderRadius: '20px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    '@media (max-width: 599px)': {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      alignItems: 'center',
      columnGap: tokens.spacingHorizontalL,
      rowGap: tokens.spacingVerticalS,
    },
    '@media (prefers-reduced-motion: no-preference)': {
      transitionProperty: 'transform, box-shadow, border-color',
      transitionDuration: tokens.durationNormal,
      transitionTimingFunction: tokens.curveEasyEase,
      ':hover': {
        transform: 'translateY(-4px)',
        boxShadow: tokens.shadow16,
        borderTopColor: tokens.colorBrandStroke2,
        borderRightColor: tokens.colorBrandStroke2,
        borderBottomColor: tokens.colorBrandStroke2,
        borderLeftColor: tokens.colorBrandStroke2,
      },
    },
  },
  // Entrance: each card fades up after its own delay (set per card); none under reduced motion.
  entrance: {
    '@media (prefers-reduced-motion: no-preference)': {
      animationName: {
        from: { opacity: 0, transform: 'translateY(24px)' },
        to: { opacity: 1, transform: 'translateY(0)' },
      },
      animationDuration: '600ms',
      animationTimingFunction: tokens.curveDecelerateMax,
      animationFillMode: 'backwards',
    },
  },
  iconTile: {
    display: 'grid',
    placeItems: 'center',
    width: '48px',
    height: '48px',
    borderRadius: '14px',
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '26px',
  },
  title: {
    margin: 0,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  description: {
    margin: 0,
    '@media (max-width: 599px)': { gridColumn: '1 / -1' },
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: 1.6,
  },
});

/**
 * The entrance delays as classes: the page is prerendered (issue 15), and a style="" attribute
 * in served HTML is inline style, which the CSP refuses.
 */
const useDelayStyles = makeStyles({
  0: { animationDelay: '0ms' },
  100: { animationDelay: '100ms' },
  200: { animationDelay: '200ms' },
  300: { animationDelay: '300ms' },
  400: { animationDelay: '400ms' },
  500: { animationDelay: '500ms' },
});

/** One feature: icon, title, description; enters after `feature.delayMs`. */
export function FeatureCard({ feature }: { feature: Feature }) {
  const styles = useStyles();
  const delays = useDelayStyles();
  const Icon = icons[feature.icon];
  return (
    <article className={mergeClasses(styles.card, styles.entrance, delays[feature.delayMs])}>
      <span className={styles.iconTile} aria-hidden="true">
        <Icon />
      </span>
      <h3 className={styles.title}>{feature.title}</h3>
      <p className={styles.description}>{feature.description}</p>
    </article>
  );
}
