import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { treatmentKeys } from '../treatment-keys';
import { optionalPrescriptionResponseSchema, type Prescription } from './prescription-schema';

/**
 * GET /api/prescription?optional=true → the prescription, or null when none is set yet (asked
 * so that "none yet" is a 200, not a failed request in the console on every page).
 */
export async function getPrescription(signal?: AbortSignal): Promise<Prescription | null> {
  const body = await apiRequest('/prescription?optional=true', {
    schema: optionalPrescriptionResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.prescription;
}

export function usePrescription() {
  return useQuery<Prescription | null, ApiError>({
    queryKey: treatmentKeys.prescription,
    queryFn: ({ signal }) => getPrescription(signal),
  });
}
