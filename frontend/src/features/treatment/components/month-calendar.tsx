import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { formatCalendarDate, formatMonth } from '../../../lib/dates';
import { weekdayNames, type CalendarDay } from '../month-grid';
import { treatmentText } from '../treatment-text';
import { doseStateText, noteGlyphs } from './calendar-legend';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  month: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  monthCompact: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  table: {
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'separate',
    borderSpacing: '4px',
    margin: '-4px',
    // Room for 44 px day cells across a phone (7 cells and 8 gaps in about 330 px).
    '@media (pointer: coarse)': { borderSpacing: '2px', margin: '-2px' },
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFast,
  },
  busy: { opacity: 0.6 },
  weekday: {
    paddingBlock: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  td: { padding: 0 },
  cell: {
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    height: '44px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2px',
    padding: '2px',
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
  },
  cellLarge: {
    '@media (min-width: 640px)': {
      height: '76px',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    },
  },
  compactCell: {
    height: '36px',
    fontSize: tokens.fontSizeBase200,
    // A finger needs 44 px; a mouse is fine with the compact grid.
    '@media (pointer: coarse)': { height: '44px' },
  },
  interactive: {
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  outside: { color: tokens.colorNeutralForeground4 },
  completed: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    color: tokens.colorPaletteGreenForeground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteGreenBorder1}`,
    ':hover': { backgroundColor: tokens.colorPaletteGreenBackground2 },
  },
  reminder: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder2}`,
    ':hover': { backgroundColor: tokens.colorPaletteYellowBackground2 },
  },
  late: {
    backgroundColor: tokens.colorPaletteMarigoldBackground2,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteMarigoldBorder2}`,
    ':hover': { backgroundColor: tokens.colorPaletteMarigoldBackground2 },
  },
  missed: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorPaletteRedBorder2}`,
    ':hover': { backgroundColor: tokens.colorPaletteRedBackground2 },
  },
  extra: {
    backgroundColor: tokens.colorPaletteBlueBackground2,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteBlueBorderActive}`,
    ':hover': { backgroundColor: tokens.colorPaletteBlueBackground2 },
  },
  overdue: {
    backgroundColor: tokens.colorPaletteDarkOrangeBackground2,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteDarkOrangeBorder2}`,
    ':hover': { backgroundColor: tokens.colorPaletteDarkOrangeBackground2 },
  },
  today: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    fontWeight: tokens.fontWeightBold,
  },
  glyphs: {
    display: 'flex',
    alignItems: 'center',
    gap: '1px',
    fontSize: '10px',
    lineHeight: '10px',
    fontWeight: tokens.fontWeightSemibold,
  },
  glyphsLarge: { '@media (min-width: 640px)': { position: 'absolute', right: '4px', top: '4px' } },
  todayNumber: { color: tokens.colorBrandForeground1 },
  selected: {
    boxShadow: `0 0 0 ${tokens.strokeWidthThick} ${tokens.colorNeutralForeground1}`,
  },
  number: { lineHeight: '1' },
  detail: {
    display: 'none',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase100,
    '@media (min-width: 640px)': { display: 'block' },
  },
});

export interface MonthCalendarProps {
  /** 'YYYY-MM'. */
  month: string;
  /** The 42 days (buildMonthGrid). */
  days: readonly CalendarDay[];
  onPreviousMonth: () => void;
  onNextMonth: () => void;
  /** Clicking a day; days it does not accept (`isSelectable`) are not buttons. */
  onSelect?: (day: CalendarDay) => void;
  isSelectable?: (day: CalendarDay) => boolean;
  selectedDate?: string | null | undefined;
  /** What a large cell says under its number ('0.3 mL', 'Due'). */
  detail?: (day: CalendarDay) => string | null;
  /** Extra words for a day's accessible name ('1 injection'). */
  describe?: (day: CalendarDay) => string | null;
  size?: 'large' | 'compact';
  busy?: boolean;
  /** Beside the month name (a 'Today' button, a status). */
  headerExtra?: ReactNode;
  headingLevel?: 2 | 3;
}

/** The spec's month calendar: 42 days from Sunday, previous and next month buttons. */
export function MonthCalendar({
  month,
  days,
  onPreviousMonth,
  onNextMonth,
  onSelect,
  isSelectable = () => true,
  selectedDate,
  detail,
  describe,
  size = 'large',
  busy = false,
  headerExtra,
  headingLevel = 2,
}: MonthCalendarProps) {
  const styles = useStyles();
  const tableRef = useRef<HTMLTableElement>(null);
  const compact = size === 'compact';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `calendar-${size}-${month}`;
  const selectable = days.map((d) => Boolean(onSelect) && isSelectable(d));
  // One tab stop: the selected day, else today, else the first day that can be chosen.
  const focusIndex = [
    days.findIndex((d, i) => selectable[i] && d.date === selectedDate),
    days.findIndex((d, i) => selectable[i] && d.isToday),
    selectable.indexOf(true),
  ].find((i) => i >= 0);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    const edge = event.key === 'Home' ? -(index % 7) : event.key === 'End' ? 6 - (index % 7) : 0;
    if (step === undefined && edge === 0) return;
    event.preventDefault();
    const buttons = tableRef.current?.querySelectorAll<HTMLButtonElement>('button[data-index]');
    const byIndex = new Map(
      Array.from(buttons ?? []).map((b) => [Number(b.dataset.index), b] as const),
    );
    let next = index + (step ?? edge);
    // Skip days that are not buttons, in the direction of travel.
    const direction = Math.sign(step ?? edge) || 1;
    while (next >= 0 && next < days.length && !byIndex.has(next)) next += direction;
    byIndex.get(next)?.focus();
  };

  const weeks = Array.from({ length: Math.ceil(days.length / 7) }, (_, w) =>
    days.slice(w * 7, w * 7 + 7),
  );

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Heading
          id={headingId}
          className={mergeClasses(styles.month, compact && styles.monthCompact)}
          aria-live="polite"
        >
          {formatMonth(month)}
        </Heading>
        <div className={styles.nav}>
          {headerExtra}
          <Button
            appearance="subtle"
            icon={<ChevronLeftRegular />}
            aria-label={treatmentText.previousMonth}
            title={treatmentText.previousMonth}
            onClick={onPreviousMonth}
          />
          <Button
            appearance="subtle"
            icon={<ChevronRightRegular />}
            aria-label={treatmentText.nextMonth}
            title={treatmentText.nextMonth}
            onClick={onNextMonth}
          />
        </div>
      </div>
      <table
        ref={tableRef}
        className={mergeClasses(styles.table, busy && styles.busy)}
        aria-labelledby={headingId}
        aria-busy={busy || undefined}
      >
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col" abbr={name} className={styles.weekday}>
                {compact ? name.slice(0, 1) : name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={week[0]?.date ?? w}>
              {week.map((day, d) => {
                const index = w * 7 + d;
                const canSelect = selectable[index] ?? false;
                const text = detail?.(day) ?? null;
                const primary = day.doses[0];
                const states = [
                  ...day.doses.map((state) => doseStateText[state].label),
                  day.isToday ? treatmentText.today : null,
                  describe?.(day) ?? null,
                  day.journalEntries > 0
                    ? `${day.journalEntries} ${day.journalEntries === 1 ? 'journal entry' : 'journal entries'}`
                    : null,
                  day.checkins > 0 ? treatmentText.moodCheckin : null,
                ].filter(Boolean);
                const className = mergeClasses(
                  styles.cell,
                  !compact && styles.cellLarge,
                  compact && styles.compactCell,
                  canSelect && styles.interactive,
                  !day.isCurrentMonth && styles.outside,
                  primary === 'on-time' && styles.completed,
                  primary === 'late' && styles.late,
                  primary === 'missed' && styles.missed,
                  primary === 'extra' && styles.extra,
                  primary === 'due' && styles.reminder,
                  primary === 'overdue' && styles.overdue,
                  day.isToday && styles.today,
                  canSelect && day.date === selectedDate && styles.selected,
                );
                const glyphs = [
                  ...day.doses.map((state) => doseStateText[state].glyph),
                  day.journalEntries > 0 ? noteGlyphs.journal : null,
                  day.checkins > 0 ? noteGlyphs.mood : null,
                ].filter((g): g is string => g !== null);
                const content = (
                  <>
                    <span
                      className={mergeClasses(
                        styles.number,
                        day.isToday && !primary && styles.todayNumber,
                      )}
                    >
                      {day.dayOfMonth}
                    </span>
                    {/* A space, so the text reads "5 On time" as the name does (the flex
                        layout ignores it). */}
                    {text && !compact ? ' ' : null}
                    {text && !compact ? <span className={styles.detail}>{text}</span> : null}
                    {glyphs.length > 0 ? (
                      <span
                        className={mergeClasses(styles.glyphs, !compact && styles.glyphsLarge)}
                        aria-hidden="true"
                      >
                        {glyphs.join('')}
                      </span>
                    ) : null}
                  </>
                );
                // The name starts with what the cell shows ("4 Late"), so speech input users can say
                // what they see (WCAG 2.5.3), then the full date and every state.
                const shown = text && !compact ? `${day.dayOfMonth} ${text}` : null;
                const label = [
                  ...(shown ? [`${shown}:`] : []),
                  [formatCalendarDate(day.date, 'EEEE, MMMM d, yyyy'), ...states].join(', '),
                ].join(' ');
                return (
                  <td key={day.date} className={styles.td}>
                    {canSelect ? (
                      <button
                        type="button"
                        className={className}
                        data-index={index}
                        data-date={day.date}
                        tabIndex={index === focusIndex ? 0 : -1}
                        aria-label={label}
                        aria-pressed={day.date === selectedDate}
                        aria-current={day.isToday ? 'date' : undefined}
                        onClick={() => onSelect?.(day)}
                        onKeyDown={(event) => moveFocus(event, index)}
                      >
                        {content}
                      </button>
                    ) : (
                      <div className={className} data-date={day.date} aria-label={label} role="img">
                        {content}
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
