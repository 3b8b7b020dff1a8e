import {
  Combobox,
  Option,
  OptionGroup,
  makeStyles,
  tokens,
  type ComboboxProps,
} from '@fluentui/react-components';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { settingsText } from '../settings-text';
import {
  allTimeZones,
  deviceTimeZone,
  searchTimeZones,
  timeZoneLabel,
  utcOffsetLabel,
} from '../time-zone-search';

const useStyles = makeStyles({
  combobox: { width: '100%', minWidth: 0 },
  // Portal hosts carry the theme but not the page's font: set it on what the list shows.
  listbox: { maxHeight: '22rem', fontFamily: tokens.fontFamilyBase },
  group: { fontFamily: tokens.fontFamilyBase },
  option: { display: 'grid', gap: '2px', minWidth: 0 },
  zone: {
    color: tokens.colorNeutralForeground1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  tag: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  note: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
});

function ZoneOption({ zone, tag }: { zone: string; tag?: string }) {
  const styles = useStyles();
  return (
    <Option value={zone} text={zone}>
      <span className={styles.option}>
        <span className={styles.zone}>{zone}</span>
        <span className={styles.meta}>
          {tag ? <span className={styles.tag}>{tag}</span> : null}
          <span>{timeZoneLabel(zone)}</span>
          <span>{utcOffsetLabel(zone)}</span>
        </span>
      </span>
    </Option>
  );
}

export interface TimeZoneComboboxProps extends Pick<
  ComboboxProps,
  'id' | 'aria-describedby' | 'aria-invalid' | 'disabled' | 'name'
> {
  value: string;
  /** The zone saved on the account (suggested as 'Current'). */
  current: string;
  onChange: (zone: string) => void;
}

/** From the stand-in this replaces (time-zone-field.tsx): its text and caret, to go on with. */
export interface TimeZoneHandover {
  query: string;
  selection: [number, number];
}

/**
 * A searchable time-zone picker over every zone the browser knows, with the person's current
 * zone and this device's zone suggested first. Type any part of a name: 'chicago', 'new york'.
 * Loaded on intent (see TimeZoneField): it replaces the stand-in open, focused, with what was
 * typed into it.
 */
export function TimeZoneCombobox({
  value,
  current,
  onChange,
  handover,
  ...props
}: TimeZoneComboboxProps & { handover: TimeZoneHandover }) {
  const styles = useStyles();
  const zones = useMemo(() => {
    const list = allTimeZones();
    // An alias saved on the account (Asia/Calcutta) may not be in the canonical list.
    return list.includes(current) ? list : [...list, current].sort();
  }, [current]);
  const device = useMemo(() => deviceTimeZone(), []);
  const [query, setQuery] = useState(handover.query);
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    // Before the next key arrives: the stand-in had the focus and is gone.
    input.current?.focus();
    input.current?.setSelectionRange(...handover.selection);
    // Once, when it replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The zone to show when the list closes: the one just chosen, else the value.
  const chosen = useRef(value);
  useEffect(() => {
    chosen.current = value;
  }, [value]);
  // Opening the list with the chosen zone in the box shows everything, not one match.
  const search = query === value ? '' : query;
  const result = useMemo(
    () => searchTimeZones(zones, search, { current, device }),
    [zones, search, current, device],
  );
  // A stable array: Fluent syncs selectedOptions in an effect, and a new array each render
  // would make that effect run again and again.
  const selectedOptions = useMemo(() => [value], [value]);
  const tagFor = (reason: 'current' | 'device') =>
    reason === 'current' ? settingsText.timezoneCurrent : settingsText.timezoneDevice;

  return (
    <Combobox
      {...props}
      ref={input}
      defaultOpen
      className={styles.combobox}
      listbox={{ className: styles.listbox }}
      placeholder={settingsText.timezonePlaceholder}
      value={query}
      selectedOptions={selectedOptions}
      onChange={(event) => setQuery(event.target.value)}
      onOptionSelect={(_, data) => {
        if (!data.optionValue) return;
        chosen.current = data.optionValue;
        onChange(data.optionValue);
        setQuery(data.optionValue);
      }}
      onOpenChange={(_, data) => {
        // Closing without choosing puts the chosen zone back in the box.
        if (!data.open) setQuery(chosen.current);
      }}
    >
      {result.suggested.length > 0 ? (
        <OptionGroup label={{ children: settingsText.timezoneSuggested, className: styles.group }}>
          {result.suggested.map((s) => (
            <ZoneOption key={s.zone} zone={s.zone} tag={tagFor(s.reason)} />
          ))}
        </OptionGroup>
      ) : null}
      {result.matches.length > 0 ? (
        <OptionGroup label={{ children: settingsText.timezoneAll, className: styles.group }}>
          {result.matches.map((zone) => (
            <ZoneOption key={zone} zone={zone} />
          ))}
        </OptionGroup>
      ) : null}
      {result.suggested.length + result.matches.length === 0 ? (
        <div className={styles.note} role="status">
          {settingsText.timezoneNoMatch}
        </div>
      ) : result.more > 0 ? (
        <div className={styles.note}>{settingsText.timezoneMore(result.more)}</div>
      ) : null}
    </Combobox>
  );
}
