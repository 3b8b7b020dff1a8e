import { Hono } from 'hono';
import {
  pushSubscriptionSchema,
  reminderSettingsSchema,
  unsubscribeSchema,
} from '../contracts/reminders.js';
import { NotFoundError } from '../errors.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createReminderService } from '../services/manage-reminders.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { readJson } from '../http/read-json.js';

/** The site's origin for the feed URL: the configured one, else the request's own. */
function siteOrigin(deps: AppDeps, requestUrl: string): string {
  return deps.config.allowedOrigin ?? new URL(requestUrl).origin;
}

export function reminderRoutes(deps: AppDeps) {
  const service = createReminderService(deps);
  const auth = requireAuth(deps);

  const reminders = new Hono<AppEnv>()
    .use(auth)
    .get('/', async (c) => c.json(await service.overview(c.get('auth').userId)))
    .get('/settings', async (c) => {
      const { settings } = await service.overview(c.get('auth').userId);
      return c.json({ settings });
    })
    .put('/settings', async (c) => {
      const body = await readJson(c, reminderSettingsSchema);
      return c.json({ settings: await service.saveSettings(c.get('auth').userId, body) });
    })
    .post('/subscriptions', async (c) => {
      const body = await readJson(c, pushSubscriptionSchema);
      await service.subscribe(c.get('auth').userId, body, c.req.header('user-agent'));
      return c.json({ subscribed: true }, 201);
    })
    .post('/unsubscribe', async (c) => {
      const body = await readJson(c, unsubscribeSchema);
      await service.unsubscribe(c.get('auth').userId, body.endpoint);
      return c.json({ success: true });
    })
    .post('/test', async (c) => c.json(await service.sendTest(c.get('auth').userId)))
    .post('/calendar', async (c) => {
      const { secret, createdAt } = await service.createCalendarFeed(c.get('auth').userId);
      const url = `${siteOrigin(deps, c.req.url)}/api/calendar/${secret}.ics`;
      return c.json({ url, createdAt }, 201);
    })
    .delete('/calendar', async (c) => {
      await service.revokeCalendarFeed(c.get('auth').userId);
      return c.json({ success: true });
    });

  /** The feed itself: no sign-in (calendar apps cannot), the secret in the path is the key. */
  const calendar = new Hono<AppEnv>().get('/:file', async (c) => {
    const match = /^(.+)\.ics$/.exec(c.req.param('file'));
    if (!match?.[1]) throw new NotFoundError('No such calendar');
    const text = await service.renderCalendarFeed(match[1]);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Cache-Control', 'private, no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.body(text);
  });

  return { reminders, calendar };
}
