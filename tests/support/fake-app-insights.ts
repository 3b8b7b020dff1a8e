import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** One Application Insights telemetry item as the exporter sends it (Breeze envelope). */
export interface Envelope {
  name: string;
  time: string;
  iKey: string;
  tags?: Record<string, string>;
  data?: {
    baseType?: string;
    baseData?: {
      id?: string;
      name?: string;
      message?: string;
      severityLevel?: string;
      responseCode?: string;
      resultCode?: string;
      success?: boolean;
      data?: string;
      type?: string;
      target?: string;
      url?: string;
      properties?: Record<string, string>;
      [key: string]: unknown;
    };
  };
}

export interface FakeAppInsights {
  /** APPLICATIONINSIGHTS_CONNECTION_STRING pointing here. */
  connectionString: string;
  /** The fake's self-signed certificate: give it to the exporter's process as NODE_EXTRA_CA_CERTS. */
  caFile: string;
  envelopes: Envelope[];
  /** Every request body as received (decompressed), to search for what must never be sent. */
  rawBodies: string[];
  stop(): Promise<void>;
}

export const fakeInstrumentationKey = '11111111-2222-4333-8444-555555555555';

/**
 * An Application Insights ingestion endpoint (POST /v2.1/track) on loopback, over HTTPS with a
 * certificate made for this run by openssl: the exporter upgrades every endpoint to https.
 */
export async function startFakeAppInsights(): Promise<FakeAppInsights> {
  const dir = mkdtempSync(join(tmpdir(), 'stride-ai-'));
  const keyFile = join(dir, 'key.pem');
  const caFile = join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      caFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);

  const envelopes: Envelope[] = [];
  const rawBodies: string[] = [];
  const server = createServer(
    { key: readFileSync(keyFile), cert: readFileSync(caFile) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const text = body.toString('utf8');
        rawBodies.push(text);
        let accepted = 0;
        if (req.method === 'POST' && req.url?.startsWith('/v2.1/track')) {
          // A JSON array, or one envelope per line.
          const items = text.trim().startsWith('[')
            ? (JSON.parse(text) as Envelope[])
            : text
                .split('\n')
                .filter((l) => l.trim())
                .map((l) => JSON.parse(l) as Envelope);
          envelopes.push(...items);
          accepted = items.length;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ itemsReceived: accepted, itemsAccepted: accepted, errors: [] }));
      });
    },
  );
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    connectionString: `InstrumentationKey=${fakeInstrumentationKey};IngestionEndpoint=https://127.0.0.1:${port}/`,
    caFile,
    envelopes,
    rawBodies,
    async stop() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
