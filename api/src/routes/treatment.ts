import { Hono } from 'hono';
import {
  backfillRequestSchema,
  injectionListQuerySchema,
  injectionRequestSchemaAt,
  pauseRequestSchema,
  prescriptionRequestSchema,
  resumeRequestSchema,
  type BackfillPreview,
  type BackfillReply,
  type InjectionPage,
  type InjectionReply,
  type PrescriptionReply,
} from '../contracts/treatment.js';
import { NotFoundError } from '../errors.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { ifMatch } from '../http/if-match.js';
import { uuidParam } from '../http/path-id.js';
import { parseWith, readJson } from '../http/read-json.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createInjectionBackfill } from '../services/backfill-injections.js';
import { createInjectionLog } from '../services/log-injection.js';
import { createPauseTreatment } from '../services/pause-treatment.js';
import { createPrescriptionService } from '../services/prescription.js';

const injectionId = (id: string) => uuidParam(id, 'No injection with that id');

/** /api/prescription and /api/injections: HTTP only; the use cases live in services/. */
export function treatmentRoutes(deps: AppDeps) {
  const prescriptions = createPrescriptionService(deps);
  const pauses = createPauseTreatment(deps);
  const injectionLog = createInjectionLog(deps);
  const backfill = createInjectionBackfill(deps);
  const auth = requireAuth(deps);

  const prescription = new Hono<AppEnv>()
    .use(auth)
    .get('/', async (c) => {
      const view = await prescriptions.current(c.get('auth').userId);
      // `?optional=true`: a client that expects "none yet" gets 200 {prescription: null}
      // instead of a 404 (no failing request in the browser for a person without one).
      if (!view && c.req.query('optional') === 'true')
        return c.json({ prescription: null } satisfies PrescriptionReply);
      if (!view) throw new NotFoundError('No prescription is set yet');
      return c.json({ prescription: view } satisfies PrescriptionReply);
    })
    .put('/', async (c) => {
      const body = await readJson(c, prescriptionRequestSchema);
      const view = await prescriptions.save(c.get('auth').userId, body, ifMatch(c));
      return c.json({ prescription: view ?? null } satisfies PrescriptionReply);
    })
    .post('/pause', async (c) => {
      const body = await readJson(c, pauseRequestSchema, { optional: true });
      return c.json({
        prescription: (await pauses.pause(c.get('auth').userId, body)) ?? null,
      } satisfies PrescriptionReply);
    })
    .post('/resume', async (c) => {
      const body = await readJson(c, resumeRequestSchema, { optional: true });
      return c.json({
        prescription: (await pauses.resume(c.get('auth').userId, body)) ?? null,
      } satisfies PrescriptionReply);
    });

  const injections = new Hono<AppEnv>()
    .use(auth)
    .get('/', async (c) => {
      const query = parseWith(injectionListQuerySchema, c.req.query());
      const page = await injectionLog.page(
        c.get('auth').userId,
        { startDate: query.startDate, endDate: query.endDate },
        query.offset,
        query.limit,
      );
      return c.json(page satisfies InjectionPage);
    })
    .post('/', async (c) => {
      const body = await readJson(c, injectionRequestSchemaAt(deps.clock.now()));
      const injection = await injectionLog.log(c.get('auth').userId, body);
      return c.json({ injection } satisfies InjectionReply, 201);
    })
    .post('/backfill/preview', async (c) => {
      const body = await readJson(c, backfillRequestSchema);
      return c.json((await backfill.preview(c.get('auth').userId, body)) satisfies BackfillPreview);
    })
    .post('/backfill', async (c) => {
      const body = await readJson(c, backfillRequestSchema);
      const reply = await backfill.backfill(c.get('auth').userId, body);
      return c.json(reply satisfies BackfillReply, reply.injections.length > 0 ? 201 : 200);
    })
    .get('/:id', async (c) => {
      const id = injectionId(c.req.param('id'));
      const injection = await injectionLog.get(c.get('auth').userId, id);
      return c.json({ injection } satisfies InjectionReply);
    })
    .put('/:id', async (c) => {
      const id = injectionId(c.req.param('id'));
      const body = await readJson(c, injectionRequestSchemaAt(deps.clock.now()));
      const injection = await injectionLog.edit(c.get('auth').userId, id, body, ifMatch(c));
      return c.json({ injection } satisfies InjectionReply);
    })
    .delete('/:id', async (c) => {
      await injectionLog.remove(c.get('auth').userId, injectionId(c.req.param('id')));
      return c.body(null, 204);
    });

  return { prescription, injections };
}
