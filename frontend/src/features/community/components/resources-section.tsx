import { Badge } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { CrisisResourceList, fallbackCrisisResources } from '../../../components/crisis-resources';
import { communityResourcesQuery } from '../../../entities/community';
import { communityText } from '../community-text';
import { useCommunityStyles as useStyles } from './community-styles';

/**
 * Curated resources beside the board: the crisis lines the coach uses and trans health
 * services, each list marked as outside services (Stride does not run them). While the API's
 * list loads or fails, the crisis list the front end keeps is shown.
 */
export function ResourcesSection() {
  const styles = useStyles();
  const titleId = useId();
  const resources = useQuery(communityResourcesQuery);
  const all = resources.data?.resources ?? [];
  const crisis = all.filter((r) => r.kind === 'crisis');
  const health = all.filter((r) => r.kind === 'trans-health');
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.between}>
        <h2 id={titleId} className={styles.cardTitle}>
          {communityText.resourcesTitle}
        </h2>
        <Badge appearance="outline" color="informative">
          {communityText.outsideBadge}
        </Badge>
      </div>
      {resources.data ? <p className={styles.muted}>{resources.data.note}</p> : null}
      {health.length > 0 ? (
        <>
          <h3 className={styles.legend}>{communityText.transHealthList}</h3>
          <CrisisResourceList
            resources={health}
            headingLevel={4}
            label={`${communityText.transHealthList} (outside services)`}
          />
        </>
      ) : null}
      <h3 className={styles.legend}>{communityText.crisisList}</h3>
      <CrisisResourceList
        resources={crisis.length > 0 ? crisis : fallbackCrisisResources}
        headingLevel={4}
        label={`${communityText.crisisList} (outside services)`}
      />
    </section>
  );
}
