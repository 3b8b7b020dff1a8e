import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { LoadOnIntent, retryableLazy } from '../../../lib/load-on-intent';
import { settingsText } from '../settings-text';
import type { TimeZoneComboboxProps, TimeZoneHandover } from './time-zone-combobox';

const TimeZoneCombobox = retryableLazy(() =>
  import('./time-zone-combobox').then((m) => ({ default: m.TimeZoneCombobox })),
);

// Fluent's Input with a chevron after it draws the Combobox's box to the pixel (same height,
// border, padding, hover and focus line) once the chevron has the Combobox's size and colour.
const useStyles = makeStyles({
  box: { width: '100%', minWidth: 0 },
  chevron: {
    color: tokens.colorNeutralStrokeAccessible,
    cursor: 'pointer',
    fontSize: '20px',
    '& svg': { display: 'block' },
  },
});

/** What the real combobox is given when it takes over: the text typed, where the caret was. */
function handoverFrom(input: HTMLInputElement): TimeZoneHandover {
  return {
    query: input.value,
    selection: [
      input.selectionStart ?? input.value.length,
      input.selectionEnd ?? input.value.length,
    ],
  };
}

/**
 * The stand-in: the real combobox's box, label and value, which starts loading the real one
 * when the pointer or focus reaches it, and on a press, a typed character or ArrowDown/ArrowUp/
 * Enter (what opens Fluent's Combobox) hands over, once the code has arrived, to the real one,
 * open, with the typed text and the focus (until then it keeps what is typed).
 */
function TimeZoneStandIn({
  value,
  name,
  onUse,
}: Pick<TimeZoneComboboxProps, 'value' | 'name'> & { onUse: (h: TimeZoneHandover) => void }) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  // What was typed while the real one's code downloads (Fluent's box shows typing the same way).
  const [draft, setDraft] = useState<string | null>(null);
  const preload = () => void TimeZoneCombobox.preload();
  const takeOver = () => {
    // A failed load shows LoadOnIntent's message with 'Try again' in the field's place.
    void TimeZoneCombobox.preload().then(() => {
      const box = input.current;
      // Gone, or the person moved on meanwhile: they no longer want the list (as Fluent's
      // Combobox closes and forgets the typed text on blur).
      if (!box?.parentElement?.contains(document.activeElement)) return;
      onUse(handoverFrom(box));
    });
  };
  const openKeys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter') {
      event.preventDefault(); // Enter opens the list rather than sending the form, as Fluent's
      takeOver();
    }
  };
  const fromChevron = (event: SyntheticEvent) => {
    event.preventDefault();
    input.current?.focus();
    takeOver();
  };
  return (
    <Input
      ref={input}
      className={styles.box}
      name={name}
      role="combobox"
      aria-expanded={false}
      placeholder={settingsText.timezonePlaceholder}
      value={draft ?? value}
      onChange={(_, data) => {
        setDraft(data.value);
        takeOver();
      }}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={takeOver}
      onKeyDown={openKeys}
      onBlur={(event) => {
        if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setDraft(null);
      }}
      contentAfter={
        <span
          className={styles.chevron}
          role="button"
          tabIndex={0}
          aria-label="Open"
          aria-expanded={false}
          onMouseDown={fromChevron}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') fromChevron(event);
          }}
          onClick={(event) => {
            // Pointer presses open on mousedown; a click without one (detail 0) is assistive.
            if (event.detail === 0) fromChevron(event);
          }}
        >
          <ChevronDownRegular />
        </span>
      }
    />
  );
}

/**
 * The time-zone field's control (inside a Field, which labels it): a searchable picker over
 * every zone. Its code (Fluent's Combobox, its positioning and tabster) loads on intent (issue
 * 15), as ContentMenu's in community/components/content-parts.tsx: a stand-in of the same look
 * shows the value until the person reaches for it.
 */
export function TimeZoneField(props: TimeZoneComboboxProps) {
  const [handover, setHandover] = useState<TimeZoneHandover | null>(null);
  if (handover) {
    return (
      <LoadOnIntent onClose={() => setHandover(null)}>
        <TimeZoneCombobox {...props} handover={handover} />
      </LoadOnIntent>
    );
  }
  return <TimeZoneStandIn value={props.value} name={props.name} onUse={setHandover} />;
}
