import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { treatmentKeys } from '../treatment-keys';
import { prescriptionResponseSchema, type Prescription } from './prescription-schema';

/** GET /api/prescription → the prescription, or null when none is set yet (404). */
export async function getPrescription(signal?: AbortSignal): Promise<Prescription | null> {
  try {
    const body = await apiRequest('/prescription', {
      schema: prescriptionResponseSchema,
      ...(signal ? { signal } : {}),
    });
    return body.prescription;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

export function usePrescription() {
  return useQuery<Prescription | null, ApiError>({
    queryKey: treatmentKeys.prescription,
    queryFn: ({ signal }) => getPrescription(signal),
  });
}
