/**
 * Unit conversions for lab values. Factors:
 * - total testosterone: 1 nmol/L = 28.842 ng/dL (molar mass 288.42 g/mol)
 * - estradiol: 1 pg/mL = 3.671 pmol/L (molar mass 272.38 g/mol)
 * - hemoglobin: 1 g/dL = 10 g/L
 * - cholesterol (total, LDL, HDL): 1 mmol/L = 38.67 mg/dL
 * - triglycerides: 1 mmol/L = 88.57 mg/dL
 * Every other marker keeps the unit it was entered in.
 */

/** How many of `to` one `from` is worth, per marker: value_in_to = value_in_from * factor. */
const factors: Record<string, Record<string, Record<string, number>>> = {
  testosterone: { 'nmol/L': { 'ng/dL': 28.842 }, 'ng/dL': { 'nmol/L': 1 / 28.842 } },
  estradiol: { 'pg/mL': { 'pmol/L': 3.671 }, 'pmol/L': { 'pg/mL': 1 / 3.671 } },
  hemoglobin: { 'g/dL': { 'g/L': 10 }, 'g/L': { 'g/dL': 0.1 } },
  cholesterol: { 'mmol/L': { 'mg/dL': 38.67 }, 'mg/dL': { 'mmol/L': 1 / 38.67 } },
  ldl: { 'mmol/L': { 'mg/dL': 38.67 }, 'mg/dL': { 'mmol/L': 1 / 38.67 } },
  hdl: { 'mmol/L': { 'mg/dL': 38.67 }, 'mg/dL': { 'mmol/L': 1 / 38.67 } },
  triglycerides: { 'mmol/L': { 'mg/dL': 88.57 }, 'mg/dL': { 'mmol/L': 1 / 88.57 } },
};

/** The units a marker can be entered in (its own unit first); empty for custom markers. */
export function unitsFor(marker: string): string[] {
  return Object.keys(factors[marker] ?? {});
}

/** True when `value` in `from` can be expressed in `to` for this marker. */
export function canConvert(marker: string, from: string, to: string): boolean {
  return from === to || factors[marker]?.[from]?.[to] !== undefined;
}

/** `value` in `from` expressed in `to`; throws when the marker has no such conversion. */
export function convert(marker: string, value: number, from: string, to: string): number {
  if (from === to) return value;
  const factor = factors[marker]?.[from]?.[to];
  if (factor === undefined) throw new Error(`No conversion for ${marker} from ${from} to ${to}`);
  return value * factor;
}
