import {
  calendarFeedResponseSchema,
  remindersResponseSchema,
  testNotificationResponseSchema,
  type ReminderSettingsBody,
} from '@stride/api/contracts/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

export const remindersQueryKey = ['settings', 'reminders'] as const;
export type RemindersView = z.infer<typeof remindersResponseSchema>;

/** GET /api/reminders → settings, this server's VAPID key, devices and the calendar feed. */
export function useReminders() {
  return useQuery<RemindersView, ApiError>({
    queryKey: remindersQueryKey,
    queryFn: ({ signal }) => apiRequest('/reminders', { schema: remindersResponseSchema, signal }),
  });
}

function useReminderMutation<Input, Output>(name: string, fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation<Output, ApiError, Input>({
    mutationKey: ['settings', 'reminders', name],
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}

/** PUT /api/reminders/settings (the whole object). */
export const useSaveReminderSettings = () =>
  useReminderMutation('save', (settings: ReminderSettingsBody) =>
    apiRequest('/reminders/settings', { method: 'PUT', body: settings }),
  );

/** POST /api/reminders/subscriptions with this device's PushSubscription. */
export const useSubscribeDevice = () =>
  useReminderMutation('subscribe', (subscription: PushSubscriptionJSON) =>
    apiRequest('/reminders/subscriptions', { method: 'POST', body: subscription }),
  );

/** POST /api/reminders/unsubscribe {endpoint}. */
export const useUnsubscribeDevice = () =>
  useReminderMutation('unsubscribe', (endpoint: string) =>
    apiRequest('/reminders/unsubscribe', { method: 'POST', body: { endpoint } }),
  );

/** POST /api/reminders/test → {sent, removed}. */
export const useTestNotification = () =>
  useReminderMutation('test', () =>
    apiRequest('/reminders/test', { method: 'POST', schema: testNotificationResponseSchema }),
  );

/** POST /api/reminders/calendar → a new feed URL (shown once). */
export const useCreateCalendarFeed = () =>
  useReminderMutation('calendar', () =>
    apiRequest('/reminders/calendar', { method: 'POST', schema: calendarFeedResponseSchema }),
  );

/** DELETE /api/reminders/calendar. */
export const useRevokeCalendarFeed = () =>
  useReminderMutation('calendar-revoke', () =>
    apiRequest('/reminders/calendar', { method: 'DELETE' }),
  );
