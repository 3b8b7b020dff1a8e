import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiUpload } from './api-client';
import { ApiError } from './api-error';
import { storageKeys } from './storage-keys';

/** A stand-in XMLHttpRequest that answers what `respond` says once the body is sent. */
function fakeXhr(respond: { status: number; statusText: string; body: string } | 'network') {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = {
      method: '',
      url: '',
      headers: {} as Record<string, string>,
      body: null as unknown,
    };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      queueMicrotask(() => {
        this.upload.onprogress?.({
          loaded: 50,
          total: 100,
          lengthComputable: true,
        } as ProgressEvent);
        this.upload.onprogress?.({
          loaded: 100,
          total: 100,
          lengthComputable: true,
        } as ProgressEvent);
        if (respond === 'network') return this.onerror?.();
        Object.assign(this, {
          status: respond.status,
          statusText: respond.statusText,
          responseText: respond.body,
        });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const schema = z.object({ id: z.string() });

describe('apiUpload', () => {
  it('posts the form to /api with the token and reports progress', async () => {
    localStorage.setItem(storageKeys.authToken, 'abc');
    const sent = fakeXhr({ status: 201, statusText: 'Created', body: '{"id":"p1"}' });
    const form = new FormData();
    form.append('context', 'note');
    const progress: number[] = [];
    await expect(
      apiUpload('/ai/analyze-image', form, {
        schema,
        onProgress: ({ loaded, total }) => progress.push(loaded / (total ?? 1)),
      }),
    ).resolves.toEqual({ id: 'p1' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/ai/analyze-image', body: form });
    expect(sent[0]?.headers['X-Stride-Auth']).toBe('Bearer abc');
    expect(sent[0]?.headers['Content-Type']).toBeUndefined();
    expect(progress).toEqual([0.5, 1]);
  });

  it("turns an error answer into an ApiError carrying the server's message and statusText", async () => {
    fakeXhr({
      status: 413,
      statusText: 'Payload Too Large',
      body: JSON.stringify({
        error: { code: 'too_large', message: 'Photos must be at most 10 MB' },
      }),
    });
    const error = (await apiUpload('/ai/analyze-image', new FormData(), { schema }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(413);
    expect(error.message).toBe('Photos must be at most 10 MB');
    expect(error.details['statusText']).toBe('Payload Too Large');
  });

  it('answers a network ApiError when the server cannot be reached', async () => {
    fakeXhr('network');
    const error = (await apiUpload('/x', new FormData(), { schema }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });
});
