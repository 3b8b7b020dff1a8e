import { Hono } from 'hono';
import { dashboardQuerySchema, type DashboardReply } from '../contracts/dashboard.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { parseWith } from '../http/read-json.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createDashboard } from '../services/dashboard.js';
import { createMarkAchievementSeen } from '../services/mark-achievement-seen.js';

/** GET /api/dashboard and POST /api/achievements/{id}/seen. */
export function dashboardRoutes(deps: AppDeps) {
  const dashboard = createDashboard(deps);
  const markSeen = createMarkAchievementSeen(deps);
  const auth = requireAuth(deps);

  return {
    dashboard: new Hono<AppEnv>().use(auth).get('/', async (c) => {
      const query = parseWith(dashboardQuerySchema, c.req.query());
      const reply = await dashboard(c.get('auth').userId, query.month);
      return c.json(reply satisfies DashboardReply);
    }),

    achievements: new Hono<AppEnv>().use(auth).post('/:id/seen', async (c) => {
      await markSeen(c.get('auth').userId, c.req.param('id'));
      return c.body(null, 204);
    }),
  };
}
