import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { SurfaceCard } from '../../../components/surface-card';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
  half: { width: '50%' },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
});

/** A card-shaped placeholder while the dashboard loads. */
export function CardSkeleton({
  label,
  rows = 3,
  tiles = false,
}: {
  label: string;
  rows?: number;
  tiles?: boolean;
}) {
  const styles = useStyles();
  return (
    <SurfaceCard className={styles.card}>
      <Skeleton aria-label={label} className={styles.card}>
        <SkeletonItem size={24} className={styles.half} />
        {tiles ? (
          <div className={styles.tiles}>
            {Array.from({ length: 6 }, (_, i) => (
              <SkeletonItem key={i} size={72} />
            ))}
          </div>
        ) : (
          Array.from({ length: rows }, (_, i) => <SkeletonItem key={i} size={i === 0 ? 64 : 32} />)
        )}
      </Skeleton>
    </SurfaceCard>
  );
}
