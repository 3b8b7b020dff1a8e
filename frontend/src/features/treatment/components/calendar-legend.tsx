import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { DayDoseState } from '../month-grid';
import { treatmentText } from '../treatment-text';

/** Each dose state's words (accessible names, legend) and the glyph that marks it beside its
 *  colour, so no state is told by colour alone. */
export const doseStateText: Record<DayDoseState, { label: string; short: string; glyph: string }> =
  {
    'on-time': { label: treatmentText.completed, short: 'On time', glyph: '✓' },
    late: { label: treatmentText.takenLate, short: 'Late', glyph: '◔' },
    missed: { label: treatmentText.missed, short: 'Missed', glyph: '✕' },
    extra: { label: treatmentText.extraDose, short: 'Extra', glyph: '+' },
    due: { label: treatmentText.reminder, short: 'Due', glyph: '•' },
    overdue: { label: treatmentText.overdue, short: 'Overdue', glyph: '!' },
  };

/** Glyphs of the journal and mood marks. */
export const noteGlyphs = { journal: '✎', mood: '☺' } as const;

/**
 * The legend: the spec's Completed (green), Reminder (yellow) and Today (purple), then the
 * states it lacks (taken late, missed, extra dose, overdue) and the journal and mood marks,
 * each with its words and its glyph.
 */
export function CalendarLegend() {
  const styles = useLegendStyles();
  const items = [
    {
      label: treatmentText.completed,
      swatch: styles.completed,
      glyph: doseStateText['on-time'].glyph,
    },
    { label: treatmentText.reminder, swatch: styles.reminder, glyph: doseStateText.due.glyph },
    { label: treatmentText.today, swatch: styles.today, glyph: '' },
    { label: treatmentText.takenLate, swatch: styles.late, glyph: doseStateText.late.glyph },
    { label: treatmentText.missed, swatch: styles.missed, glyph: doseStateText.missed.glyph },
    { label: treatmentText.extraDose, swatch: styles.extra, glyph: doseStateText.extra.glyph },
    { label: treatmentText.overdue, swatch: styles.overdue, glyph: doseStateText.overdue.glyph },
    { label: treatmentText.journalEntry, swatch: styles.note, glyph: noteGlyphs.journal },
    { label: treatmentText.moodCheckin, swatch: styles.note, glyph: noteGlyphs.mood },
  ];
  return (
    <ul className={styles.legend} aria-label="Legend">
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          <span className={mergeClasses(styles.swatch, item.swatch)} aria-hidden="true">
            {item.glyph}
          </span>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

const useLegendStyles = makeStyles({
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: {
    width: '16px',
    height: '16px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusSmall,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '10px',
    lineHeight: '10px',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  late: {
    backgroundColor: tokens.colorPaletteMarigoldBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteMarigoldBorder2}`,
  },
  missed: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorPaletteRedBorder2}`,
  },
  extra: {
    backgroundColor: tokens.colorPaletteBlueBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteBlueBorderActive}`,
  },
  overdue: {
    backgroundColor: tokens.colorPaletteDarkOrangeBackground2,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteDarkOrangeBorder2}`,
  },
  note: { color: tokens.colorBrandForeground1 },
  completed: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    color: tokens.colorPaletteGreenForeground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteGreenBorder1}`,
  },
  reminder: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder2}`,
  },
  today: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
});
