import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('settles on the last value once typing pauses for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    rerender({ value: 'v' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'vo' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'voi' });
    // 400 ms of typing, never a 300 ms pause: still the first value.
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('voi');
  });
});
