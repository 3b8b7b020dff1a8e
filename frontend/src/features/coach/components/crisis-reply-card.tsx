import { makeStyles, tokens } from '@fluentui/react-components';
import { HeartFilled } from '@fluentui/react-icons';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { useId } from 'react';
import { CrisisResourceList } from '../../../components/crisis-resources';
import { SafeMarkdown } from '../../../components/safe-markdown';
import { coachText } from '../coach-text';
import { MessageMeta } from './chat-messages';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    width: '100%',
    maxWidth: '40rem',
    padding: `${tokens.spacingVerticalL} clamp(12px, 3vw, 20px)`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    color: tokens.colorNeutralForeground1,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    fontSize: '18px',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase400 },
  resourcesTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: tokens.colorBrandForeground2,
  },
});

/**
 * The coach's answer to a message that signals crisis: a calm, warm card with the reply and the
 * people to reach (tap to call, text or visit), never an alarm.
 */
export function CrisisReplyCard({
  content,
  createdAt,
  zone,
  resources,
}: {
  content: string;
  createdAt: string;
  zone: string | undefined;
  resources: readonly CrisisResourceView[];
}) {
  const styles = useStyles();
  const titleId = useId();
  const resourcesId = useId();
  return (
    <article className={styles.root} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <HeartFilled />
        </span>
        <h2 id={titleId} className={styles.title}>
          {coachText.crisisTitle}
        </h2>
      </div>
      <SafeMarkdown text={content} className={styles.text} />
      <h3 id={resourcesId} className={styles.resourcesTitle}>
        {coachText.crisisResourcesLabel}
      </h3>
      <CrisisResourceList resources={resources} headingLevel={4} />
      <MessageMeta createdAt={createdAt} zone={zone} />
    </article>
  );
}
