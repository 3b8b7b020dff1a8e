import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../api/src/contracts/errors.js';
import { quotaKeys } from '../../api/src/data/keys.js';
import { tableNames } from '../../api/src/data/storage.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, startApi, type ApiHarness } from '../support/api.js';
import { doseBody } from '../support/treatment-bodies.js';

/**
 * Storage quotas per account (issue 19), with small limits set through config: past a limit a
 * write answers 429 (rows) or 413 (photo bytes) `quota_exceeded` and stores nothing, nothing
 * already stored is lost, another account is unaffected, and deleting gives the room back.
 */
const start = Date.parse('2026-11-25T15:00:00Z');
const photoBytesLimit = 60_000;

type QuotaError = ErrorBody & { error: { quota?: { kind: string; limit: number } } };

/** A noisy PNG (deterministic): the API stores it and its thumbnail at ~`size`² bytes each. */
async function noisyPng(size: number): Promise<Blob> {
  let x = 7;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    pixels[i] = x >> 16;
  }
  const png = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

describe('storage quotas per account', () => {
  const clock = manualClock(start);
  let h: ApiHarness;

  beforeAll(async () => {
    h = await startApi({
      clock,
      env: {
        STRIDE_QUOTA_INJECTIONS: '3',
        STRIDE_QUOTA_JOURNAL_ENTRIES: '3',
        STRIDE_QUOTA_CHAT_MESSAGES: '4',
        STRIDE_QUOTA_PHOTOS: '2',
        STRIDE_QUOTA_PHOTO_BYTES: String(photoBytesLimit),
      },
    });
  });
  afterAll(async () => {
    await h.stop();
  });

  function call(a: Account, method: string, path: string, body?: unknown) {
    return h.request(path, {
      method,
      headers: { ...bearer(a.token), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  const logDose = (a: Account, day: number) =>
    call(
      a,
      'POST',
      '/api/injections',
      doseBody(`2026-11-${String(day).padStart(2, '0')}T15:00:00Z`),
    );

  async function doseTotal(a: Account): Promise<number> {
    const res = await call(a, 'GET', '/api/injections?limit=100');
    return ((await res.json()) as { total: number }).total;
  }

  async function refusal(res: Response, status: number): Promise<QuotaError> {
    expect(res.status, await res.clone().text()).toBe(status);
    const body = (await res.json()) as QuotaError;
    expect(body.error.code).toBe('quota_exceeded');
    return body;
  }

  it('refuses a fourth injection with 429, loses none, spares others, and a delete frees room', async () => {
    const a = await register(h);
    const b = await register(h);
    const ids: string[] = [];
    for (const day of [1, 2, 3]) {
      const res = await logDose(a, day);
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push(((await res.json()) as { injection: { id: string } }).injection.id);
    }
    const refused = await refusal(await logDose(a, 4), 429);
    expect(refused.error.message).toBe(
      'You have reached the limit of 3 injections one account may store. Delete injections you no longer need to log more.',
    );
    expect(refused.error.quota).toEqual({ kind: 'injections', limit: 3 });
    expect(await doseTotal(a)).toBe(3);
    // Editing what is stored is not adding: still allowed at the limit.
    expect(
      (await call(a, 'PUT', `/api/injections/${ids[0]}`, doseBody('2026-11-01T16:00:00Z'))).status,
    ).toBe(200);

    // Another account is not touched by a's limit.
    expect((await logDose(b, 4)).status).toBe(201);

    expect((await call(a, 'DELETE', `/api/injections/${ids[1]}`)).status).toBe(204);
    expect((await logDose(a, 4)).status).toBe(201);
    expect(await doseTotal(a)).toBe(3);
    await refusal(await logDose(a, 5), 429);
  });

  it('lets exactly the room left land when writes race at the limit', async () => {
    const a = await register(h);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(a, 'POST', '/api/journal', { title: `Entry ${i}`, content: 'Racing the limit' }).then(
          (res) => res.status,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const list = (await (await call(a, 'GET', '/api/journal?limit=50')).json()) as {
      entries: { id: string }[];
      total: number;
    };
    expect(list.total).toBe(3);

    expect((await call(a, 'DELETE', `/api/journal/${list.entries[0]!.id}`)).status).toBe(204);
    expect(
      (await call(a, 'POST', '/api/journal', { title: 'Room again', content: 'Yes' })).status,
    ).toBe(201);
  });

  it('counts the rows themselves when a counter is missing (rows stored before quotas existed)', async () => {
    const a = await register(h);
    for (const day of [1, 2, 3]) expect((await logDose(a, day)).status).toBe(201);
    const quotas = await h.storage.table(tableNames.quotas);
    await quotas.deleteEntity(quotaKeys.partitionKey(a.userId), quotaKeys.rowKey('injections'));
    await refusal(await logDose(a, 4), 429);
    expect(await doseTotal(a)).toBe(3);
  });

  it('stops storing chat at the limit but still answers a crisis message', async () => {
    const a = await register(h);
    for (const message of ['How do I rotate sites?', 'What about SubQ?']) {
      expect((await call(a, 'POST', '/api/ai/chat', { message })).status).toBe(200);
    }
    const refused = await refusal(
      await call(a, 'POST', '/api/ai/chat', {
        message: 'Can you tell me more about site rotation?',
      }),
      429,
    );
    expect(refused.error.message).toContain('4 coach messages');
    const crisis = await call(a, 'POST', '/api/ai/chat', {
      message: "I don't want to be alive anymore",
    });
    expect(crisis.status).toBe(200);
    expect(((await crisis.json()) as { crisis: boolean }).crisis).toBe(true);
    const history = (await (await call(a, 'GET', '/api/ai/chat/history?limit=50')).json()) as {
      messages: unknown[];
    };
    expect(history.messages).toHaveLength(4);
  });

  it('refuses photo bytes past the limit with 413 and a count past it with 429; a delete frees both', async () => {
    const a = await register(h);
    const b = await register(h);
    const upload = (who: Account, image: Blob) => {
      const form = new FormData();
      form.append('image', image, 'photo.png');
      return h.request('/api/ai/analyze-image', {
        method: 'POST',
        headers: bearer(who.token),
        body: form,
      });
    };
    const large = await noisyPng(200);
    const small = await noisyPng(16);
    const first = await upload(a, large);
    expect(first.status, await first.clone().text()).toBe(201);
    const { photo } = (await first.json()) as { photo: { id: string; size: number } };
    // The original and its thumbnail together fit once under the limit, not twice.
    expect(photo.size * 2).toBeGreaterThan(photoBytesLimit / 2);
    expect(photo.size * 2).toBeLessThan(photoBytesLimit - 5_000);

    const tooBig = await refusal(await upload(a, large), 413);
    expect(tooBig.error.message).toBe(
      'Your photos have reached the 58.6 KB one account may store. Delete photos you no longer need to add more.',
    );
    expect((await upload(a, small)).status).toBe(201);
    const tooMany = await refusal(await upload(a, small), 429);
    expect(tooMany.error.message).toContain('limit of 2 photos');
    expect((await upload(b, large)).status).toBe(201);

    const photos = async () =>
      ((await (await call(a, 'GET', '/api/photos')).json()) as { photos: unknown[] }).photos;
    expect(await photos()).toHaveLength(2);
    expect((await call(a, 'DELETE', `/api/photos/${photo.id}`)).status).toBe(204);
    expect((await upload(a, large)).status).toBe(201);
    expect(await photos()).toHaveLength(2);
  });
});
