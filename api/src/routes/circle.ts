import { Hono } from 'hono';
import { linkRequestSchema, supporterRequestSchema } from '../contracts/circle.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createSupportCircle } from '../services/support-circle.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { uuidParam } from '../http/path-id.js';
import { readJson } from '../http/read-json.js';

const supporterId = (id: string) => uuidParam(id, 'No supporter with that id');
const linkId = (id: string) => uuidParam(id, 'No share link with that id');

/** `/api/circle` (signed in: supporters and share links) and `/api/share` (public, by token). */
export function circleRoutes(deps: AppDeps) {
  const circle = createSupportCircle(deps);
  const user = (c: { get(key: 'auth'): { userId: string } }) => c.get('auth').userId;
  const own = new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/supporters', async (c) => c.json({ supporters: await circle.listSupporters(user(c)) }))
    .post('/supporters', async (c) => {
      const body = await readJson(c, supporterRequestSchema);
      return c.json({ supporter: await circle.createSupporter(user(c), body) }, 201);
    })
    .put('/supporters/:id', async (c) => {
      const id = supporterId(c.req.param('id'));
      const body = await readJson(c, supporterRequestSchema);
      return c.json({ supporter: await circle.updateSupporter(user(c), id, body) });
    })
    .delete('/supporters/:id', async (c) => {
      await circle.deleteSupporter(user(c), supporterId(c.req.param('id')));
      return c.body(null, 204);
    })
    .get('/links', async (c) => c.json({ links: await circle.listLinks(user(c)) }))
    .post('/links', async (c) => {
      const body = await readJson(c, linkRequestSchema);
      return c.json(await circle.createLink(user(c), body), 201);
    })
    .post('/links/:id/revoke', async (c) =>
      c.json({ link: await circle.revokeLink(user(c), linkId(c.req.param('id'))) }),
    );

  /** No sign-in: the token is the key. Never indexed, never a referrer. */
  const share = new Hono<AppEnv>().get('/:token', async (c) => {
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Referrer-Policy', 'no-referrer');
    return c.json(await circle.view(c.req.param('token')));
  });
  return { circle: own, share };
}
