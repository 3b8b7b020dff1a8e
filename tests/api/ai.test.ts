import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiMessages, type ChatHistory, type ChatReply } from '../../api/src/contracts/ai.js';
import { createChatRepository } from '../../api/src/data/chat-repository.js';
import { crisisResources } from '../../api/src/domain/crisis/index.js';
import { offlineCoachNotice } from '../../api/src/domain/offline-coach/context.js';
import { aiUnavailableNote } from '../../api/src/routes/ai.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, startApi, type ApiHarness } from '../support/api.js';
import { faultyStorage } from '../support/faults.js';
import { fakeReplyText, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';

// 15:01 UTC: one minute into a 10-minute rate-limit window, 09:01 in Chicago.
const start = Date.parse('2026-11-21T15:01:00Z');
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const crisisMessage = "I don't want to be alive anymore";

function caller(h: () => ApiHarness) {
  return (account: Account, method: string, path: string, body?: unknown) =>
    h().request(path, {
      method,
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
}

describe('the coach offline (no Azure OpenAI configured)', () => {
  const clock = manualClock(start);
  let h: ApiHarness;
  const call = caller(() => h);

  beforeAll(async () => {
    h = await startApi({ clock });
  });
  afterAll(async () => {
    await h.stop();
  });

  async function send(a: Account, message: string, extra: Record<string, unknown> = {}) {
    const res = await call(a, 'POST', '/api/ai/chat', { message, ...extra });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ChatReply;
  }

  async function history(a: Account, query = ''): Promise<ChatHistory> {
    const res = await call(a, 'GET', `/api/ai/chat/history${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ChatHistory;
  }

  it('answers from the offline coach, which says so', async () => {
    const a = await register(h);
    const body = await send(a, 'How should I rotate my injection sites?', {
      context: { page: 'dashboard' },
    });
    expect(body).toMatchObject({
      crisis: false,
      resources: [],
      source: 'offline',
      createdAt: new Date(clock.now()).toISOString(),
    });
    expect(body.messageId).toMatch(uuid);
    expect(body.reply).toContain(offlineCoachNotice);
    expect(body.reply).not.toContain(aiUnavailableNote);
    expect(body.reply).not.toMatch(/Legalname/);
  });

  it('answers a crisis message with warmth and resources, flagged and stored as such', async () => {
    const a = await register(h);
    const body = await send(a, crisisMessage);
    expect(body.crisis).toBe(true);
    expect(body.source).toBe('offline');
    expect(body.reply).toMatch(/^Teddy, thank you for telling me/);
    expect(body.resources.map((r) => r.name)).toEqual(crisisResources.map((r) => r.name));
    expect(body.resources[0]).toMatchObject({ phone: '988', hours: '24/7' });
    const { messages } = await history(a);
    expect(messages.map((m) => [m.role, m.crisis])).toEqual([
      ['user', true],
      ['assistant', true],
    ]);
    expect(messages[0]!.content).toBe(crisisMessage);
    expect(messages[1]!.id).toBe(body.messageId);
    // The coach's messages say who answered, so a reload keeps the 'offline coach' badge.
    expect(messages[0]!.source).toBeUndefined();
    expect(messages[1]!.source).toBe('offline');
  });

  it('keeps the history in order, answers the last `limit` oldest first, and tracks unread replies', async () => {
    const a = await register(h);
    const chat = createChatRepository(h.storage);
    for (const message of ['first', 'second', 'third']) {
      await send(a, `${message}: how do I store my vial?`);
      clock.advance(1000);
    }
    expect(await chat.unreadCount(a.userId)).toBe(3);
    const all = await history(a);
    expect(all.messages).toHaveLength(6);
    expect(all.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(all.messages[0]!.content).toBe('first: how do I store my vial?');
    const times = all.messages.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    expect(await chat.unreadCount(a.userId)).toBe(0);

    const last = await history(a, '?limit=3');
    expect(last.messages.map((m) => m.content.slice(0, 6))).toEqual([
      all.messages[3]!.content.slice(0, 6),
      'third:',
      all.messages[5]!.content.slice(0, 6),
    ]);
    await send(a, 'thanks!');
    expect(await chat.unreadCount(a.userId)).toBe(1);
    const dashboard = await call(a, 'GET', '/api/dashboard');
    expect(((await dashboard.json()) as { unreadCoachMessages: number }).unreadCoachMessages).toBe(
      1,
    );

    for (const bad of ['?limit=0', '?limit=201', '?limit=ten']) {
      const res = await call(a, 'GET', `/api/ai/chat/history${bad}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await history(a, '?limit=200')).messages).toHaveLength(8);
  });

  it("never shows one person another's chat", async () => {
    const a = await register(h);
    const b = await register(h);
    await send(a, 'secret about my voice changes');
    expect((await history(b)).messages).toEqual([]);
    expect(await createChatRepository(h.storage).unreadCount(b.userId)).toBe(0);
    const unauthenticated = await h.request('/api/ai/chat/history');
    expect(unauthenticated.status).toBe(401);
  });

  it('refuses empty, blank and over-long messages and an oversized context with 400', async () => {
    const a = await register(h);
    for (const [body, field] of [
      [{}, 'message'],
      [{ message: '' }, 'message'],
      [{ message: '   \n ' }, 'message'],
      [{ message: 'x'.repeat(4001) }, 'message'],
      [{ message: 'hi', context: 'x'.repeat(2001) }, 'context'],
      [{ message: 'hi', context: { note: 'x'.repeat(2000) } }, 'context'],
      [{ message: 'hi', context: 42 }, 'context'],
    ] as const) {
      const res = await call(a, 'POST', '/api/ai/chat', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const json = (await res.json()) as {
        error: { code: string; fields: Record<string, string> };
      };
      expect(json.error.code).toBe('validation');
      expect(json.error.fields[field]).toBeTruthy();
    }
    const tooLong = await call(a, 'POST', '/api/ai/chat', { message: 'x'.repeat(4001) });
    expect(((await tooLong.json()) as { error: { message: string } }).error.message).toBe(
      aiMessages.messageTooLong,
    );
    expect((await call(a, 'POST', '/api/ai/chat', 'not json')).status).toBe(400);
    expect((await history(a)).messages).toEqual([]);
  });

  it('answers an over-long crisis message instead of refusing it', async () => {
    const a = await register(h);
    const res = await call(a, 'POST', '/api/ai/chat', {
      message: `${'Long day. '.repeat(450)} ${crisisMessage}`,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ChatReply).crisis).toBe(true);
    const { messages } = await history(a);
    expect(messages[0]!.content).toHaveLength(4000);
  });

  it('limits a person to 60 messages in 10 minutes, but never refuses a crisis message', async () => {
    const a = await register(h);
    const other = await register(h);
    clock.set(start);
    for (let i = 0; i < 60; i++) await send(a, `message ${i}: any tips for needle nerves?`);
    const limited = await call(a, 'POST', '/api/ai/chat', { message: 'one more' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    const crisis = await send(a, crisisMessage);
    expect(crisis.crisis).toBe(true);
    // Someone else is not limited by it.
    await send(other, 'hello');
    clock.advance(10 * 60 * 1000);
    expect((await send(a, 'back again')).crisis).toBe(false);
  });

  it('takes a JSON body of at most 1 MB', async () => {
    const a = await register(h);
    const res = await call(a, 'POST', '/api/ai/chat', {
      message: 'hi',
      context: 'x'.repeat(1024 * 1024),
    });
    expect(res.status).toBe(413);
  });
});

describe('the coach with Azure OpenAI (a fake server driving the real client)', () => {
  const clock = manualClock(start);
  let h: ApiHarness;
  let fake: FakeOpenAi;
  const call = caller(() => h);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    h = await startApi({
      clock,
      env: {
        AZURE_OPENAI_ENDPOINT: fake.url,
        AZURE_OPENAI_DEPLOYMENT: 'chat',
        AZURE_OPENAI_API_KEY: 'fake-key',
      },
      aiTimeouts: { attemptTimeoutMs: 400, maxRetries: 1, totalTimeoutMs: 1500 },
    });
  });
  afterAll(async () => {
    await h.stop();
    await fake.stop();
  });

  async function send(a: Account, message: string) {
    const res = await call(a, 'POST', '/api/ai/chat', { message });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ChatReply;
  }

  it('answers through the model with the rules, the history and the chosen name, never the legal name', async () => {
    const a = await register(h);
    await call(a, 'PUT', '/api/prescription', {
      medication: 'Testosterone cypionate',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      startDate: '2026-10-01',
      route: 'IM',
    });
    fake.reset();
    const first = await send(a, 'What should I ask at my next appointment?');
    expect(first).toMatchObject({ reply: fakeReplyText, source: 'azure-openai', crisis: false });
    clock.advance(1000);
    fake.behave({ kind: 'reply', text: 'Second answer.' });
    const second = await send(a, 'And about labs?');
    expect(second.reply).toBe('Second answer.');

    expect(fake.requests).toHaveLength(2);
    const request = fake.requests[1]!;
    expect(request.path).toBe('/openai/deployments/chat/chat/completions');
    expect(request.query.get('api-version')).toBe('2024-10-21');
    expect(request.headers['api-key']).toBe('fake-key');
    const messages = request.body.messages ?? [];
    expect(messages[0]).toMatchObject({ role: 'system' });
    expect(messages[0]!.content).toMatch(/Never give dosing instructions/);
    expect(messages[0]!.content).toMatch(/Never discuss methods or means of self-harm/);
    expect(messages[1]!.content).toMatch(/Name to use: Teddy/);
    expect(messages[1]!.content).toMatch(/0\.3mL weekly/);
    expect(messages[1]!.content).toMatch(/Next dose due: /);
    expect(messages.slice(2)).toEqual([
      { role: 'user', content: 'What should I ask at my next appointment?' },
      { role: 'assistant', content: fakeReplyText },
      { role: 'user', content: 'And about labs?' },
    ]);
    // The legal name (first and last) and the email never leave the server.
    expect(request.text).toContain('Teddy');
    expect(request.text).not.toContain('Legalname');
    expect(request.text).not.toContain('Theo');
    expect(request.text).not.toContain(a.email);
  });

  it('never sends a crisis message to the model', async () => {
    const a = await register(h);
    fake.reset();
    const body = await send(a, crisisMessage);
    expect(body.crisis).toBe(true);
    expect(body.resources.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(0);
    // Nor later, as history: the model only hears that resources were shown. (The follow-up must
    // screen as ordinary to reach the model: "thanks, I called someone" gets the caring reply.)
    await send(a, 'thanks, I called a friend');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.text).not.toContain("don't want to be alive");
    expect(fake.requests[0]!.body.messages?.[1]?.content).toMatch(/crisis resources/);
  });

  it.each([
    ['a 429', { kind: 'status', status: 429, headers: { 'retry-after-ms': '10' } }],
    ['a 500', { kind: 'status', status: 500, headers: { 'retry-after-ms': '10' } }],
  ] as const)('falls back to the offline coach on %s, after one retry', async (_name, behavior) => {
    const a = await register(h);
    fake.reset();
    fake.behave(behavior);
    const body = await send(a, 'How do I store my vial?');
    expect(body.source).toBe('offline');
    expect(body.reply).toContain(aiUnavailableNote);
    expect(body.reply).toContain(offlineCoachNotice);
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps to its deadline when the service asks to wait longer', async () => {
    const a = await register(h);
    fake.reset();
    fake.behave({ kind: 'status', status: 429, headers: { 'retry-after': '30' } });
    const began = Date.now();
    const body = await send(a, 'How do I store my vial?');
    expect(Date.now() - began).toBeLessThan(3000);
    expect(body.source).toBe('offline');
    expect(fake.requests).toHaveLength(1);
  });

  it('falls back to the offline coach when the model is too slow', async () => {
    const a = await register(h);
    fake.reset();
    fake.behave({ kind: 'reply', text: 'too late', delayMs: 5000 });
    const began = Date.now();
    const body = await send(a, 'How do I store my vial?');
    expect(Date.now() - began).toBeLessThan(3000);
    expect(body.source).toBe('offline');
    expect(body.reply).not.toContain('too late');
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
    expect(fake.requests.length).toBeLessThanOrEqual(2);
  });

  it('falls back when the model answers nothing usable', async () => {
    const a = await register(h);
    fake.reset();
    fake.behave({ kind: 'reply', text: '   ' });
    const body = await send(a, 'hello');
    expect(body.source).toBe('offline');
  });
});

describe('the coach when storage fails', () => {
  const clock = manualClock(start);
  let h: ApiHarness;
  let faults: ReturnType<typeof faultyStorage>;
  const call = caller(() => h);

  beforeAll(async () => {
    h = await startApi({
      clock,
      wrapStorage: (storage) => {
        faults = faultyStorage(storage);
        return faults.storage;
      },
    });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('still answers a crisis message with resources when it cannot be stored', async () => {
    const a = await register(h);
    faults.failAfter(0);
    try {
      const crisis = await call(a, 'POST', '/api/ai/chat', { message: crisisMessage });
      expect(crisis.status).toBe(200);
      const body = (await crisis.json()) as ChatReply;
      expect(body.crisis).toBe(true);
      expect(body.resources.length).toBeGreaterThan(0);
      expect(h.log.lines.some((l) => l.includes('caring exchange not stored'))).toBe(true);
      expect(h.log.lines.join('\n')).not.toContain("don't want to be alive");
      // Anything else reports the outage as usual.
      const other = await call(a, 'POST', '/api/ai/chat', { message: 'hello' });
      expect(other.status).toBe(503);
    } finally {
      faults.heal();
    }
  });
});
