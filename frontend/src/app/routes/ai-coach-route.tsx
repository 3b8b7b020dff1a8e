import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ChatSparkleRegular, ImageMultipleRegular } from '@fluentui/react-icons';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CrisisHelpDialog } from '../../components/crisis-help-dialog';
import { PageHeader } from '../../components/page-header';
import { CoachChat } from '../../features/coach/components/coach-chat';
import { PhotoGallery } from '../../features/photos/components/photo-gallery';

/** /ai?tab=photos opens the 'Progress photos' tab. */
const aiTabParam = 'tab';
type AiTab = 'chat' | 'photos';

const useStyles = makeStyles({
  tabs: {
    marginTop: `calc(-1 * ${tokens.spacingVerticalL})`,
    marginBottom: tokens.spacingVerticalM,
  },
  panel: { minWidth: 0 },
});

/**
 * /ai: the AI coach chat and the progress photos, as two tabs, with 'Need help now?' always in
 * the header (showing the server's crisis resources once a crisis reply has carried them).
 */
export default function AiCoachRoute() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const tab: AiTab = params.get(aiTabParam) === 'photos' ? 'photos' : 'chat';
  const [resources, setResources] = useState<CrisisResourceView[] | null>(null);
  const onCrisis = useCallback((list: CrisisResourceView[]) => setResources(list), []);

  const select = (next: AiTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'chat') copy.delete(aiTabParam);
        else copy.set(aiTabParam, next);
        return copy;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="AI Coach"
        documentTitle={tab === 'photos' ? 'Progress photos' : 'AI Coach'}
        subtitle="A kind, private coach for your HRT journey, any time of day"
        actions={<CrisisHelpDialog resources={resources} />}
      />
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => select(data.value as AiTab)}
        aria-label="AI coach sections"
      >
        <Tab id="ai-tab-chat" value="chat" icon={<ChatSparkleRegular />} aria-controls="ai-panel">
          Chat
        </Tab>
        <Tab
          id="ai-tab-photos"
          value="photos"
          icon={<ImageMultipleRegular />}
          aria-controls="ai-panel"
        >
          Progress photos
        </Tab>
      </TabList>
      <div
        id="ai-panel"
        role="tabpanel"
        aria-labelledby={tab === 'photos' ? 'ai-tab-photos' : 'ai-tab-chat'}
        className={styles.panel}
      >
        {tab === 'photos' ? (
          <PhotoGallery onCrisis={onCrisis} />
        ) : (
          <CoachChat onCrisis={onCrisis} />
        )}
      </div>
    </>
  );
}
