import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PayloadTooLargeError } from './errors.js';
import { apiHeaders } from './middleware/api-headers.js';
import { clientAddress } from './middleware/client-address.js';
import { errorBody, errorHandler } from './middleware/error-handler.js';
import { requestTelemetry } from './middleware/request-telemetry.js';
import type { AppDeps, AppEnv } from './http/context.js';
import { accountRoutes } from './routes/account.js';
import { accountSecurityRoutes } from './routes/account-security.js';
import { aiRoutes } from './routes/ai.js';
import { analyticsRoutes } from './routes/analytics.js';
import { authRoutes } from './routes/auth.js';
import { circleRoutes } from './routes/circle.js';
import { communityRoutes } from './routes/community.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { healthRoutes } from './routes/health.js';
import { journalRoutes } from './routes/journal.js';
import { labsRoutes } from './routes/labs.js';
import { photosRoutes } from './routes/photos.js';
import { treatmentRoutes } from './routes/treatment.js';
import { idempotency } from './middleware/idempotency.js';
import { originCheck } from './middleware/origin-check.js';
import { reminderRoutes } from './routes/reminders.js';
import { suppliesRoutes } from './routes/supplies.js';
import { waitlistRoutes } from './routes/waitlist.js';

export const jsonBodyLimitBytes = 1024 * 1024;
/** The photo upload alone: an image of up to 10 MB plus its form fields. */
export const imageUploadBodyLimitBytes = 10 * 1024 * 1024 + 512 * 1024;
const imageUploadPath = '/api/ai/analyze-image';

function limitTo(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new PayloadTooLargeError(maxSize);
    },
  });
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(requestTelemetry(deps.log, deps.clock, { logLines: deps.config.logRequests ?? true }));
  app.use(apiHeaders());
  app.use(clientAddress(deps.config.trustedProxyHops));
  app.use(originCheck(deps.config));
  const jsonLimit = limitTo(jsonBodyLimitBytes);
  const imageLimit = limitTo(imageUploadBodyLimitBytes);
  app.use((c, next) => (c.req.path === imageUploadPath ? imageLimit(c, next) : jsonLimit(c, next)));

  // Creates that a device may retry (offline logging): an Idempotency-Key replays the first reply.
  const idempotent = idempotency(deps);
  for (const path of ['/injections', '/checkins', '/journal']) app.use(path, idempotent);

  app.route('/health', healthRoutes());
  app.route('/waitlist', waitlistRoutes(deps));
  app.route('/auth', authRoutes(deps));
  app.route('/auth', accountSecurityRoutes(deps));
  app.route('/account', accountRoutes(deps));
  const dashboard = dashboardRoutes(deps);
  app.route('/dashboard', dashboard.dashboard);
  app.route('/achievements', dashboard.achievements);
  const analytics = analyticsRoutes(deps);
  app.route('/analytics', analytics.analytics);
  app.route('/integration', analytics.provider);
  const treatment = treatmentRoutes(deps);
  app.route('/prescription', treatment.prescription);
  app.route('/injections', treatment.injections);
  const journal = journalRoutes(deps);
  app.route('/journal', journal.journal);
  app.route('/checkins', journal.checkins);
  app.route('/ai', aiRoutes(deps));
  app.route('/photos', photosRoutes(deps));
  const reminders = reminderRoutes(deps);
  app.route('/reminders', reminders.reminders);
  app.route('/calendar', reminders.calendar);
  app.route('/labs', labsRoutes(deps));
  app.route('/supplies', suppliesRoutes(deps));
  const circle = circleRoutes(deps);
  app.route('/circle', circle.circle);
  app.route('/share', circle.share);
  app.route('/community', communityRoutes(deps));

  app.notFound((c) => c.json(errorBody('not_found', 'There is no such API route.'), 404));
  app.onError(errorHandler(deps.log));
  return app;
}

export type StrideApp = ReturnType<typeof createApp>;
