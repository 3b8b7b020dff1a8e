import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagesAfterFirstPaint } from './use-after-first-paint';

afterEach(cleanup);

function Staged({ active }: { active: boolean }) {
  const shown = useStagesAfterFirstPaint(active, 3);
  return <p>shown {shown}</p>;
}

/** One frame, then the task it queues. */
async function nextFrameAndTask() {
  await act(async () => {
    vi.advanceTimersByTime(20);
    await Promise.resolve();
  });
}

describe('useStagesAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing until the first screen is there, then one stage a frame, and stops', async () => {
    const { rerender } = render(<Staged active={false} />);
    await nextFrameAndTask();
    expect(screen.getByText('shown 0')).toBeTruthy();

    rerender(<Staged active />);
    expect(screen.getByText('shown 0')).toBeTruthy(); // not in the first screen's own render
    await nextFrameAndTask();
    expect(screen.getByText('shown 1')).toBeTruthy();
    await nextFrameAndTask();
    expect(screen.getByText('shown 2')).toBeTruthy();
    await nextFrameAndTask();
    expect(screen.getByText('shown 3')).toBeTruthy();
    await nextFrameAndTask();
    expect(screen.getByText('shown 3')).toBeTruthy();
  });

  it('shows every stage at once in a hidden tab, which paints no frames', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      render(<Staged active />);
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.getByText('shown 3')).toBeTruthy();
    } finally {
      visibility.mockRestore();
    }
  });
});
