import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyCall } from './early-calls';

const response = Promise.resolve(new Response('{}'));

describe('takeEarlyCall', () => {
  afterEach(() => {
    delete window.__strideEarlyCalls;
  });

  it('answers a call boot.js started, once, for the same URL and token', () => {
    window.__strideEarlyCalls = { '/api/auth/me': { token: 't1', response } };
    expect(takeEarlyCall('/api/auth/me', 't1')).toBe(response);
    expect(takeEarlyCall('/api/auth/me', 't1')).toBeUndefined();
  });

  it('drops a call made with another token, or when there is no token now', () => {
    window.__strideEarlyCalls = {
      '/api/auth/me': { token: 'old', response },
      '/api/journal/tags': { token: 't1', response },
    };
    expect(takeEarlyCall('/api/auth/me', 'new')).toBeUndefined();
    expect(takeEarlyCall('/api/auth/me', 'old')).toBeUndefined(); // dropped, not kept
    expect(takeEarlyCall('/api/journal/tags', null)).toBeUndefined();
  });

  it('answers nothing for a URL boot.js did not ask for, or with no early calls at all', () => {
    expect(takeEarlyCall('/api/auth/me', 't1')).toBeUndefined();
    window.__strideEarlyCalls = { '/api/auth/me': { token: 't1', response } };
    expect(takeEarlyCall('/other/api/auth/me', 't1')).toBeUndefined();
  });
});
