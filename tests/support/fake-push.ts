import { spawnSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { globalAgent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// web-push's own encryption library (a dependency of web-push): the fake service decrypts
// what it receives, as a browser would, so tests read the notification's words.
// @ts-expect-error http_ece ships no types
import ece from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload (JSON of {title, body, tag, url}). */
  message: { title: string; body: string; tag: string; url: string };
}

export interface FakeDevice {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** A certificate for 127.0.0.1 made for this run (web-push speaks https only). */
function loopbackCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'stride-push-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile].concat([
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

/**
 * A push service on loopback, over https with a certificate this process trusts (the default
 * https agent, which web-push uses, is given it as its CA: nothing else here speaks https). Endpoints under /gone/ answer 410 (the subscription expired);
 * every other endpoint accepts (201) and records the decrypted message.
 */
export async function startFakePush(): Promise<{
  received: ReceivedPush[];
  device(name: string, options?: { gone?: boolean }): FakeDevice;
  stop(): Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const tls = loopbackCertificate();
  globalAgent.options.ca = tls.cert;
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      if (path.startsWith('/gone/')) {
        res.writeHead(410).end();
        return;
      }
      const device = devices.get(path);
      if (!device) {
        res.writeHead(404).end();
        return;
      }
      const plain = (ece as { decrypt(b: Buffer, p: Record<string, unknown>): Buffer }).decrypt(
        Buffer.concat(chunks),
        {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth.toString('base64url'),
        },
      );
      received.push({ path, headers: req.headers, message: JSON.parse(plain.toString('utf8')) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    device(name, options = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/${options.gone ? 'gone' : 'push'}/${name}`;
      devices.set(path, { ecdh, auth });
      return {
        subscription: {
          endpoint: `https://127.0.0.1:${port}${path}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
