import {
  Button,
  Input,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
  type InputProps,
} from '@fluentui/react-components';
import { useId, type KeyboardEvent } from 'react';
import { journalText } from '../journal-text';
import { parseTagInput, suggestTags } from '../tag-filters';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  suggestions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  suggestionsLabel: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    marginRight: tokens.spacingHorizontalXS,
  },
  suggestion: { minWidth: 0, fontWeight: tokens.fontWeightRegular },
});

/**
 * Tags for an entry: typed (Enter or a comma adds; "a, b" is two), picked from the person's
 * own tags, removed from the chosen list. The text still in the box is `text`: the editor adds
 * it on save, so nothing typed is lost.
 */
export function TagInput({
  tags,
  onTagsChange,
  text,
  onTextChange,
  known,
  onInvalid,
  inputProps,
}: {
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  text: string;
  onTextChange: (text: string) => void;
  known: readonly string[];
  onInvalid: () => void;
  /** From the surrounding Field: id, aria attributes. */
  inputProps?: InputProps;
}) {
  const styles = useStyles();
  const suggestionsId = useId();
  const suggestions = suggestTags(known, tags, text);

  const commit = (raw: string) => {
    const { added, invalid } = parseTagInput(raw, tags);
    if (invalid) {
      onInvalid();
      return;
    }
    if (added.length) onTagsChange([...tags, ...added]);
    onTextChange('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (text.trim()) commit(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onTagsChange(tags.slice(0, -1));
    }
  };

  return (
    <div className={styles.root}>
      {tags.length > 0 ? (
        <TagGroup
          className={styles.chosen}
          size="small"
          aria-label="Chosen tags"
          onDismiss={(_, { value }) => onTagsChange(tags.filter((t) => t !== value))}
        >
          {tags.map((tag) => (
            <Tag
              key={tag}
              value={tag}
              dismissible
              appearance="brand"
              shape="circular"
              aria-label={journalText.removeTag(tag)}
            >
              {tag}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      <Input
        {...inputProps}
        value={text}
        placeholder={journalText.tagsPlaceholder}
        autoComplete="off"
        aria-describedby={
          [inputProps?.['aria-describedby'], suggestions.length ? suggestionsId : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(_, data) => {
          // A pasted or typed comma ends a tag.
          if (data.value.includes(',')) {
            const last = data.value.slice(data.value.lastIndexOf(',') + 1);
            const { added, invalid } = parseTagInput(
              data.value.slice(0, data.value.lastIndexOf(',')),
              tags,
            );
            if (invalid) onInvalid();
            if (added.length) onTagsChange([...tags, ...added]);
            onTextChange(last.trimStart());
            return;
          }
          onTextChange(data.value);
        }}
        onKeyDown={onKeyDown}
      />
      {suggestions.length > 0 ? (
        <div className={styles.suggestions} role="group" aria-labelledby={suggestionsId}>
          <span id={suggestionsId} className={styles.suggestionsLabel}>
            {journalText.tagSuggestions}:
          </span>
          {suggestions.map((tag) => (
            <Button
              key={tag}
              size="small"
              shape="circular"
              appearance="outline"
              className={styles.suggestion}
              aria-label={journalText.addTag(tag)}
              onClick={() => {
                onTagsChange([...tags, tag]);
                onTextChange('');
              }}
            >
              + {tag}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
