import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { SurfaceCard } from '../../../components/surface-card';
import { LightbulbRegular } from '@fluentui/react-icons';
import { journalText } from '../journal-text';
import { nextPromptIndex, promptAt } from '../journal-prompts';

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
  prompt: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
    fontStyle: 'italic',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A rotating journal prompt, for the days the page stays blank. */
export function JournalPromptCard({
  index,
  onIndexChange,
  onUse,
}: {
  index: number;
  onIndexChange: (index: number) => void;
  onUse: (prompt: string) => void;
}) {
  const styles = useStyles();
  const prompt = promptAt(index);
  return (
    <SurfaceCard className={styles.card} role="region" aria-labelledby="journal-prompt-title">
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <LightbulbRegular />
        </span>
        <h2 id="journal-prompt-title" className={styles.title}>
          {journalText.promptHeading}
        </h2>
      </div>
      <p className={styles.prompt} aria-live="polite">
        {prompt}
      </p>
      <div className={styles.actions}>
        <Button appearance="primary" size="small" onClick={() => onUse(prompt)}>
          {journalText.usePrompt}
        </Button>
        <Button
          appearance="subtle"
          size="small"
          onClick={() => onIndexChange(nextPromptIndex(index))}
        >
          {journalText.anotherPrompt}
        </Button>
      </div>
    </SurfaceCard>
  );
}
