import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiDownload, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { storageKeys } from './storage-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const okSchema = z.object({ ok: z.boolean() });

describe('apiRequest', () => {
  it('sends JSON to /api and the token as X-Stride-Auth', async () => {
    localStorage.setItem(storageKeys.authToken, 'abc');
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(
      apiRequest('/thing', { method: 'POST', body: { a: 1 }, schema: okSchema }),
    ).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/thing');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Stride-Auth']).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no auth header without a token', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/thing');
    const headers = (fetchMock.mock.calls[0] as [string, RequestInit])[1].headers as Record<
      string,
      string
    >;
    expect(headers['X-Stride-Auth']).toBeUndefined();
  });

  it('turns the api.md error body into a typed ApiError', async () => {
    const body = {
      error: { code: 'validation', message: 'Check the form.', fields: { email: 'Bad email' } },
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(body, { status: 400 })));
    const error = await apiRequest('/thing', { schema: okSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'validation',
      message: 'Check the form.',
      fields: { email: 'Bad email' },
    });
    expect((error as ApiError).isServerUnavailable).toBe(false);
  });

  it('tells a network failure, a 5xx and a wrong body apart', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const network = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(network.isNetworkError).toBe(true);
    expect(network.status).toBe(0);
    expect(network.isServerUnavailable).toBe(true);

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 502 })));
    const gateway = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(gateway).toMatchObject({ kind: 'http', status: 502, message: '' });
    expect(gateway.isServerUnavailable).toBe(true);

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 200 })));
    const html = (await apiRequest('/x', { schema: okSchema }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(html.kind).toBe('invalid-response');
    expect(html.isServerUnavailable).toBe(true);
  });
});

describe('apiDownload', () => {
  it('sends the token and answers the file with its suggested name', async () => {
    localStorage.setItem(storageKeys.authToken, 'abc');
    const fetchMock = vi.fn().mockResolvedValue(
      new Response('date,dose\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="stride-injections.csv"',
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/account/export/injections.csv');
    expect(file.fileName).toBe('stride-injections.csv');
    expect(await file.blob.text()).toBe('date,dose\n');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/account/export/injections.csv');
    expect((init.headers as Record<string, string>)['X-Stride-Auth']).toBe('Bearer abc');
  });

  it('turns an error answer into an ApiError, like apiRequest', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          Response.json({ error: { code: 'not_found', message: 'Nope' } }, { status: 404 }),
        ),
    );
    await expect(apiDownload('/account/export')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Nope',
    });
  });
});
