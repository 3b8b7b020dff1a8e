/**
 * Query keys of the dashboard, in a module of their own so that what only invalidates them
 * (the community board, after a post or a helpful mark) does not load the dashboard's schemas.
 * Every dashboard answer lives under ['dashboard'] (the page and the calendars cache a month's
 * answer as ['dashboard', 'YYYY-MM']), so a write that invalidates ['dashboard'] refreshes them
 * all (XP, tasks, achievements, unread coach replies).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** GET /api/dashboard?month=…: the page uses this month's, shared with the quick calendar. */
  month: (month: string) => ['dashboard', month] as const,
};
