import type { QueryClient } from '@tanstack/react-query';
import { dashboardMonthQuery } from '../../entities/dashboard';
import { todayIn } from '../../lib/dates';

/**
 * GET /api/dashboard for this month, started by the route table on a cold load of /dashboard
 * so the answer is on its way while the page's chunk loads: the same query (key and month) the
 * page asks for (app/routes/dashboard-route.tsx), so the page finds it in flight or cached.
 */
export function prefetchDashboard(client: QueryClient, zone: string | undefined): Promise<void> {
  const localToday = todayIn(zone || Intl.DateTimeFormat().resolvedOptions().timeZone);
  return client.prefetchQuery(dashboardMonthQuery(localToday.slice(0, 7)));
}
