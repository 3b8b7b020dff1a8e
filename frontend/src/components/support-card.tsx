import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, HeartFilled } from '@fluentui/react-icons';
import { useId } from 'react';
import { CrisisResourceList, fallbackCrisisResources } from './crisis-resources';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} clamp(12px, 3vw, 16px)`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    color: tokens.colorNeutralForeground1,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { color: tokens.colorBrandForeground1, fontSize: '18px', flexShrink: 0 },
  title: {
    margin: 0,
    flexGrow: 1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  hide: { minWidth: '44px', minHeight: '44px' },
  text: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
  },
});

export const supportCardText = {
  title: "You're not alone",
  body: "What you wrote sounds really heavy. If you'd like to talk to someone, these people are there for you, free and confidential. This note is only for you: nothing about it is saved or shared.",
  hide: 'Hide',
  hideLabel: 'Hide this card',
  listLabel: 'People you can reach any time',
} as const;

/**
 * The gentle resources card beside a journal entry that screens as a crisis: warm words and the
 * people to reach (tap to call or text), which the person can hide. Nobody is told.
 */
export function SupportCard({ onHide }: { onHide: () => void }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.head}>
        <HeartFilled className={styles.icon} aria-hidden="true" />
        <h4 id={titleId} className={styles.title}>
          {supportCardText.title}
        </h4>
        <Button
          className={styles.hide}
          appearance="subtle"
          size="small"
          icon={<DismissRegular />}
          aria-label={supportCardText.hideLabel}
          onClick={onHide}
        >
          {supportCardText.hide}
        </Button>
      </div>
      <p className={styles.text}>{supportCardText.body}</p>
      <CrisisResourceList
        resources={fallbackCrisisResources}
        headingLevel={4}
        label={supportCardText.listLabel}
      />
    </section>
  );
}
