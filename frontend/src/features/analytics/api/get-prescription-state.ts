import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { analyticsKeys } from './analytics-keys';

const prescriptionStateSchema = z.object({
  prescription: z.object({ medication: z.string(), paused: z.boolean() }).nullable(),
});

export interface PrescriptionState {
  hasPrescription: boolean;
  paused: boolean;
}

/**
 * GET /api/prescription → whether a prescription is set (a 404 says none is): without one,
 * nothing is ever due, and the page says how to set one up rather than showing empty charts.
 */
export async function getPrescriptionState(signal?: AbortSignal): Promise<PrescriptionState> {
  try {
    const { prescription } = await apiRequest('/prescription', {
      schema: prescriptionStateSchema,
      ...(signal ? { signal } : {}),
    });
    return { hasPrescription: prescription !== null, paused: prescription?.paused ?? false };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) {
      return { hasPrescription: false, paused: false };
    }
    throw error;
  }
}

export function usePrescriptionState() {
  return useQuery<PrescriptionState, ApiError>({
    queryKey: analyticsKeys.prescriptionState,
    queryFn: ({ signal }) => getPrescriptionState(signal),
    staleTime: 0,
  });
}
