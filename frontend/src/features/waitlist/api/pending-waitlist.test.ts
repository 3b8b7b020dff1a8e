import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { storageKeys } from '../../../lib/storage-keys';
import { flushPendingWaitlist } from './flush-pending-waitlist';
import { addPendingWaitlistEntry, readPendingWaitlist } from './pending-waitlist';

const httpError = (status: number, message = 'nope') =>
  new ApiError({ kind: 'http', status, message, code: status === 400 ? 'validation' : undefined });
const networkError = () => new ApiError({ kind: 'network', status: 0, message: 'offline' });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('pending waitlist queue', () => {
  it('stores the spec fallback record: name, email, ISO timestamp and Date.now() id', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    const entry = addPendingWaitlistEntry({ name: 'Alex', email: 'alex@example.com' }, now);
    expect(entry).toEqual({
      name: 'Alex',
      email: 'alex@example.com',
      timestamp: '2026-03-01T10:00:00.000Z',
      id: String(now.getTime()),
    });
    expect(JSON.parse(localStorage.getItem(storageKeys.waitlist) ?? '[]')).toEqual([entry]);
  });

  it('keeps one entry per email (the newest) and ignores unreadable storage', () => {
    addPendingWaitlistEntry({ name: 'A', email: 'a@example.com' }, new Date(1000));
    addPendingWaitlistEntry({ name: 'B', email: 'b@example.com' }, new Date(2000));
    addPendingWaitlistEntry({ name: 'A2', email: 'A@example.com' }, new Date(3000));
    expect(readPendingWaitlist().map((e) => e.name)).toEqual(['B', 'A2']);

    localStorage.setItem(storageKeys.waitlist, '{not json');
    expect(readPendingWaitlist()).toEqual([]);
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([{ name: 1 }, { nope: true }]));
    expect(readPendingWaitlist()).toEqual([]);
  });

  it('flush drops entries on 2xx and 400, keeps them on 429 and 5xx', async () => {
    const outcomes: Record<string, () => Promise<unknown>> = {
      'ok@example.com': () => Promise.resolve({}),
      'bad@example.com': () => Promise.reject(httpError(400)),
      'slow@example.com': () => Promise.reject(httpError(429)),
      'down@example.com': () => Promise.reject(httpError(503)),
      'gateway@example.com': () => Promise.reject(httpError(502)),
    };
    Object.keys(outcomes).forEach((email, i) =>
      addPendingWaitlistEntry({ name: 'X', email }, new Date(1000 + i)),
    );
    const send = vi.fn(({ email }: { email: string }) => outcomes[email]!());

    const result = await flushPendingWaitlist(send);

    expect(send).toHaveBeenCalledTimes(5);
    expect(result).toEqual({ sent: 1, dropped: 1, kept: 3 });
    expect(readPendingWaitlist().map((e) => e.email)).toEqual([
      'slow@example.com',
      'down@example.com',
      'gateway@example.com',
    ]);
  });

  it('flush keeps everything and stops at the first network error', async () => {
    addPendingWaitlistEntry({ name: 'A', email: 'a@example.com' }, new Date(1));
    addPendingWaitlistEntry({ name: 'B', email: 'b@example.com' }, new Date(2));
    const send = vi.fn(() => Promise.reject(networkError()));

    const result = await flushPendingWaitlist(send);

    expect(send).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ sent: 0, dropped: 0, kept: 2 });
    expect(readPendingWaitlist()).toHaveLength(2);
  });

  it('flush removes the key once the queue is empty and keeps entries added meanwhile', async () => {
    addPendingWaitlistEntry({ name: 'A', email: 'a@example.com' }, new Date(1));
    const send = vi.fn(async () => {
      addPendingWaitlistEntry({ name: 'Late', email: 'late@example.com' }, new Date(5));
      return {};
    });
    await flushPendingWaitlist(send);
    expect(readPendingWaitlist().map((e) => e.email)).toEqual(['late@example.com']);

    await flushPendingWaitlist(() => Promise.resolve({}));
    expect(localStorage.getItem(storageKeys.waitlist)).toBeNull();
  });
});
