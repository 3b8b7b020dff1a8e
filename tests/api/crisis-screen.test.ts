import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply } from '../../api/src/contracts/ai.js';
import { dosingReplacedNote } from '../../api/src/routes/ai.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, startApi, type ApiHarness } from '../support/api.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';

/**
 * The crisis screen over HTTP: each tier's reply, context across messages, safe mode, Azure AI
 * Content Safety as a third layer (a fake on loopback), and the model's own reply screened.
 */
const start = Date.parse('2026-11-21T15:01:00Z');
const menuWords = /here'?s what i can help with|i can help you with|things i can do/i;

async function chatAs(h: ApiHarness, account: Account, message: string): Promise<ChatReply> {
  const res = await h.request('/api/ai/chat', {
    method: 'POST',
    headers: { ...bearer(account.token), 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChatReply;
}

describe('the crisis screen, offline coach', () => {
  const clock = manualClock(start);
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApi({ clock });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('answers each tier with its own reply shape', async () => {
    const a = await register(h);
    const urgent = await chatAs(h, a, "I've decided tonight is the night I end it");
    expect(urgent).toMatchObject({ crisis: true, tier: 'urgent', safeMode: true });
    expect(urgent.resources.some((r) => r.phone === '988')).toBe(true);

    const b = await register(h);
    const concern = await chatAs(h, b, "honestly everyone would be better off if i wasn't around");
    expect(concern).toMatchObject({ crisis: true, tier: 'concern' });
    expect(concern.resources.length).toBeGreaterThan(0);

    const c = await register(h);
    const distress = await chatAs(h, c, 'I feel hopeless');
    expect(distress).toMatchObject({ crisis: false, tier: 'distress', safeMode: false });
    expect(distress.reply).toMatch(/hopeless/i);
    expect(distress.reply).toMatch(/thoughts like that|thinking about suicide|suicide/i);
    expect(distress.reply).not.toMatch(menuWords);
    expect(distress.reply).not.toMatch(/\bXP\b|streak/i);
    // The quiet "Need to talk to someone now?" line needs the resources.
    expect(distress.resources.length).toBeGreaterThan(0);

    const ordinary = await chatAs(h, c, 'How should I rotate my injection sites?');
    expect(ordinary).toMatchObject({ crisis: false, tier: 'none', resources: [] });
  });

  it('reads the messages just before the newest one', async () => {
    const a = await register(h);
    const first = await chatAs(h, a, "I can't do this anymore");
    expect(first.tier).toBe('distress');
    const second = await chatAs(h, a, 'I picked a date');
    expect(second).toMatchObject({ crisis: true, tier: 'urgent' });

    // The same words after ordinary talk are not a crisis.
    const b = await register(h);
    await chatAs(h, b, 'How should I rotate my injection sites?');
    const alone = await chatAs(h, b, 'I picked a date for top surgery!');
    expect(alone.crisis).toBe(false);
  });

  it('stays in safe mode for the rest of the session after a crisis', async () => {
    const a = await register(h);
    await chatAs(h, a, 'i want to kms');
    clock.advance(60_000);
    const after = await chatAs(h, a, 'thanks. what can you do?');
    expect(after).toMatchObject({ crisis: false, safeMode: true });
    expect(after.reply).toMatch(/how are you doing right now/i);
    expect(after.reply).not.toMatch(menuWords);
    expect(after.reply).not.toMatch(/\bXP\b|streak|achievement/i);

    const practical = await chatAs(h, a, 'where should I inject next?');
    expect(practical.safeMode).toBe(true);
    expect(practical.reply).toMatch(/how are you doing right now/i);
    expect(practical.reply.length).toBeGreaterThan(200);

    // A new session, half a day later, is ordinary again.
    clock.advance(13 * 60 * 60 * 1000);
    const later = await chatAs(h, a, 'hi');
    expect(later.safeMode).toBe(false);
  });
});

describe('journal entries that screen as a crisis', () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApi({ clock: manualClock(start) });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('carry support: true on every read and write, worked out afresh when the entry changes', async () => {
    const a = await register(h);
    const call = (
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) =>
      h.request(path, {
        method,
        headers: { ...bearer(a.token), 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    type EntryReply = { entry: { id: string; etag: string; support?: boolean } };
    const heavy = (await (
      await call('POST', '/api/journal', {
        title: 'Late',
        content: 'Another fight at home. Honestly everyone would be better off without me.',
      })
    ).json()) as EntryReply;
    expect(heavy.entry.support).toBe(true);
    const light = (await (
      await call('POST', '/api/journal', {
        title: 'Shot day',
        content: 'Left thigh, barely felt it.',
      })
    ).json()) as EntryReply;
    expect(light.entry.support).toBeUndefined();

    const list = (await (await call('GET', '/api/journal')).json()) as {
      entries: { id: string; support?: boolean }[];
    };
    expect(list.entries.find((e) => e.id === heavy.entry.id)?.support).toBe(true);
    expect(list.entries.find((e) => e.id === light.entry.id)?.support).toBeUndefined();
    const one = (await (await call('GET', `/api/journal/${heavy.entry.id}`)).json()) as EntryReply;
    expect(one.entry.support).toBe(true);

    // Rewritten as an ordinary day, the card goes.
    const edited = (await (
      await call(
        'PUT',
        `/api/journal/${heavy.entry.id}`,
        { title: 'Late', content: 'Talked it out with my mom. We are okay.' },
        { 'if-match': one.entry.etag },
      )
    ).json()) as EntryReply;
    expect(edited.entry.support).toBeUndefined();
  });
});

interface FakeSafety {
  url: string;
  requests: { key: string | undefined; body: { text?: string; categories?: string[] } }[];
  mode: 'flag' | 'slow' | 'error';
  stop(): Promise<void>;
}

async function startFakeContentSafety(): Promise<FakeSafety> {
  const fake: FakeSafety = { url: '', requests: [], mode: 'flag', stop: async () => {} };
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(
        Buffer.concat(chunks).toString('utf8'),
      ) as FakeSafety['requests'][0]['body'];
      const key = req.headers['ocp-apim-subscription-key'];
      fake.requests.push({ key: typeof key === 'string' ? key : undefined, body });
      if (!req.url?.startsWith('/contentsafety/text:analyze?api-version=')) {
        res.writeHead(404).end();
        return;
      }
      if (fake.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{}}');
        return;
      }
      const answer = () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            blocklistsMatch: [],
            categoriesAnalysis: [{ category: 'SelfHarm', severity: 4 }],
          }),
        );
      if (fake.mode === 'slow') setTimeout(answer, 2_000);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  fake.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

describe('Azure AI Content Safety as a third layer', () => {
  let h: ApiHarness;
  let safety: FakeSafety;
  beforeAll(async () => {
    safety = await startFakeContentSafety();
    h = await startApi({
      clock: manualClock(start),
      env: { AZURE_CONTENT_SAFETY_ENDPOINT: safety.url, AZURE_CONTENT_SAFETY_KEY: 'safety-key' },
      contentSafetyTimeoutMs: 300,
    });
  });
  afterAll(async () => {
    await h.stop();
    await safety.stop();
  });

  it('adds a flag the other layers did not raise', async () => {
    safety.mode = 'flag';
    const a = await register(h);
    const reply = await chatAs(h, a, 'the weather is nice');
    expect(reply).toMatchObject({ crisis: true, tier: 'urgent' });
    const sent = safety.requests.at(-1);
    expect(sent?.key).toBe('safety-key');
    expect(sent?.body).toMatchObject({ text: 'the weather is nice', categories: ['SelfHarm'] });
  });

  it('is not asked when the screen already found a crisis, and never removes a flag', async () => {
    safety.mode = 'error';
    const a = await register(h);
    const before = safety.requests.length;
    const reply = await chatAs(h, a, 'I want to kill myself');
    expect(reply.crisis).toBe(true);
    expect(safety.requests.length).toBe(before);
  });

  it('is ignored when it is slow or fails', async () => {
    const a = await register(h);
    safety.mode = 'slow';
    const startedAt = Date.now();
    const slow = await chatAs(h, a, 'what should I eat before the gym?');
    expect(slow).toMatchObject({ crisis: false, tier: 'none' });
    expect(Date.now() - startedAt).toBeLessThan(1_800);
    safety.mode = 'error';
    const failed = await chatAs(h, a, 'how do I store my vial?');
    expect(failed).toMatchObject({ crisis: false, tier: 'none' });
    expect(h.log.lines.join('\n')).not.toContain('how do I store my vial');
  });
});

describe("the model's own reply is screened", () => {
  let h: ApiHarness;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    h = await startApi({
      clock: manualClock(start),
      env: {
        AZURE_OPENAI_ENDPOINT: fake.url,
        AZURE_OPENAI_DEPLOYMENT: 'chat',
        AZURE_OPENAI_API_KEY: 'fake-key',
      },
      aiTimeouts: { attemptTimeoutMs: 400, maxRetries: 0, totalTimeoutMs: 1500 },
    });
  });
  afterAll(async () => {
    await h.stop();
    await fake.stop();
  });

  it('replaces a reply that screens as a crisis with the crisis reply and resources', async () => {
    const a = await register(h);
    fake.behave({
      kind: 'reply',
      text: 'Honestly it sounds like you want to die, and that is understandable.',
    });
    const reply = await chatAs(h, a, 'work was long today');
    expect(reply).toMatchObject({ crisis: true, source: 'offline' });
    expect(reply.reply).not.toContain('want to die');
    expect(reply.resources.length).toBeGreaterThan(0);
  });

  it('replaces dosing instructions with the built-in guide', async () => {
    const a = await register(h);
    fake.behave({
      kind: 'reply',
      text: 'You missed it? Just inject an extra 0.5 ml today to catch up.',
    });
    const reply = await chatAs(h, a, 'I missed my shot yesterday');
    expect(reply).toMatchObject({ crisis: false, source: 'offline' });
    expect(reply.reply.startsWith(dosingReplacedNote)).toBe(true);
    expect(reply.reply).not.toContain('0.5 ml');
  });

  it('keeps an ordinary reply', async () => {
    const a = await register(h);
    fake.behave({
      kind: 'reply',
      text: 'Nice work logging that. Your prescriber can help with timing questions.',
    });
    const reply = await chatAs(h, a, 'logged my shot');
    expect(reply).toMatchObject({ crisis: false, source: 'azure-openai', tier: 'none' });
  });
});
