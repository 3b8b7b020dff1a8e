import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { PhotoView } from '@stride/api/contracts/ai';
import { useEffect, useId, useRef } from 'react';
import { daysBetween, photoDateLabel } from '../photo-dates';
import { photosText } from '../photos-text';
import { PhotoImage } from './photo-image';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: 'clamp(16px, 3vw, 24px)',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    boxShadow: tokens.shadow4,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  figure: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, minWidth: 0 },
  image: {
    width: '100%',
    aspectRatio: '3 / 4',
    maxHeight: 'min(70vh, 520px)',
    borderRadius: tokens.borderRadiusLarge,
  },
  caption: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  which: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground3,
  },
});

/** Two photos next to each other (stacked on a phone), the earlier first, with their dates. */
export function PhotoCompare({
  photos,
  zone,
  onClear,
}: {
  photos: readonly [PhotoView, PhotoView];
  zone: string | undefined;
  onClear: () => void;
}) {
  const styles = useStyles();
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  // Brought into view when it appears (the checkboxes may be far below).
  useEffect(() => {
    root.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const [earlier, later] = [...photos].sort(
    (a, b) => Date.parse(a.takenAt) - Date.parse(b.takenAt),
  ) as [PhotoView, PhotoView];
  const days = daysBetween(earlier.takenAt, later.takenAt, zone);
  return (
    <section ref={root} className={styles.root} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.titleRow}>
          <h2 id={titleId} className={styles.title}>
            {photosText.compareTitle}
          </h2>
          <Badge appearance="tint" color="brand">
            {photosText.apart(days)}
          </Badge>
        </div>
        <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
          {photosText.clearSelection}
        </Button>
      </div>
      <div className={styles.pair}>
        {[
          { photo: earlier, which: 'Earlier' },
          { photo: later, which: 'Later' },
        ].map(({ photo, which }) => {
          const date = photoDateLabel(photo.takenAt, zone);
          return (
            <figure key={photo.id} className={styles.figure}>
              <PhotoImage
                photo={photo}
                size="original"
                fit="contain"
                alt={photosText.photoAlt(date)}
                className={styles.image}
              />
              <figcaption className={styles.caption}>
                <time dateTime={photo.takenAt}>{date}</time>
                <span className={styles.which}>{which}</span>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
