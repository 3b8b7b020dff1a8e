import { Hono } from 'hono';
import {
  adherenceQuerySchema,
  analyticsQuerySchema,
  type AdherenceReply,
  type AnalyticsReply,
  type ProviderReport,
} from '../contracts/analytics.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { parseWith } from '../http/read-json.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createAnalytics } from '../services/analytics.js';

/** GET /api/analytics, /api/analytics/adherence and /api/reports/provider-data. */
export function analyticsRoutes(deps: AppDeps) {
  const service = createAnalytics(deps);
  const auth = requireAuth(deps);

  const analytics = new Hono<AppEnv>()
    .use(auth)
    .get('/', async (c) => {
      const { period } = parseWith(analyticsQuerySchema, c.req.query());
      const reply = await service.summary(c.get('auth').userId, period);
      return c.json(reply satisfies AnalyticsReply);
    })
    .get('/adherence', async (c) => {
      const query = parseWith(adherenceQuerySchema, c.req.query());
      const reply = await service.adherence(c.get('auth').userId, query);
      return c.json(reply satisfies AdherenceReply);
    });

  const provider = new Hono<AppEnv>().use(auth).get('/provider-data', async (c) => {
    const reply = await service.providerReport(c.get('auth').userId);
    return c.json(reply satisfies ProviderReport);
  });

  return { analytics, provider };
}
