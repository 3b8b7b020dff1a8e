import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, type Account } from '../support/accounts.js';
import { postJson } from '../support/api.js';
import { startAzurite, type RunningAzurite } from '../support/azurite.js';
import {
  fakeInstrumentationKey,
  startFakeAppInsights,
  type Envelope,
  type FakeAppInsights,
} from '../support/fake-app-insights.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';

/**
 * Telemetry as Azure would receive it: the API runs in its own process (the distro registers
 * process-wide providers) with APPLICATIONINSIGHTS_CONNECTION_STRING pointing at a fake ingestion
 * endpoint, serves real requests against Azurite, and flushes when it stops.
 */

const root = join(import.meta.dirname, '..', '..');
const secret = 'Quillon-private-diary-words';
const searchTerm = 'Marrowfield';
const coachSecret = 'Tessaract-coach-confidence';

let azurite: RunningAzurite;
let ingest: FakeAppInsights;
let openAi: FakeOpenAi;

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
    APPLICATIONINSIGHTS_CONNECTION_STRING: ingest.connectionString,
    // Trust the fake's certificate.
    NODE_EXTRA_CA_CERTS: ingest.caFile,
    ...extra,
  };
}

/** Runs a TypeScript entry point in a new Node process and collects its output. */
function runNode(entry: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output(): string } {
  const guard = join(root, 'tests', 'support', 'loopback-only.mjs');
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', guard, entry], {
    cwd: root,
    env,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

async function waitFor(condition: () => boolean, what: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const byType = (type: string) => (e: Envelope) => e.data?.baseType === type;

beforeAll(async () => {
  [azurite, ingest, openAi] = await Promise.all([
    startAzurite(),
    startFakeAppInsights(),
    startFakeOpenAi(),
  ]);
});

afterAll(async () => {
  await Promise.all([azurite?.stop(), ingest?.stop(), openAi?.stop()]);
});

describe('telemetry to Application Insights (Azure Monitor OpenTelemetry distro)', () => {
  let account: Account;
  let stdout = '';

  beforeAll(async () => {
    // The model is down: the coach answers offline and the failure is logged and traced.
    openAi.behave({ kind: 'status', status: 500 });
    const api = runNode(
      'api/src/main.ts',
      childEnv({
        PORT: '0',
        AZURE_OPENAI_ENDPOINT: openAi.url,
        AZURE_OPENAI_DEPLOYMENT: 'chat',
        AZURE_OPENAI_API_KEY: 'fake-key',
      }),
    );
    await waitFor(() => /listening on (\S+)\/api/.test(api.output()), 'the API to listen');
    const base = /listening on (\S+)\/api/.exec(api.output())![1]!;
    const h = { request: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init) };

    account = await register(h);
    const auth = { ...bearer(account.token), 'content-type': 'application/json' };
    const post = (path: string, body: unknown) =>
      h.request(path, { method: 'POST', headers: auth, body: JSON.stringify(body) });
    expect(
      (
        await post('/api/journal', {
          title: secret,
          content: `${secret} ${searchTerm}`,
          tags: ['hidden-tag'],
        })
      ).status,
    ).toBe(201);
    expect((await h.request(`/api/journal?search=${searchTerm}`, { headers: auth })).status).toBe(
      200,
    );
    expect((await post('/api/checkins', { mood: 2, note: secret })).status).toBeLessThan(300);
    const chat = await post('/api/ai/chat', { message: `${coachSecret} how do I rotate sites?` });
    expect(chat.status).toBe(200);
    expect(
      (
        await h.request('/api/journal', {
          ...postJson(`{"title": "${secret} broken`),
          headers: auth,
        })
      ).status,
    ).toBe(400);
    expect((await h.request('/api/journal/tags', { headers: auth })).status).toBe(200);
    expect((await h.request('/api/no-such-route')).status).toBe(404);
    expect((await h.request('/api/injections')).status).toBe(401);

    api.child.kill('SIGTERM');
    await once(api.child, 'exit');
    stdout = api.output();
  }, 90_000);

  it('sends one request per API call, named by its route template, with its status', () => {
    const requests = ingest.envelopes.filter(byType('RequestData')).map((e) => e.data!.baseData!);
    const seen = requests.map((r) => `${r.name} ${r.responseCode}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register 201',
        'POST /api/journal 201',
        'GET /api/journal 200',
        'GET /api/journal/tags 200',
        'POST /api/ai/chat 200',
        'POST /api/journal 400',
        'GET (unmatched) 404',
        'GET /api/injections 401',
      ]),
    );
    for (const e of ingest.envelopes) {
      expect(e.iKey).toBe(fakeInstrumentationKey);
      expect(e.tags?.['ai.cloud.role']).toBe('stride-api');
    }
  });

  it('records storage calls as dependencies of the request that made them', () => {
    const requests = ingest.envelopes.filter(byType('RequestData'));
    const register = requests.find((e) => e.data!.baseData!.name === 'POST /api/auth/register')!;
    const operation = register.tags!['ai.operation.id'];
    const storage = ingest.envelopes
      .filter(byType('RemoteDependencyData'))
      .filter((e) => e.tags!['ai.operation.id'] === operation);
    expect(storage.length).toBeGreaterThan(0);
    expect(
      storage.some(
        (e) => e.data!.baseData!.properties?.['az.namespace'] === 'Microsoft.Data.Tables',
      ),
    ).toBe(true);
    // A storage 404 (a lookup of something not there yet) is a failed dependency with its
    // result code, never an "exceptions" row carrying the service's reply.
    const failed = ingest.envelopes
      .filter(byType('RemoteDependencyData'))
      .filter((e) => e.data!.baseData!.resultCode === '404');
    expect(failed.length).toBeGreaterThan(0);
    expect(ingest.envelopes.filter(byType('ExceptionData'))).toEqual([]);
  });

  it('traces the coach model as a failed dependency and logs the failure with fields', () => {
    const model = ingest.envelopes
      .filter(byType('RemoteDependencyData'))
      .find((e) => e.data!.baseData!.name === 'chat chat');
    expect(model?.data?.baseData?.success).toBe(false);
    const logged = ingest.envelopes
      .filter(byType('MessageData'))
      .find((e) => e.data!.baseData!.message?.startsWith('coach model: unavailable'));
    expect(logged?.data?.baseData?.severityLevel).toBe('Error');
    expect(logged?.data?.baseData?.properties).toMatchObject({ deployment: 'chat' });
    // The log line belongs to the chat request's operation.
    const chat = ingest.envelopes
      .filter(byType('RequestData'))
      .find((e) => e.data!.baseData!.name === 'POST /api/ai/chat')!;
    expect(logged!.tags!['ai.operation.id']).toBe(chat.tags!['ai.operation.id']);
  });

  it('never sends a body, a query, a token, a password, an email, an id or a storage key', () => {
    const sent = ingest.rawBodies.join('\n');
    expect(ingest.envelopes.length).toBeGreaterThan(10);
    for (const leak of [
      secret,
      searchTerm,
      'hidden-tag',
      coachSecret,
      account.token,
      account.password,
      account.email,
      account.userId,
      'PartitionKey',
      'RowKey',
      '$filter',
      'search=',
    ]) {
      expect(sent, leak).not.toContain(leak);
    }
  });

  it('tries no address outside this machine (no SDK-health reports, no Live Metrics)', () => {
    expect(stdout).not.toMatch(/loopback-only: refused a connection to (?!169\.254\.169\.254)/);
  });

  it('keeps request lines off the console when the telemetry carries them', () => {
    expect(stdout).toContain(
      'Telemetry: sending requests, dependencies and logs to Application Insights',
    );
    expect(stdout).not.toMatch(/(GET|POST) \/api\/\S+ \d{3} \d+ms/);
  });
});

describe('telemetry in the Azure Functions entry point', () => {
  it('joins the Functions host operation of the invocation (traceparent)', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    ingest.envelopes.length = 0;
    const run = runNode(
      'tests/support/azure-function-child.ts',
      childEnv({ TEST_TRACEPARENT: `00-${traceId}-${parentId}-01` }),
    );
    const [code] = (await once(run.child, 'exit')) as [number];
    expect(code, run.output()).toBe(0);
    expect(run.output()).toContain('STATUS 200');
    const request = ingest.envelopes
      .filter(byType('RequestData'))
      .find((e) => e.data!.baseData!.name === 'GET /api/health');
    expect(request, JSON.stringify(ingest.envelopes.map((e) => e.name))).toBeDefined();
    expect(request!.tags!['ai.operation.id']).toBe(traceId);
    expect(request!.tags!['ai.operation.parentId']).toBe(parentId);
  }, 60_000);

  it('keeps serving, and stops cleanly, when Application Insights cannot be reached', async () => {
    const run = runNode(
      'tests/support/azure-function-child.ts',
      childEnv({
        APPLICATIONINSIGHTS_CONNECTION_STRING: `InstrumentationKey=${fakeInstrumentationKey};IngestionEndpoint=https://127.0.0.1:9/`,
      }),
    );
    const [code] = (await once(run.child, 'exit')) as [number];
    expect(code, run.output()).toBe(0);
    expect(run.output()).toContain('STATUS 200');
    expect(run.output()).toContain('Telemetry: the last batch could not be sent');
  }, 60_000);
});
