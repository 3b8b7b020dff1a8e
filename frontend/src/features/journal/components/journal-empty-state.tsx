import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { BookOpenRegular, ComposeRegular } from '@fluentui/react-icons';
import { journalText } from '../journal-text';
import { nextPromptIndex, promptAt } from '../journal-prompts';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: 'clamp(28px, 6vw, 56px) clamp(16px, 4vw, 40px)',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '64px',
    height: '64px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '32px',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  text: {
    margin: 0,
    maxWidth: '30rem',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  prompt: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    width: '100%',
    maxWidth: '30rem',
    marginTop: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
  promptLabel: {
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: tokens.colorBrandForeground2,
  },
  promptText: {
    margin: 0,
    fontStyle: 'italic',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

/** No entries yet: an invitation to write the first one, with a prompt to start from. */
export function JournalEmptyState({
  promptIndex,
  onPromptIndexChange,
  onWrite,
}: {
  promptIndex: number;
  onPromptIndexChange: (index: number) => void;
  onWrite: (title?: string) => void;
}) {
  const styles = useStyles();
  const prompt = promptAt(promptIndex);
  return (
    <section className={styles.root} aria-labelledby="journal-empty-title">
      <span className={styles.icon} aria-hidden="true">
        <BookOpenRegular />
      </span>
      <h2 id="journal-empty-title" className={styles.title}>
        {journalText.emptyTitle}
      </h2>
      <p className={styles.text}>{journalText.emptyText}</p>
      <Button appearance="primary" size="large" icon={<ComposeRegular />} onClick={() => onWrite()}>
        {journalText.emptyAction}
      </Button>
      <div className={styles.prompt}>
        <span className={styles.promptLabel}>{journalText.promptHeading}</span>
        <p className={styles.promptText} aria-live="polite">
          {prompt}
        </p>
        <div className={styles.actions}>
          <Button size="small" appearance="secondary" onClick={() => onWrite(prompt)}>
            {journalText.usePrompt}
          </Button>
          <Button
            size="small"
            appearance="subtle"
            onClick={() => onPromptIndexChange(nextPromptIndex(promptIndex))}
          >
            {journalText.anotherPrompt}
          </Button>
        </div>
      </div>
    </section>
  );
}
