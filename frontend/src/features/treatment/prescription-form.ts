import {
  prescriptionRequestSchema,
  type PrescriptionRequest,
} from '@stride/api/contracts/treatment';
import type { Prescription } from '../../entities/prescription';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';
import type { InjectionRoute } from './injection-sites';

/** The prescription form's fields, as typed. */
export interface PrescriptionFormValues {
  medication: string;
  doseAmount: string;
  doseUnit: 'mL' | 'mg';
  intervalDays: string;
  route: InjectionRoute | '';
  concentrationMgPerMl: string;
  startDate: string;
  hrtStartDate: string;
  /** Only when changing an existing prescription: the day the change governs from. */
  effectiveFrom: string;
}

/** New: a weekly intramuscular dose starting today. Editing: the version in force. */
export function prescriptionFormDefaults(
  prescription: Prescription | null | undefined,
  today: string,
): PrescriptionFormValues {
  if (!prescription) {
    return {
      medication: '',
      doseAmount: '',
      doseUnit: 'mL',
      intervalDays: '7',
      route: 'IM',
      concentrationMgPerMl: '',
      startDate: today,
      hrtStartDate: '',
      effectiveFrom: '',
    };
  }
  return {
    medication: prescription.medication,
    doseAmount: String(prescription.doseAmount),
    doseUnit: prescription.doseUnit,
    intervalDays: String(prescription.intervalDays),
    route: prescription.route ?? '',
    concentrationMgPerMl:
      prescription.concentrationMgPerMl === null ? '' : String(prescription.concentrationMgPerMl),
    startDate: prescription.startDate,
    hrtStartDate: prescription.hrtStartDate ?? '',
    effectiveFrom: today,
  };
}

export const concentrationInvalid = 'Concentration must be positive';

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export type PrescriptionFormResult =
  { ok: true; request: PrescriptionRequest } | { ok: false; errors: FieldErrors };

/** The request for PUT /api/prescription, checked with the shared schema. */
export function prescriptionRequestFromForm(
  values: PrescriptionFormValues,
  options: { editing: boolean },
): PrescriptionFormResult {
  const candidate = {
    medication: values.medication,
    doseAmount: toNumber(values.doseAmount),
    doseUnit: values.doseUnit,
    intervalDays: toNumber(values.intervalDays),
    startDate: values.startDate,
    ...(values.route ? { route: values.route } : {}),
    ...(values.concentrationMgPerMl.trim()
      ? { concentrationMgPerMl: toNumber(values.concentrationMgPerMl) }
      : {}),
    ...(values.hrtStartDate ? { hrtStartDate: values.hrtStartDate } : {}),
    ...(options.editing ? { effectiveFrom: values.effectiveFrom } : {}),
  };
  const parsed = prescriptionRequestSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors = fieldErrorsFromIssues(parsed.error.issues);
    // Text that is not a number at all gets the schema's words too, not zod's type message.
    if (errors.concentrationMgPerMl && Number.isNaN(candidate.concentrationMgPerMl)) {
      errors.concentrationMgPerMl = concentrationInvalid;
    }
    return { ok: false, errors };
  }
  return { ok: true, request: parsed.data };
}
