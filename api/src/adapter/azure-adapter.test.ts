import azureFunctions from '@azure/functions';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleWithApp, parseSetCookie, toAzureResponse, toWebRequest } from './azure-adapter.js';

// The package is CommonJS: import its default and destructure.
const { HttpRequest } = azureFunctions;

function azureRequest(init: ConstructorParameters<typeof HttpRequest>[0]) {
  return new HttpRequest(init);
}

const echo = new Hono().all('/api/*', async (c) => {
  const body = await c.req.arrayBuffer();
  return c.json({
    method: c.req.method,
    url: c.req.url,
    path: c.req.path,
    tags: c.req.queries('tags') ?? [],
    contentType: c.req.header('content-type') ?? null,
    custom: c.req.header('x-stride-auth') ?? null,
    bodyLength: body.byteLength,
    bodyText: new TextDecoder().decode(body),
  });
});

describe('toWebRequest', () => {
  it('keeps method, headers, query string (repeated keys) and a JSON body', async () => {
    const res = await handleWithApp(
      azureRequest({
        method: 'POST',
        url: 'http://localhost:7071/api/journal?search=a%20b&tags=x&tags=y',
        headers: { 'content-type': 'application/json', 'x-stride-auth': 'Bearer t' },
        body: { string: '{"title":"é"}' },
      }),
      echo.fetch,
    );
    expect(res.status).toBe(200);
    const body = JSON.parse(new TextDecoder().decode(res.body));
    expect(body).toMatchObject({
      method: 'POST',
      path: '/api/journal',
      tags: ['x', 'y'],
      contentType: 'application/json',
      custom: 'Bearer t',
      bodyText: '{"title":"é"}',
    });
    expect(body.url).toBe('http://localhost:7071/api/journal?search=a%20b&tags=x&tags=y');
  });

  it('uses the original URL Static Web Apps forwards', async () => {
    const req = await toWebRequest(
      azureRequest({
        method: 'GET',
        url: 'http://127.0.0.1:7071/api/health',
        headers: { 'x-ms-original-url': 'https://stride.example.org/api/health?x=1' },
      }),
    );
    expect(req.url).toBe('https://stride.example.org/api/health?x=1');
  });

  it('ignores a malformed original URL', async () => {
    const req = await toWebRequest(
      azureRequest({
        method: 'GET',
        url: 'http://127.0.0.1:7071/api/health',
        headers: { 'x-ms-original-url': '/relative' },
      }),
    );
    expect(req.url).toBe('http://127.0.0.1:7071/api/health');
  });

  it('turns an empty POST without a content type into a request without a body', async () => {
    const req = await toWebRequest(
      azureRequest({ method: 'POST', url: 'http://h/api/auth/logout' }),
    );
    expect(req.body).toBeNull();
    expect(req.headers.get('content-type')).toBeNull();
    expect(req.headers.get('content-length')).toBeNull();
  });

  it('passes binary bodies byte for byte', async () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    const req = await toWebRequest(
      azureRequest({
        method: 'POST',
        url: 'http://h/api/photos',
        headers: { 'content-type': 'application/octet-stream' },
        body: { bytes },
      }),
    );
    expect(new Uint8Array(await req.arrayBuffer())).toEqual(bytes);
    expect(req.headers.get('content-length')).toBe('256');
  });
});

describe('toAzureResponse', () => {
  it('keeps status, headers and a JSON body', async () => {
    const res = await toAzureResponse(
      new Response(JSON.stringify({ ok: true }), {
        status: 201,
        headers: { 'content-type': 'application/json', 'x-custom': 'yes' },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.headers).toMatchObject({ 'content-type': 'application/json', 'x-custom': 'yes' });
    expect(JSON.parse(new TextDecoder().decode(res.body))).toEqual({ ok: true });
    expect(res.cookies).toEqual([]);
  });

  it('keeps binary bodies byte for byte', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x10]);
    const res = await toAzureResponse(
      new Response(bytes, { headers: { 'content-type': 'image/jpeg' } }),
    );
    expect(res.body).toEqual(bytes);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('answers no body for 204', async () => {
    const res = await toAzureResponse(new Response(null, { status: 204 }));
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
  });

  it('splits several Set-Cookie headers into Azure cookies', async () => {
    const headers = new Headers();
    headers.append('set-cookie', 'a=1; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=60');
    headers.append(
      'set-cookie',
      'b=two, with comma; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
    );
    const res = await toAzureResponse(new Response('x', { headers }));
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.cookies).toEqual([
      {
        name: 'a',
        value: '1',
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
        maxAge: 60,
      },
      {
        name: 'b',
        value: 'two, with comma',
        path: '/',
        expires: new Date('Wed, 21 Oct 2026 07:28:00 GMT'),
      },
    ]);
  });
});

describe('parseSetCookie', () => {
  it('reads a bare cookie and SameSite=None with a domain', () => {
    expect(parseSetCookie('k=v')).toEqual({ name: 'k', value: 'v' });
    expect(parseSetCookie('k=; Domain=example.org; SameSite=None')).toEqual({
      name: 'k',
      value: '',
      domain: 'example.org',
      sameSite: 'None',
    });
  });
});
