import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyCallMaxAgeMs, takeEarlyCall } from './early-calls';

const response = Promise.resolve(new Response('{}'));

describe('takeEarlyCall', () => {
  afterEach(() => {
    delete window.__strideEarlyCalls;
    vi.useRealTimers();
  });

  it('drops a call older than earlyCallMaxAgeMs: the page asks afresh', () => {
    vi.useFakeTimers();
    window.__strideEarlyCalls = { '/api/auth/me': { token: 't1', response, at: Date.now() } };
    vi.advanceTimersByTime(earlyCallMaxAgeMs + 1);
    expect(takeEarlyCall('/api/auth/me', 't1')).toBeUndefined();
    expect(window.__strideEarlyCalls['/api/auth/me']).toBeUndefined();
  });

  it('answers a call boot.js started, once, for the same URL and token', () => {
    window.__strideEarlyCalls = { '/api/auth/me': { token: 't1', response, at: Date.now() } };
    expect(takeEarlyCall('/api/auth/me', 't1')).toBe(response);
    expect(takeEarlyCall('/api/auth/me', 't1')).toBeUndefined();
  });

  it('drops a call made with another token, or when there is no token now', () => {
    window.__strideEarlyCalls = {
      '/api/auth/me': { token: 'old', response, at: Date.now() },
      '/api/journal/tags': { token: 't1', response, at: Date.now() },
    };
    expect(takeEarlyCall('/api/auth/me', 'new')).toBeUndefined();
    expect(takeEarlyCall('/api/auth/me', 'old')).toBeUndefined(); // dropped, not kept
    expect(takeEarlyCall('/api/journal/tags', null)).toBeUndefined();
  });

  it('answers nothing for a URL boot.js did not ask for, or with no early calls at all', () => {
    expect(takeEarlyCall('/api/auth/me', 't1')).toBeUndefined();
    window.__strideEarlyCalls = { '/api/auth/me': { token: 't1', response, at: Date.now() } };
    expect(takeEarlyCall('/other/api/auth/me', 't1')).toBeUndefined();
  });
});
