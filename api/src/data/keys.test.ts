import { describe, expect, it } from 'vitest';
import {
  assertKeyPart,
  emailKey,
  invertedTimestampKey,
  normalizeEmail,
  padNumber,
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
});
