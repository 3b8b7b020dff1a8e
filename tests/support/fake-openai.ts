import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: what the real AzureOpenAI client sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The raw body text (search it for what must or must not have been sent). */
  text: string;
  body: {
    model?: string;
    messages?: { role: string; content: string | { type: string; [key: string]: unknown }[] }[];
    [key: string]: unknown;
  };
}

/** What the fake answers: a chat completion (the default), a status, or a late answer. */
export type FakeBehavior =
  | { kind: 'reply'; text: string; delayMs?: number }
  | { kind: 'status'; status: number; headers?: Record<string, string> };

export interface FakeOpenAi {
  /** The endpoint to configure (AZURE_OPENAI_ENDPOINT). */
  url: string;
  requests: ReceivedRequest[];
  /** Sets what every following request gets. */
  behave(behavior: FakeBehavior): void;
  reset(): void;
  stop(): Promise<void>;
}

export const fakeReplyText = 'You are doing great. Keep logging your doses, and ask your provider.';

export function chatCompletion(text: string, model = 'gpt-4o-mini') {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: text, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * An OpenAI-compatible server on loopback answering Azure's
 * POST /openai/deployments/{deployment}/chat/completions?api-version=..., so tests drive the
 * real AzureOpenAI client end to end.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: ReceivedRequest[] = [];
  let behavior: FakeBehavior = { kind: 'reply', text: fakeReplyText };
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: ReceivedRequest['body'] = {};
      try {
        body = JSON.parse(text) as ReceivedRequest['body'];
      } catch {
        // Recorded as text only.
      }
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        text,
        body,
      });
      const match = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/.exec(url.pathname);
      if (req.method !== 'POST' || !match) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'NotFound', message: 'No such route' } }));
        return;
      }
      const current = behavior;
      if (current.kind === 'status') {
        res.writeHead(current.status, { 'content-type': 'application/json', ...current.headers });
        res.end(JSON.stringify({ error: { code: String(current.status), message: 'Fake error' } }));
        return;
      }
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(chatCompletion(current.text, match[1])));
      };
      if (current.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, current.delayMs);
        timers.add(timer);
      } else {
        send();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    behave(next) {
      behavior = next;
    },
    reset() {
      requests.length = 0;
      behavior = { kind: 'reply', text: fakeReplyText };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
