import { Button, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { journalText } from '../journal-text';
import { toggleTag } from '../tag-filters';

const shownAtFirst = 10;

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    marginRight: tokens.spacingHorizontalXS,
  },
  chip: { fontWeight: tokens.fontWeightRegular, minWidth: 0 },
});

/** Filter chips from the person's own tags; several pressed = entries having all of them. */
export function TagFilterChips({
  tags,
  selected,
  onChange,
}: {
  tags: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const styles = useStyles();
  const labelId = useId();
  const [showAll, setShowAll] = useState(false);
  if (tags.length === 0 && selected.length === 0) return null;
  const visible = showAll ? [...tags] : tags.slice(0, shownAtFirst);
  // A pressed chip stays visible even when it is past the first ten.
  for (const tag of selected) if (!visible.includes(tag)) visible.push(tag);
  const hidden = tags.length - tags.slice(0, shownAtFirst).length;

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {journalText.tagFilterLabel}
      </span>
      {visible.map((tag) => {
        const pressed = selected.includes(tag);
        return (
          <ToggleButton
            key={tag}
            size="small"
            shape="circular"
            className={styles.chip}
            checked={pressed}
            appearance={pressed ? 'primary' : 'outline'}
            onClick={() => onChange(toggleTag(selected, tag))}
          >
            {tag}
          </ToggleButton>
        );
      })}
      {hidden > 0 ? (
        <Button size="small" appearance="transparent" onClick={() => setShowAll((v) => !v)}>
          {showAll ? 'Fewer tags' : `All tags (${tags.length})`}
        </Button>
      ) : null}
    </div>
  );
}
