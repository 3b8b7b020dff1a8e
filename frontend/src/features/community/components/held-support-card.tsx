import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, HeartFilled } from '@fluentui/react-icons';
import { useEffect, useId, useRef } from 'react';
import { CrisisResourceList, fallbackCrisisResources } from '../../../components/crisis-resources';
import type { HeldSupport } from '../../../entities/community';
import { communityText } from '../community-text';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} clamp(14px, 3vw, 24px)`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    color: tokens.colorNeutralForeground1,
    // Clear of the phone layout's sticky top bar when it scrolls into view.
    scrollMarginTop: '72px',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { color: tokens.colorBrandForeground1, fontSize: '22px', flexShrink: 0 },
  title: {
    margin: 0,
    flexGrow: 1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase400 },
});

/**
 * Shown at once when the crisis screen held a post or reply: the API's kind message and the
 * crisis resources the coach uses (the shared CrisisResourceList), focused so a screen reader
 * reads it first. The person can hide it; nobody else is told.
 */
export function HeldSupportCard({ support, onHide }: { support: HeldSupport; onHide: () => void }) {
  const styles = useStyles();
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    root.current?.focus();
    root.current?.scrollIntoView({ block: 'start' });
  }, [support]);
  const crisis = support.resources.filter((r) => r.kind === 'crisis');
  return (
    <section
      ref={root}
      tabIndex={-1}
      className={styles.root}
      aria-labelledby={titleId}
      data-testid="held-support"
    >
      <div className={styles.head}>
        <HeartFilled className={styles.icon} aria-hidden="true" />
        <h2 id={titleId} className={styles.title}>
          {communityText.heldTitle}
        </h2>
        <Button appearance="subtle" icon={<DismissRegular />} onClick={onHide}>
          {communityText.heldHide}
        </Button>
      </div>
      <p className={styles.text}>{support.message}</p>
      <CrisisResourceList
        resources={crisis.length > 0 ? crisis : fallbackCrisisResources}
        headingLevel={3}
        label="People you can reach now"
      />
    </section>
  );
}
