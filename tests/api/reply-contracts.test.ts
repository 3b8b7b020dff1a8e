import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '../../api/src/contracts/account.js';
import { chatHistorySchema, chatReplySchema, photoListSchema } from '../../api/src/contracts/ai.js';
import {
  authResponseSchema,
  recoveryCodesReplySchema,
  sessionsReplySchema,
  userReplySchema,
} from '../../api/src/contracts/auth.js';
import {
  checkinListReplySchema,
  checkinSaveReplySchema,
  entryPageSchema,
  entryReplySchema,
  tagCountsReplySchema,
} from '../../api/src/contracts/journal.js';
import { waitlistResponseSchema } from '../../api/src/contracts/waitlist.js';
import { z } from '../../api/src/contracts/zod.js';
import { bearer, register, registration, type Account } from '../support/accounts.js';
import { manualClock, postJson, startApi, type ApiHarness } from '../support/api.js';

/** Replies read over HTTP match the contract schemas the web app parses them with. */
const clock = manualClock(Date.parse('2026-11-21T15:00:00Z'));
let h: ApiHarness;
let a: Account;

beforeAll(async () => {
  h = await startApi({ clock });
  a = await register(h, { timezone: 'America/Chicago' });
});
afterAll(async () => {
  await h.stop();
});

async function reply(
  schema: z.ZodMiniObject,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
) {
  const res = await h.request(path, {
    method,
    headers: { ...bearer(a.token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status).toBe(status);
  const json: unknown = await res.json();
  // Strict at the top: a field the server adds that the contract does not name fails too.
  const parsed = z.strictObject(schema.shape).safeParse(json);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return json;
}

describe('replies match their contracts', () => {
  it('signing in, the account and its sessions', async () => {
    const res = await h.request(
      '/api/auth/login',
      postJson({ email: a.email, password: a.password }),
    );
    expect(authResponseSchema.safeParse(await res.json()).success).toBe(true);
    await reply(userReplySchema, 'GET', '/api/auth/me');
    await reply(sessionsReplySchema, 'GET', '/api/auth/sessions');
    await reply(
      recoveryCodesReplySchema,
      'POST',
      '/api/auth/recovery-codes',
      {
        password: a.password,
      },
      201,
    );
  });

  it('journal entries, tags and check-ins', async () => {
    const entry = { title: 'Week 3', content: 'Voice cracked twice.', tags: ['voice'], mood: 4 };
    await reply(entryReplySchema, 'POST', '/api/journal', entry, 201);
    await reply(entryPageSchema, 'GET', '/api/journal');
    await reply(tagCountsReplySchema, 'GET', '/api/journal/tags');
    await reply(checkinSaveReplySchema, 'POST', '/api/checkins', { mood: 4, energy: 3 }, 201);
    await reply(checkinListReplySchema, 'GET', '/api/checkins');
  });

  it('the coach, photos, the export and the waitlist', async () => {
    await reply(chatReplySchema, 'POST', '/api/ai/chat', { message: 'How do I rotate sites?' });
    await reply(chatHistorySchema, 'GET', '/api/ai/chat/history');
    await reply(photoListSchema, 'GET', '/api/photos');
    await reply(accountExportSchema, 'GET', '/api/account/export');
    const person = registration();
    const res = await h.request(
      '/api/waitlist',
      postJson({ name: person.firstName, email: person.email }),
    );
    expect(res.status).toBe(201);
    expect(z.strictObject(waitlistResponseSchema.shape).safeParse(await res.json()).success).toBe(
      true,
    );
  });
});
