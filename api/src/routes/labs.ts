import { Hono } from 'hono';
import {
  labDrawRequestSchema,
  labSettingsRequestSchema,
  levelCurveQuerySchema,
} from '../contracts/labs.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createLabsService } from '../services/labs.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { ifMatch } from '../http/if-match.js';
import { uuidParam } from '../http/path-id.js';
import { parseWith, readJson } from '../http/read-json.js';

const drawId = (id: string) => uuidParam(id, 'No lab draw with that id');

/** `/api/labs`: lab draws, lab settings and the estimated level curve. */
export function labsRoutes(deps: AppDeps) {
  const labs = createLabsService(deps);
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/', async (c) => c.json(await labs.list(c.get('auth').userId)))
    .post('/', async (c) => {
      const body = await readJson(c, labDrawRequestSchema);
      return c.json({ draw: await labs.create(c.get('auth').userId, body) }, 201);
    })
    .get('/level-curve', async (c) => {
      const query = parseWith(levelCurveQuerySchema, c.req.query());
      return c.json(await labs.levelCurve(c.get('auth').userId, query));
    })
    .put('/settings', async (c) => {
      const body = await readJson(c, labSettingsRequestSchema);
      return c.json({ settings: await labs.putSettings(c.get('auth').userId, body, ifMatch(c)) });
    })
    .get('/:id', async (c) => {
      return c.json({ draw: await labs.get(c.get('auth').userId, drawId(c.req.param('id'))) });
    })
    .put('/:id', async (c) => {
      const id = drawId(c.req.param('id'));
      const body = await readJson(c, labDrawRequestSchema);
      return c.json({ draw: await labs.update(c.get('auth').userId, id, body, ifMatch(c)) });
    })
    .delete('/:id', async (c) => {
      await labs.delete(c.get('auth').userId, drawId(c.req.param('id')), ifMatch(c));
      return c.body(null, 204);
    });
}
