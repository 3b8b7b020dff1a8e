/**
 * The lab markers Stride knows, with masculinizing reference ranges, and the low / in range /
 * high flag shown beside each value. Ranges are editable per person (labs differ): a person's
 * range replaces the default for that marker; custom markers bring their own unit and range.
 *
 * Default ranges (people on masculinizing testosterone are compared with male ranges):
 * - total testosterone 400-700 ng/dL: the target of Hembree et al., Endocrine treatment of
 *   gender-dysphoric/gender-incongruent persons, JCEM 2017;102:3869 (Table 12, "mid-cycle
 *   between injections, 400-700 ng/dL"), also the target.
 * - estradiol up to 50 pg/mL: same guideline (estradiol < 50 pg/mL once on treatment).
 * - hemoglobin 13.5-17.5 g/dL, hematocrit 40-50.4 %: common adult male laboratory ranges; 50.4 %
 *   is the upper limit the hematocrit trend draws (see lab-timing.ts for 52 % and 54 %).
 * - LH, FSH, SHBG, lipids and liver values: common adult male laboratory ranges.
 */
import { convert, canConvert } from './units.js';

export interface ReferenceRange {
  /** Inclusive lower bound; absent means no lower limit. */
  low?: number | undefined;
  /** Inclusive upper bound; absent means no upper limit. */
  high?: number | undefined;
  unit: string;
}

export interface MarkerDefinition {
  id: string;
  label: string;
  /** The unit values are compared and charted in. */
  unit: string;
  range: ReferenceRange;
}

export const knownMarkers: readonly MarkerDefinition[] = [
  {
    id: 'testosterone',
    label: 'Total testosterone',
    unit: 'ng/dL',
    range: { low: 400, high: 700, unit: 'ng/dL' },
  },
  { id: 'estradiol', label: 'Estradiol', unit: 'pg/mL', range: { high: 50, unit: 'pg/mL' } },
  { id: 'hematocrit', label: 'Hematocrit', unit: '%', range: { low: 40, high: 50.4, unit: '%' } },
  {
    id: 'hemoglobin',
    label: 'Hemoglobin',
    unit: 'g/dL',
    range: { low: 13.5, high: 17.5, unit: 'g/dL' },
  },
  { id: 'lh', label: 'LH', unit: 'IU/L', range: { low: 1.7, high: 8.6, unit: 'IU/L' } },
  { id: 'fsh', label: 'FSH', unit: 'IU/L', range: { low: 1.5, high: 12.4, unit: 'IU/L' } },
  { id: 'shbg', label: 'SHBG', unit: 'nmol/L', range: { low: 10, high: 57, unit: 'nmol/L' } },
  {
    id: 'cholesterol',
    label: 'Total cholesterol',
    unit: 'mg/dL',
    range: { high: 200, unit: 'mg/dL' },
  },
  { id: 'ldl', label: 'LDL cholesterol', unit: 'mg/dL', range: { high: 130, unit: 'mg/dL' } },
  { id: 'hdl', label: 'HDL cholesterol', unit: 'mg/dL', range: { low: 40, unit: 'mg/dL' } },
  {
    id: 'triglycerides',
    label: 'Triglycerides',
    unit: 'mg/dL',
    range: { high: 150, unit: 'mg/dL' },
  },
  { id: 'alt', label: 'ALT', unit: 'U/L', range: { low: 7, high: 55, unit: 'U/L' } },
  { id: 'ast', label: 'AST', unit: 'U/L', range: { low: 8, high: 48, unit: 'U/L' } },
];

export const knownMarkerIds = knownMarkers.map((m) => m.id);

export function markerDefinition(id: string): MarkerDefinition | undefined {
  return knownMarkers.find((m) => m.id === id);
}

export type RangeFlag = 'low' | 'in-range' | 'high';

/**
 * Where a value lies against a range. Bounds are inclusive: a value equal to the bound is in
 * range. A value in another unit is converted to the range's unit first; `undefined` when the
 * units cannot be compared (a custom marker entered in a different unit).
 */
export function rangeFlag(
  marker: string,
  value: number,
  unit: string,
  range: ReferenceRange,
): RangeFlag | undefined {
  if (!canConvert(marker, unit, range.unit)) return undefined;
  // Rounded to 9 significant digits so a value converted to exactly a bound is not flagged.
  const v = Number(convert(marker, value, unit, range.unit).toPrecision(9));
  if (range.low !== undefined && v < range.low) return 'low';
  if (range.high !== undefined && v > range.high) return 'high';
  return 'in-range';
}

/** The person's range for a marker when they set one, else the default; undefined if none. */
export function rangeFor(
  marker: string,
  personal: Readonly<Record<string, ReferenceRange>>,
): ReferenceRange | undefined {
  return personal[marker] ?? markerDefinition(marker)?.range;
}
