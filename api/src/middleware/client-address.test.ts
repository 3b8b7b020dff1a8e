import { describe, expect, it } from 'vitest';
import { fromForwarded } from './client-address.js';

describe('fromForwarded', () => {
  it('takes the first address and drops a port', () => {
    expect(fromForwarded('203.0.113.9:5678, 10.0.0.1')).toBe('203.0.113.9');
    expect(fromForwarded('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(fromForwarded('2001:db8::1')).toBe('2001:db8::1');
    expect(fromForwarded(undefined)).toBeUndefined();
    expect(fromForwarded(' ')).toBeUndefined();
  });
});
