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

/** POST /api/prescription/resume: doses are due again from today. */
export async function resumeTreatment(): Promise<Prescription> {
  const body = await apiRequest('/prescription/resume', {
    method: 'POST',
    body: {},
    schema: prescriptionResponseSchema,
  });
  return body.prescription;
}

export function useResumeTreatment() {
  const queryClient = useQueryClient();
  return useMutation<Prescription, ApiError, void>({
    mutationKey: ['prescription', 'resume'],
    mutationFn: resumeTreatment,
    onSuccess: (prescription) => {
      setPrescription(queryClient, prescription);
    },
    onSettled: () =>
      Promise.all([invalidatePrescription(queryClient), invalidateDashboard(queryClient)]),
  });
}
