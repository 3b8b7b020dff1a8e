import { Hono } from 'hono';
import type { AccountExport } from '../contracts/account.js';
import { confirmPasswordRequestSchema } from '../contracts/auth.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { readJson } from '../http/read-json.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createEraseAccount } from '../services/erase-account.js';
import { createAccountExport } from '../services/export-account.js';

function attachment(c: { header(name: string, value: string): void }, name: string) {
  c.header('Content-Disposition', `attachment; filename="${name}"`);
}

/** GET /api/account/export (and its CSVs), DELETE /api/account. */
export function accountRoutes(deps: AppDeps) {
  const exports = createAccountExport(deps);
  const erase = createEraseAccount(deps);
  const auth = requireAuth(deps);

  return new Hono<AppEnv>()
    .use(auth)
    .get('/export', async (c) => {
      const file = await exports.everything(c.get('auth').userId);
      attachment(c, file.filename);
      return c.json(file.content satisfies AccountExport);
    })
    .get('/export/checkins.csv', async (c) => {
      const file = await exports.checkinsCsv(c.get('auth').userId);
      attachment(c, file.filename);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(file.content);
    })
    .get('/export/injections.csv', async (c) => {
      const file = await exports.injectionsCsv(c.get('auth').userId);
      attachment(c, file.filename);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(file.content);
    })
    .delete('/', async (c) => {
      const { userId, sessionId } = c.get('auth');
      const body = await readJson(c, confirmPasswordRequestSchema, { optional: true });
      await erase({
        userId,
        sessionId,
        password: body.password,
        clientAddress: c.get('clientAddress'),
      });
      return c.body(null, 204);
    });
}
