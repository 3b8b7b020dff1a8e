/** Query keys of the coach. The dashboard's unread badge lives under ['dashboard']. */
export const coachKeys = {
  all: ['coach'] as const,
  history: (limit: number) => ['coach', 'history', limit] as const,
  /** What replies said that the history does not repeat (source, resources): kept per session. */
  replyDetails: ['coach', 'reply-details'] as const,
};

export const dashboardKey = ['dashboard'] as const;
