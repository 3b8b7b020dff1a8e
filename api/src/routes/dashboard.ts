import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context.js';
import { parseWith } from '../http/read-json.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createDashboard } from '../services/dashboard.js';
import { createMarkAchievementSeen } from '../services/mark-achievement-seen.js';

const monthQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
    .optional(),
});

/** GET /api/dashboard and POST /api/achievements/{id}/seen. */
export function dashboardRoutes(deps: AppDeps) {
  const dashboard = createDashboard(deps);
  const markSeen = createMarkAchievementSeen(deps);
  const auth = requireAuth(deps);

  return {
    dashboard: new Hono<AppEnv>().use(auth).get('/', async (c) => {
      const query = parseWith(monthQuerySchema, c.req.query());
      return c.json(await dashboard(c.get('auth').userId, query.month));
    }),

    achievements: new Hono<AppEnv>().use(auth).post('/:id/seen', async (c) => {
      await markSeen(c.get('auth').userId, c.req.param('id'));
      return c.body(null, 204);
    }),
  };
}
