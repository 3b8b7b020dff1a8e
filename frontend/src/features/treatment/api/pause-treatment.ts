import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateDashboard } from '../../../entities/dashboard';
import {
  invalidatePrescription,
  prescriptionResponseSchema,
  setPrescription,
  type Prescription,
} from '../../../entities/prescription';

/** POST /api/prescription/pause: no dose is due from today until treatment resumes. */
export async function pauseTreatment(): Promise<Prescription> {
  const body = await apiRequest('/prescription/pause', {
    method: 'POST',
    body: {},
    schema: prescriptionResponseSchema,
  });
  return body.prescription;
}

export function usePauseTreatment() {
  const queryClient = useQueryClient();
  return useMutation<Prescription, ApiError, void>({
    mutationKey: ['prescription', 'pause'],
    mutationFn: pauseTreatment,
    onSuccess: (prescription) => {
      setPrescription(queryClient, prescription);
    },
    onSettled: () =>
      Promise.all([invalidatePrescription(queryClient), invalidateDashboard(queryClient)]),
  });
}
