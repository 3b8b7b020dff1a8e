import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, ImageMultipleRegular } from '@fluentui/react-icons';
import type { CrisisResourceView, PhotoView } from '@stride/api/contracts/ai';
import { useId, useState, type ComponentProps } from 'react';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useSession } from '../../../lib/session/session-context';
import { photosQuery } from '../../../entities/photos';
import { photoDateLabel, photoDateTimeLabel } from '../photo-dates';
import { photosText } from '../photos-text';
import { PhotoCompare } from './photo-compare';
import { PhotoImage } from './photo-image';
import { PhotoUploadCard } from './photo-upload-card';
import type { DeletePhotoDialog as DeletePhotoDialogType } from './delete-photo-dialog';

// 'Delete photo?' loads when a photo's Delete is first pressed or reached (issue 15).
const deletePhotoDialog = lazyDialog<ComponentProps<typeof DeletePhotoDialogType>>(
  () => import('./delete-photo-dialog').then((m) => m.DeletePhotoDialog),
  (props) => props.photo !== null,
  (props) => props.onClose(),
);

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXL, minWidth: 0 },
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  count: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground3 },
  hint: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, calc(50% - 8px)), 1fr))',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  tile: {
    display: 'grid',
    gridTemplateRows: 'auto auto',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  selected: {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '-1px',
  },
  thumb: { width: '100%', aspectRatio: '3 / 4' },
  tileBody: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalXS}`,
  },
  date: {
    margin: 0,
    paddingInline: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  note: {
    margin: 0,
    paddingInline: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  tileActions: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXS,
  },
  empty: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: 'clamp(24px, 5vw, 40px) clamp(16px, 4vw, 32px)',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  emptyIcon: {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '28px',
  },
  emptyTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  emptyText: {
    margin: 0,
    maxWidth: '28rem',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  skeletonTile: { aspectRatio: '3 / 4', width: '100%', borderRadius: tokens.borderRadiusLarge },
});

/**
 * The progress photos: add one (with its analysis), the photos by date, two of them side by side,
 * and delete with confirmation. Used on /ai (its 'Progress photos' tab) and in
 * PhotoGalleryDialog.
 */
export function PhotoGallery({
  onCrisis,
}: {
  onCrisis?: (resources: CrisisResourceView[]) => void;
}) {
  const styles = useStyles();
  const { user } = useSession();
  const zone = user?.timezone || undefined;
  const photos = useQuery(photosQuery());
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<PhotoView | null>(null);
  const titleId = useId();

  const list = photos.data ?? [];
  const chosen = selected
    .map((id) => list.find((photo) => photo.id === id))
    .filter((photo): photo is PhotoView => photo !== undefined);

  const toggle = (id: string, on: boolean) =>
    setSelected((ids) =>
      on ? [...ids.filter((x) => x !== id), id].slice(-2) : ids.filter((x) => x !== id),
    );

  return (
    <div className={styles.root}>
      <PhotoUploadCard onCrisis={onCrisis} />

      {chosen.length === 2 ? (
        <PhotoCompare
          photos={[chosen[0]!, chosen[1]!]}
          zone={zone}
          onClear={() => setSelected([])}
        />
      ) : null}

      <section className={styles.section} aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {photosText.galleryTitle}
          </h2>
          {list.length > 0 ? (
            <span className={styles.count}>{photosText.count(list.length)}</span>
          ) : null}
        </div>

        {photos.isPending ? (
          <Skeleton aria-label={photosText.loadingLabel}>
            <div className={styles.grid}>
              {[0, 1, 2, 3].map((i) => (
                <SkeletonItem key={i} className={styles.skeletonTile} />
              ))}
            </div>
          </Skeleton>
        ) : photos.isError ? (
          <MessageBar intent="error" role="alert" layout="multiline">
            <MessageBarBody>{photosText.loadError}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={() => void photos.refetch()}>
                {photosText.retry}
              </Button>
            </MessageBarActions>
          </MessageBar>
        ) : list.length === 0 ? (
          <div className={styles.empty}>
            <span className={styles.emptyIcon} aria-hidden="true">
              <ImageMultipleRegular />
            </span>
            <h3 className={styles.emptyTitle}>{photosText.emptyTitle}</h3>
            <p className={styles.emptyText}>{photosText.emptyText}</p>
          </div>
        ) : (
          <>
            <p className={styles.hint} aria-live="polite">
              {chosen.length === 1 ? photosText.compareOneMore : photosText.compareHint}
            </p>
            <ul className={styles.grid} aria-label={photosText.gridLabel}>
              {list.map((photo) => {
                const isSelected = selected.includes(photo.id);
                const date = photoDateLabel(photo.takenAt, zone);
                const dateTime = photoDateTimeLabel(photo.takenAt, zone);
                return (
                  <li
                    key={photo.id}
                    className={mergeClasses(styles.tile, isSelected && styles.selected)}
                  >
                    <PhotoImage
                      photo={photo}
                      size="thumb"
                      alt={photosText.photoAlt(dateTime)}
                      className={styles.thumb}
                    />
                    <div className={styles.tileBody}>
                      <p className={styles.date}>
                        <time dateTime={photo.takenAt}>{date}</time>
                      </p>
                      {photo.context ? <p className={styles.note}>{photo.context}</p> : null}
                      <div className={styles.tileActions}>
                        <Checkbox
                          label={photosText.compareShort}
                          aria-label={photosText.compareLabel(dateTime)}
                          checked={isSelected}
                          onChange={(_, data) => toggle(photo.id, data.checked === true)}
                        />
                        <Button
                          appearance="subtle"
                          icon={<DeleteRegular />}
                          aria-label={photosText.deleteLabel(dateTime)}
                          title={photosText.deleteLabel(dateTime)}
                          onClick={() => setDeleting(photo)}
                          onPointerEnter={deletePhotoDialog.preload}
                          onFocus={deletePhotoDialog.preload}
                        />
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>

      <deletePhotoDialog.Dialog
        photo={deleting}
        dateLabel={deleting ? photoDateTimeLabel(deleting.takenAt, zone) : ''}
        onClose={() => setDeleting(null)}
        onDeleted={(photo) => {
          setSelected((ids) => ids.filter((id) => id !== photo.id));
          setDeleting(null);
        }}
      />
    </div>
  );
}
