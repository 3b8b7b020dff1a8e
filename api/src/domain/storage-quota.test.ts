import { describe, expect, it } from 'vitest';
import { formatQuotaBytes, quotaBreach, quotaMessage } from './storage-quota.js';

describe('storage quota rules', () => {
  const limit = { count: 3, bytes: 1000 };

  it('allows up to the limit exactly, and names what a write would pass', () => {
    expect(quotaBreach('photos', { count: 2, bytes: 500 }, { count: 1, bytes: 500 }, limit)).toBe(
      undefined,
    );
    expect(quotaBreach('photos', { count: 3, bytes: 0 }, { count: 1, bytes: 1 }, limit)).toEqual({
      kind: 'photos',
      by: 'count',
      limit: 3,
    });
    expect(
      quotaBreach('photos', { count: 1, bytes: 900 }, { count: 1, bytes: 101 }, limit),
    ).toEqual({ kind: 'photos', by: 'bytes', limit: 1000 });
    // Kinds without a byte limit are counted in rows only.
    expect(
      quotaBreach('journal', { count: 0, bytes: 0 }, { count: 1, bytes: 5000 }, { count: 3 }),
    ).toBe(undefined);
  });

  it('says the limit in words a person reads', () => {
    expect(formatQuotaBytes(1024 ** 3)).toBe('1 GB');
    expect(formatQuotaBytes(1536 * 1024)).toBe('1.5 MB');
    expect(quotaMessage({ kind: 'injections', by: 'count', limit: 5000 })).toBe(
      'You have reached the limit of 5,000 injections one account may store. Delete injections you no longer need to log more.',
    );
  });
});
