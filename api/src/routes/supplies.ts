import { Hono } from 'hono';
import {
  consumableRequestSchema,
  supplySettingsRequestSchema,
  vialRequestSchema,
} from '../contracts/supplies.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createSuppliesService } from '../services/supplies.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { ifMatch } from '../http/if-match.js';
import { uuidParam } from '../http/path-id.js';
import { readJson } from '../http/read-json.js';

const vialId = (id: string) => uuidParam(id, 'No vial with that id');
const itemId = (id: string) => uuidParam(id, 'No supply with that id');

/** `/api/supplies`: vials, consumables, supply settings and the run-out forecast. */
export function suppliesRoutes(deps: AppDeps) {
  const supplies = createSuppliesService(deps);
  const user = (c: { get(key: 'auth'): { userId: string } }) => c.get('auth').userId;
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/', async (c) => c.json(await supplies.list(user(c))))
    .get('/forecast', async (c) => c.json({ forecast: await supplies.forecast(user(c)) }))
    .put('/settings', async (c) => {
      const body = await readJson(c, supplySettingsRequestSchema);
      return c.json({ settings: await supplies.putSettings(user(c), body, ifMatch(c)) });
    })
    .post('/vials', async (c) => {
      const body = await readJson(c, vialRequestSchema);
      return c.json({ vial: await supplies.createVial(user(c), body) }, 201);
    })
    .get('/vials/:id', async (c) =>
      c.json({ vial: await supplies.getVial(user(c), vialId(c.req.param('id'))) }),
    )
    .put('/vials/:id', async (c) => {
      const id = vialId(c.req.param('id'));
      const body = await readJson(c, vialRequestSchema);
      return c.json({ vial: await supplies.updateVial(user(c), id, body, ifMatch(c)) });
    })
    .delete('/vials/:id', async (c) => {
      await supplies.deleteVial(user(c), vialId(c.req.param('id')), ifMatch(c));
      return c.body(null, 204);
    })
    .post('/consumables', async (c) => {
      const body = await readJson(c, consumableRequestSchema);
      return c.json({ consumable: await supplies.createConsumable(user(c), body) }, 201);
    })
    .get('/consumables/:id', async (c) =>
      c.json({ consumable: await supplies.getConsumable(user(c), itemId(c.req.param('id'))) }),
    )
    .put('/consumables/:id', async (c) => {
      const id = itemId(c.req.param('id'));
      const body = await readJson(c, consumableRequestSchema);
      return c.json({ consumable: await supplies.updateConsumable(user(c), id, body, ifMatch(c)) });
    })
    .delete('/consumables/:id', async (c) => {
      await supplies.deleteConsumable(user(c), itemId(c.req.param('id')), ifMatch(c));
      return c.body(null, 204);
    });
}
