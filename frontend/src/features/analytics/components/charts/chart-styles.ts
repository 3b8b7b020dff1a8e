import { makeStyles, tokens } from '@fluentui/react-components';
import type { DoseStatus } from '../../../../entities/analytics';

/**
 * The marks of the hand-drawn SVG charts, coloured with Fluent tokens only, so both themes
 * (and Windows high contrast, through the tokens) get the right colours.
 */
export const useChartStyles = makeStyles({
  svg: { display: 'block', overflow: 'visible', fontFamily: tokens.fontFamilyBase },
  tick: { fill: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  axisTitle: {
    fill: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  value: {
    fill: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  mutedValue: { fill: tokens.colorNeutralForeground4, fontSize: tokens.fontSizeBase200 },
  grid: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  axis: { stroke: tokens.colorNeutralStroke1, strokeWidth: 1 },
  zero: { stroke: tokens.colorNeutralForeground3, strokeWidth: 1, strokeDasharray: '4 3' },
  track: { fill: tokens.colorNeutralBackground3 },
  brandFill: { fill: tokens.colorBrandBackground },
  onTime: { fill: tokens.colorStatusSuccessBackground3 },
  late: { fill: tokens.colorStatusWarningBackground3 },
  missed: { fill: tokens.colorStatusDangerBackground3 },
  upcoming: {
    fill: 'transparent',
    stroke: tokens.colorNeutralStroke1,
    strokeWidth: 1.5,
    strokeDasharray: '3 2',
  },
  onTimeStroke: { stroke: tokens.colorStatusSuccessBackground3 },
  lateStroke: { stroke: tokens.colorStatusWarningBackground3 },
  missedStroke: { stroke: tokens.colorStatusDangerForeground1 },
  glyph: {
    fill: 'none',
    stroke: tokens.colorNeutralForegroundStaticInverted,
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  stem: { strokeWidth: 2, strokeLinecap: 'round' },
  moodLine: {
    fill: 'none',
    stroke: tokens.colorBrandForeground1,
    strokeWidth: 2.5,
    strokeLinejoin: 'round',
    strokeLinecap: 'round',
  },
  energyLine: {
    fill: 'none',
    stroke: tokens.colorPaletteLightTealForeground2,
    strokeWidth: 2,
    strokeDasharray: '6 4',
    strokeLinejoin: 'round',
    // Butt ends: round caps would close the 4-unit gaps and the dashes would read as a line.
    strokeLinecap: 'butt',
  },
  moodDot: {
    fill: tokens.colorBrandForeground1,
    stroke: tokens.colorNeutralBackground1,
    strokeWidth: 1.5,
  },
  energyDot: {
    fill: tokens.colorNeutralBackground1,
    stroke: tokens.colorPaletteLightTealForeground2,
    strokeWidth: 2,
  },
  rateLine: {
    fill: 'none',
    stroke: tokens.colorBrandForeground1,
    strokeWidth: 2,
    strokeLinejoin: 'round',
  },
  rateArea: { fill: tokens.colorBrandBackground2, opacity: 0.7 },
  injectionMark: { fill: tokens.colorBrandForeground2 },
});

export type ChartStyles = ReturnType<typeof useChartStyles>;

/** The fill class of a dose status. */
export function statusFill(styles: ChartStyles, status: DoseStatus): string {
  switch (status) {
    case 'on-time':
      return styles.onTime;
    case 'late':
      return styles.late;
    case 'missed':
      return styles.missed;
    default:
      return styles.upcoming;
  }
}

export function statusStroke(styles: ChartStyles, status: DoseStatus): string {
  switch (status) {
    case 'on-time':
      return styles.onTimeStroke;
    case 'late':
      return styles.lateStroke;
    default:
      return styles.missedStroke;
  }
}

/** A glyph per status (drawn centred on 0,0, ~8 px): the status never rests on colour alone. */
export function statusGlyph(status: DoseStatus): string | null {
  switch (status) {
    case 'on-time':
      return 'M-3.5,0.5 L-1,3 L3.5,-2.5';
    case 'late':
      return 'M0,-3.5 L0,0.5 M0,3.2 L0,3.3';
    case 'missed':
      return 'M-3,-3 L3,3 M3,-3 L-3,3';
    default:
      return null;
  }
}
