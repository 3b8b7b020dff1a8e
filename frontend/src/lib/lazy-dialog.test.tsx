import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';
import { LoadOnIntent, loadOnIntentText, retryableLazy } from './load-on-intent';

afterEach(cleanup);

interface PieceProps {
  open: boolean;
  onClose: () => void;
}

function Piece({ open, onClose }: PieceProps) {
  return open ? (
    <div role="dialog" aria-label="The piece">
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  ) : null;
}

/** A loader whose first `failures` calls reject as a missing chunk does. */
function flakyLoader(failures: number) {
  let calls = 0;
  return vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(Piece);
  });
}

function Page({ Dialog }: { Dialog: (props: PieceProps) => React.JSX.Element | null }) {
  const [open, setOpen] = useState(false);
  return (
    <FluentProvider theme={webLightTheme}>
      <h1>Journal</h1>
      <button type="button" onClick={() => setOpen(true)}>
        New entry
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </FluentProvider>
  );
}

/** The page with a lazyDialog whose first `failures` loads fail, after a press on its opener. */
function openDialogFailing(failures: number) {
  // React reports the caught load error on the console; the test is about what the person sees.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = flakyLoader(failures);
  const { Dialog } = lazyDialog<PieceProps>(
    load,
    (p) => p.open,
    (p) => p.onClose(),
  );
  render(<Page Dialog={Dialog} />);
  fireEvent.click(screen.getByRole('button', { name: 'New entry' }));
  return { load, consoleError };
}

describe('a piece loaded on intent whose code does not arrive', () => {
  it('keeps the page, says so calmly, and loads it on Try again', async () => {
    const { load, consoleError } = openDialogFailing(1);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(loadOnIntentText.failed);
    expect(screen.getByRole('heading', { name: 'Journal' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'The piece' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Journal' })).toBeTruthy();
    consoleError.mockRestore();
  });

  it('closes the message, and the next open tries again', async () => {
    const { load, consoleError } = openDialogFailing(2);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();

    // Still offline: the message again, not a blank or a crash.
    fireEvent.click(screen.getByRole('button', { name: 'New entry' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'New entry' }));
    await screen.findByRole('dialog', { name: 'The piece' });
    expect(load).toHaveBeenCalledTimes(3);
    consoleError.mockRestore();
  });

  it('retries a piece made with retryableLazy inside <LoadOnIntent>, and lets other errors through', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = flakyLoader(1);
    const Loaded = retryableLazy(() => load().then((c) => ({ default: c })));
    render(
      <FluentProvider theme={webLightTheme}>
        <h1>Dashboard</h1>
        <LoadOnIntent>
          <Loaded open onClose={() => undefined} />
        </LoadOnIntent>
      </FluentProvider>,
    );
    await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'The piece' });

    // A bug in a piece that did load is not a load failure: it still reaches the route's screen.
    function Broken(): never {
      throw new Error('bug');
    }
    cleanup();
    expect(() =>
      act(() => {
        render(
          <LoadOnIntent>
            <Broken />
          </LoadOnIntent>,
        );
      }),
    ).toThrow('bug');
    consoleError.mockRestore();
  });
});
