import type { PrescriptionRequest } from '@stride/api/contracts/treatment';
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

export interface SavePrescriptionInput {
  request: PrescriptionRequest;
  /** The etag of the prescription being edited: a change made elsewhere meanwhile is a 409. */
  etag?: string | undefined;
}

/** PUT /api/prescription: sets it, or adds a version effective from `effectiveFrom`. */
export async function savePrescription({
  request,
  etag,
}: SavePrescriptionInput): Promise<Prescription> {
  const body = await apiRequest('/prescription', {
    method: 'PUT',
    body: request,
    schema: prescriptionResponseSchema,
    ...(etag ? { headers: { 'If-Match': etag } } : {}),
  });
  return body.prescription;
}

export function useSavePrescription() {
  const queryClient = useQueryClient();
  return useMutation<Prescription, ApiError, SavePrescriptionInput>({
    mutationKey: ['prescription', 'save'],
    mutationFn: savePrescription,
    onSuccess: (prescription) => {
      setPrescription(queryClient, prescription);
    },
    onSettled: () =>
      Promise.all([invalidatePrescription(queryClient), invalidateDashboard(queryClient)]),
  });
}
