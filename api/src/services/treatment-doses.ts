import type { Injection } from '../contracts/treatment.js';
import type { StoredVersion } from '../data/prescription-repository.js';
import type { VialRecord } from '../data/supply-repository.js';
import { localDateOf } from '../domain/calendar-dates.js';
import { esterOf, type PkDose } from '../domain/labs/pk-model.js';
import { versionInForce } from '../domain/treatment/schedule.js';

/** The concentration assumed when neither the prescription nor a vial names one. */
export const assumedConcentrationMgPerMl = 200;

/**
 * Logged injections as doses for the level model: mg from a dose in mL through the
 * prescription's concentration (or the newest vial's), the ester from the medication name, the
 * route from the injection or the prescription. What had to be assumed is listed for the reply.
 */
export function pkDoses(
  injections: readonly Injection[],
  versions: readonly StoredVersion[],
  vials: readonly VialRecord[],
): { doses: PkDose[]; assumptions: string[] } {
  const assumptions = new Set<string>();
  const vialConcentration = [...vials].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
    ?.concentrationMgPerMl;
  const doses = injections.map((injection) => {
    const version = versionInForce(versions, injection.localDate) as StoredVersion | undefined;
    let mg = injection.doseAmount;
    if (injection.doseUnit === 'mL') {
      const concentration = version?.concentrationMgPerMl ?? vialConcentration;
      if (concentration === undefined) {
        assumptions.add(`A concentration of ${assumedConcentrationMgPerMl} mg/mL (none was set)`);
      }
      mg = injection.doseAmount * (concentration ?? assumedConcentrationMgPerMl);
    }
    const medication = injection.medication ?? version?.medication;
    const ester = esterOf(medication);
    if (!/cyp|enan|undec|nebido|aveed/i.test(medication ?? '')) {
      assumptions.add('Testosterone cypionate (the medication name does not say the ester)');
    }
    const route = injection.route ?? version?.route ?? 'IM';
    if (!injection.route && !version?.route)
      assumptions.add('Intramuscular injections (no route was set)');
    return { atMs: Date.parse(injection.takenAt), mg, ester, route };
  });
  return { doses, assumptions: [...assumptions] };
}

/** The newest dose at or before `atMs`, or undefined. */
export function lastDoseBefore(doses: readonly PkDose[], atMs: number): PkDose | undefined {
  let best: PkDose | undefined;
  for (const d of doses) if (d.atMs <= atMs && (!best || d.atMs > best.atMs)) best = d;
  return best;
}

export function intervalOn(versions: readonly StoredVersion[], atMs: number, timezone: string) {
  return versionInForce(versions, localDateOf(atMs, timezone))?.intervalDays;
}
