import { Hono } from 'hono';
import { photoSizeQuerySchema, type PhotoList } from '../contracts/ai.js';
import { createPhotoRepository } from '../data/photo-repository.js';
import { NotFoundError } from '../errors.js';
import { photoView } from '../services/photo-view.js';
import { createStorageQuotas } from '../services/storage-quotas.js';
import { requireAuth } from '../middleware/require-auth.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { uuidParam } from '../http/path-id.js';
import { parseWith } from '../http/read-json.js';

const notFound = 'No photo with that id';
const photoId = (id: string) => uuidParam(id, notFound);

/** GET /api/photos, GET and DELETE /api/photos/{id}: only ever the signed-in person's own. */
export function photosRoutes(deps: AppDeps) {
  const photos = createPhotoRepository(deps.storage);
  const quotas = createStorageQuotas(deps.storage, deps.clock, deps.config.quotas);
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/', async (c) => {
      const records = await photos.list(c.get('auth').userId);
      return c.json({ photos: records.map(photoView) } satisfies PhotoList);
    })
    .get('/:id', async (c) => {
      const id = photoId(c.req.param('id'));
      const { size } = parseWith(photoSizeQuerySchema, c.req.query());
      const image = await photos.download(c.get('auth').userId, id, size);
      if (!image) throw new NotFoundError(notFound);
      const { buffer, byteOffset, byteLength } = image.bytes;
      return c.body(new Uint8Array(buffer as ArrayBuffer, byteOffset, byteLength), 200, {
        'Content-Type': image.contentType,
        'Content-Length': String(image.bytes.byteLength),
        'Cache-Control': 'private, no-store',
        'Content-Disposition': 'inline',
      });
    })
    .delete('/:id', async (c) => {
      const { userId } = c.get('auth');
      const { bytes } = await photos.delete(userId, photoId(c.req.param('id')));
      await quotas.release(userId, 'photos', { count: 1, bytes });
      return c.body(null, 204);
    });
}
