import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Skeleton,
  SkeletonItem,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import type { PhotoView } from '@stride/api/contracts/ai';
import { photoImageQuery, type PhotoSize } from '../../../entities/photos';
import { useObjectUrl } from '../hooks/use-object-url';
import { photosText } from '../photos-text';

const useStyles = makeStyles({
  frame: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  image: { display: 'block', width: '100%', height: '100%' },
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
  skeleton: { position: 'absolute', inset: 0 },
  skeletonItem: { width: '100%', height: '100%', borderRadius: 0 },
  error: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    textAlign: 'center',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    '& svg': { fontSize: '24px' },
  },
});

/**
 * A stored photo: its bytes fetched with the token, shown from an object URL that is revoked
 * when the image leaves the page.
 */
export function PhotoImage({
  photo,
  size,
  alt,
  fit = 'cover',
  className,
}: {
  photo: PhotoView;
  size: PhotoSize;
  alt: string;
  fit?: 'cover' | 'contain';
  className?: string;
}) {
  const styles = useStyles();
  const image = useQuery(photoImageQuery(photo, size));
  const url = useObjectUrl(image.data);
  return (
    <div className={mergeClasses(styles.frame, className)}>
      {url ? (
        <img
          src={url}
          alt={alt}
          width={photo.width}
          height={photo.height}
          className={mergeClasses(styles.image, fit === 'cover' ? styles.cover : styles.contain)}
        />
      ) : image.isError ? (
        <div className={styles.error}>
          <ImageOffRegular aria-hidden="true" />
          <span>{photosText.imageError}</span>
          <Button size="small" appearance="subtle" onClick={() => void image.refetch()}>
            {photosText.retry}
          </Button>
        </div>
      ) : (
        <Skeleton className={styles.skeleton} aria-label={alt}>
          <SkeletonItem className={styles.skeletonItem} />
        </Skeleton>
      )}
    </div>
  );
}
