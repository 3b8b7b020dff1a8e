/**
 * Query keys of the dashboard. Every dashboard answer lives under ['dashboard'] (the quick
 * calendar caches a month's answer as ['dashboard', 'YYYY-MM']), so a write that invalidates
 * ['dashboard'] refreshes them all.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** GET /api/dashboard?month=…: the page uses this month's, shared with the quick calendar. */
  month: (month: string) => ['dashboard', month] as const,
};
