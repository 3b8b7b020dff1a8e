import { makeStyles } from '@fluentui/react-components';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { useCallback, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { CrisisHelpDialog } from '../../components/crisis-help-dialog';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { CoachChat } from '../../features/coach/components/coach-chat';
import { narrowShellMedia, shellMainPadding, shellTopBarHeight } from '../shell/shell-layout';
import { pageHeaders } from './page-headers';

const useStyles = makeStyles({
  /**
   * Below the wide layout the page fills the window under the top bar exactly (the main
   * element's own padding taken off), and the chat takes all the height the header leaves.
   */
  page: {
    [narrowShellMedia]: {
      display: 'flex',
      flexDirection: 'column',
      height: `calc(100dvh - ${shellTopBarHeight} - 2 * ${shellMainPadding})`,
      minHeight: '420px',
    },
  },
  chat: {
    [narrowShellMedia]: { height: 'auto', flexGrow: 1, minHeight: 0 },
  },
});

/**
 * /ai: the AI coach chat, with 'Need help now?' always in the header (showing the server's
 * crisis resources once a crisis reply has carried them). The progress photos that used to be
 * a tab here have their own page: old /ai?tab=photos links go there.
 */
export default function AiCoachRoute() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const [resources, setResources] = useState<CrisisResourceView[] | null>(null);
  const onCrisis = useCallback((list: CrisisResourceView[]) => setResources(list), []);

  if (params.get('tab') === 'photos') return <Navigate to={paths.photos} replace />;

  return (
    <div className={styles.page}>
      <PageHeader
        title={pageHeaders.coach.title}
        subtitle={pageHeaders.coach.subtitle}
        actions={<CrisisHelpDialog resources={resources} />}
      />
      <CoachChat onCrisis={onCrisis} className={styles.chat} />
    </div>
  );
}
