import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { analyticsKeys } from './analytics-keys';

const prescriptionStateSchema = z.object({
  prescription: z.object({ medication: z.string(), paused: z.boolean() }).nullable(),
});

export interface PrescriptionState {
  hasPrescription: boolean;
  paused: boolean;
}

/**
 * GET /api/prescription?optional=true → whether a prescription is set (null says none is, as a
 * 200): without one, nothing is ever due, and the page says how to set one up rather than
 * showing empty charts.
 */
export async function getPrescriptionState(signal?: AbortSignal): Promise<PrescriptionState> {
  const { prescription } = await apiRequest('/prescription?optional=true', {
    schema: prescriptionStateSchema,
    ...(signal ? { signal } : {}),
  });
  return { hasPrescription: prescription !== null, paused: prescription?.paused ?? false };
}

export function usePrescriptionState() {
  return useQuery<PrescriptionState, ApiError>({
    queryKey: analyticsKeys.prescriptionState,
    queryFn: ({ signal }) => getPrescriptionState(signal),
    staleTime: 0,
  });
}
