import { describe, expect, it } from 'vitest';
import { fromForwarded } from './client-address.js';

describe('fromForwarded', () => {
  it('takes the address the last trusted proxy appended, never what the client wrote', () => {
    // The client wrote 6.6.6.6; the local origin (one hop) appended the real 203.0.113.9.
    expect(fromForwarded('6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(fromForwarded('6.6.6.6, 7.7.7.7, 203.0.113.9:5678')).toBe('203.0.113.9');
    // Two trusted hops: the entry the first of them appended.
    expect(fromForwarded('6.6.6.6, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
  });

  it('drops a port and unwraps IPv6', () => {
    expect(fromForwarded('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(fromForwarded('2001:db8::1')).toBe('2001:db8::1');
  });

  it('gives nothing to go on when the header is missing, blank, short or ignored', () => {
    expect(fromForwarded(undefined)).toBeUndefined();
    expect(fromForwarded(' ')).toBeUndefined();
    expect(fromForwarded('203.0.113.9', 2)).toBeUndefined();
    expect(fromForwarded('203.0.113.9', 0)).toBeUndefined();
  });
});
