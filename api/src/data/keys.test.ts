import { describe, expect, it } from 'vitest';
import {
  assertKeyPart,
  chatKeys,
  emailKey,
  invertedTimestampKey,
  normalizeEmail,
  padNumber,
  photoKeys,
} from './keys.js';

describe('keys', () => {
  it('rejects characters Table Storage forbids in keys', () => {
    for (const bad of ['a/b', 'a\\b', 'a#b', 'a?b', 'a\u0001b', '']) {
      expect(() => assertKeyPart(bad)).toThrow();
    }
    expect(assertKeyPart('user-123')).toBe('user-123');
  });

  it('gives one key per email whatever its case and spacing', () => {
    expect(normalizeEmail('  Sam@Example.COM ')).toBe('sam@example.com');
    expect(emailKey('Sam@Example.com')).toBe(emailKey(' sam@example.com'));
    expect(emailKey('a#b/c@x.io')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('zero-pads numbers and orders newer instants first', () => {
    expect(padNumber(42, 6)).toBe('000042');
    const older = invertedTimestampKey(Date.parse('2025-01-01T00:00:00Z'));
    const newer = invertedTimestampKey(Date.parse('2026-01-01T00:00:00Z'));
    expect(newer < older).toBe(true);
    expect(newer).toHaveLength(older.length);
  });

  it('orders chat messages newest first, a reply before the message it answers', () => {
    const t = Date.parse('2026-01-01T00:00:00Z');
    const question = chatKeys.messageRowKey(t, 1, 'q');
    const reply = chatKeys.messageRowKey(t, 0, 'r');
    const later = chatKeys.messageRowKey(t + 1, 1, 'l');
    expect([question, reply, later].sort()).toEqual([later, reply, question]);
    for (const key of [question, reply, later]) {
      expect(key >= chatKeys.messageRange.from && key < chatKeys.messageRange.to).toBe(true);
    }
    // The read state comes right before the newest message, outside the message range.
    expect(chatKeys.stateRowKey < chatKeys.messageRange.from).toBe(true);
    expect([later, chatKeys.stateRowKey].sort()[0]).toBe(chatKeys.stateRowKey);
    expect(chatKeys.stateRowKey.startsWith('msg-')).toBe(true);
    expect(chatKeys.rateLimitSubject('user-1')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("names photo blobs under the owner's id", () => {
    expect(photoKeys.blobName('u1', 'p1', 'thumb', 'webp')).toBe('u1/p1/thumb.webp');
    expect(() => photoKeys.blobName('u1/x', 'p1', 'original', 'jpg')).toThrow();
    expect(() => photoKeys.blobName('u1', 'p1', 'original', '../x')).toThrow();
  });
});
