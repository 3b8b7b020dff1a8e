import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, HeartRegular } from '@fluentui/react-icons';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { useId, useState } from 'react';
import { CrisisResourceList, fallbackCrisisResources } from './crisis-resources';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '40rem' },
  toggle: {
    justifySelf: 'start',
    minHeight: '44px',
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightRegular,
  },
  chevron: { marginLeft: tokens.spacingHorizontalXS, fontSize: '12px' },
  panel: {
    padding: `${tokens.spacingVerticalM} clamp(12px, 3vw, 16px)`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

export const quietResourcesText = {
  prompt: 'Need to talk to someone now?',
  listLabel: 'People you can reach any time',
} as const;

/**
 * A quiet line under a caring reply: "Need to talk to someone now?", which opens the crisis
 * resources (tap to call or text). Present, never loud: the reply itself leads.
 */
export function QuietResources({
  resources,
}: {
  resources?: readonly CrisisResourceView[] | undefined;
}) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const list = resources?.length ? resources : fallbackCrisisResources;
  return (
    <div className={styles.root}>
      <Button
        className={styles.toggle}
        appearance="transparent"
        size="small"
        icon={<HeartRegular />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {quietResourcesText.prompt}
        {open ? (
          <ChevronUpRegular className={styles.chevron} aria-hidden="true" />
        ) : (
          <ChevronDownRegular className={styles.chevron} aria-hidden="true" />
        )}
      </Button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <CrisisResourceList
            resources={list}
            headingLevel={4}
            label={quietResourcesText.listLabel}
          />
        ) : null}
      </div>
    </div>
  );
}
