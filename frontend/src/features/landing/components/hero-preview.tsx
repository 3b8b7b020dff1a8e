import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, ChatSparkleRegular, FireFilled } from '@fluentui/react-icons';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    width: '100%',
    maxWidth: '420px',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXL,
    '@media (max-width: 479px)': { paddingBottom: '48px' },
  },
  card: {
    position: 'relative',
    display: 'grid',
    gap: tokens.spacingVerticalL,
    padding: 'clamp(20px, 4vw, 28px)',
    borderRadius: '24px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow28,
  },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  label: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  },
  pill: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteLightGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  big: {
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.03em',
  },
  detail: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  track: {
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground5,
    overflow: 'hidden',
  },
  fill: {
    width: '71%',
    height: '100%',
    borderRadius: tokens.borderRadiusCircular,
    backgroundImage: `linear-gradient(90deg, ${tokens.colorBrandBackground}, ${tokens.colorBrandForeground2})`,
  },
  week: { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: tokens.spacingHorizontalXS },
  day: {
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '1',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  done: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  today: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '-2px',
  },
  stats: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  stat: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  statValue: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
  },
  fire: { color: tokens.colorPaletteDarkOrangeForeground1 },
  statLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  bubble: {
    position: 'absolute',
    // On the card's lower right corner, half outside it: a reply attached to the card.
    right: '-8px',
    bottom: '-24px',
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    maxWidth: '250px',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: '18px 18px 4px 18px',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    boxShadow: tokens.shadow16,
    // Phones: hung from the card's bottom edge (overlapping it), whatever the bubble's height.
    '@media (max-width: 479px)': {
      top: '100%',
      bottom: 'auto',
      right: '12px',
      marginTop: '-24px',
      maxWidth: '240px',
    },
  },
  bubbleIcon: { flexShrink: 0, fontSize: '18px' },
  float: {
    animationName: {
      '0%': { transform: 'translateY(0)' },
      '50%': { transform: 'translateY(-6px)' },
      '100%': { transform: 'translateY(0)' },
    },
    animationDuration: '6s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
  },
});

const week = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];

/** A drawn glimpse of the app for the hero. Decorative: hidden from assistive technology. */
export function HeroPreview() {
  const styles = useStyles();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div className={styles.root} aria-hidden="true">
      <div className={styles.card} data-hero-card="">
        <div className={styles.row}>
          <span className={styles.label}>Next injection</span>
          <span className={styles.pill}>
            <CheckmarkCircleFilled /> On track
          </span>
        </div>
        <div>
          <div className={styles.big}>In 2 days</div>
          <div className={styles.detail}>Testosterone cypionate · 0.3 mL · left thigh</div>
        </div>
        <div className={styles.track}>
          <div className={styles.fill} />
        </div>
        <div className={styles.week}>
          {week.map((day, i) => (
            <span
              key={i}
              className={mergeClasses(styles.day, i === 0 && styles.done, i === 4 && styles.today)}
            >
              {day}
            </span>
          ))}
        </div>
        <div className={styles.stats}>
          <div className={styles.stat}>
            <span className={styles.statValue}>
              <FireFilled className={styles.fire} /> 12 days
            </span>
            <span className={styles.statLabel}>Check-in streak</span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statValue}>96%</span>
            <span className={styles.statLabel}>Doses on time</span>
          </div>
        </div>
        <div
          className={mergeClasses(styles.bubble, !reducedMotion && styles.float)}
          data-hero-bubble=""
        >
          <ChatSparkleRegular className={styles.bubbleIcon} />
          <span>Six months of steady doses. That takes commitment, and it shows.</span>
        </div>
      </div>
    </div>
  );
}
