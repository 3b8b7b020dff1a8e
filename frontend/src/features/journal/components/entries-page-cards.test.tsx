import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '../../../lib/session/session-context';
import { DayJournal } from './day-journal';
import { RecentJournalEntries } from './recent-journal-entries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = {
  status: 'signed-in',
  user: { id: 'u1', name: 'Sam', email: 's@example.com', timezone: 'America/Chicago' },
  endReason: null,
} as unknown as SessionValue;

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <FluentProvider theme={webLightTheme}>{children}</FluentProvider>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const entry = (title: string, content: string) => ({
  id: title,
  title,
  content,
  tags: [],
  mood: 4,
  createdAt: '2025-06-03T02:30:00.000Z',
  updatedAt: '2025-06-03T02:30:00.000Z',
  localDate: '2025-06-02',
  shared: false,
  etag: 'e',
});

describe('RecentJournalEntries', () => {
  it("says 'No journal entries yet.' when there are none", async () => {
    const fetchMock = vi.fn(async () => Response.json({ entries: [], total: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    wrap(<RecentJournalEntries />);
    await screen.findByText('No journal entries yet.');
    expect(screen.getByRole('heading', { name: 'Recent Journal Entries' })).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toMatch(
      /\/api\/journal\?limit=5$/,
    );
  });

  it('lists the latest entries with their title and content, as text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          entries: [entry('<b>Bold?</b>', 'Line one\nLine two'), entry('Second', 'More')],
          total: 2,
        }),
      ),
    );
    const { container } = wrap(<RecentJournalEntries />);
    await screen.findByRole('heading', { name: '<b>Bold?</b>' });
    expect(screen.getByText(/Line one/).textContent).toBe('Line one\nLine two');
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('DayJournal', () => {
  it("shows one day's entries and check-in, asked for that date only", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/checkins')
        ? Response.json({
            checkins: [
              {
                id: 'c',
                date: '2025-06-02',
                mood: 2,
                energy: 5,
                note: 'Tired but ok',
                createdAt: '2025-06-02T20:00:00.000Z',
                updatedAt: '2025-06-02T20:00:00.000Z',
                etag: 'e',
              },
            ],
            startDate: '2025-06-02',
            endDate: '2025-06-02',
          })
        : Response.json({ entries: [entry('Late night', 'Could not sleep.')], total: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    wrap(<DayJournal date="2025-06-02" />);
    await screen.findByRole('heading', { name: 'Late night' });
    await screen.findByRole('img', { name: 'Mood: Low (2 of 5)' });
    expect(screen.getByRole('heading', { name: 'Monday, June 2, 2025' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Energy: Charged (5 of 5)' })).toBeTruthy();
    expect(screen.getByText('Tired but ok')).toBeTruthy();
    // 02:30 UTC is 9:30 PM the evening before in Chicago.
    expect(screen.getByText('9:30 PM')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls).toContain('/api/journal?limit=200&startDate=2025-06-02&endDate=2025-06-02');
    expect(urls).toContain('/api/checkins?startDate=2025-06-02&endDate=2025-06-02');
  });

  it('says so when the day is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/checkins')
          ? Response.json({ checkins: [], startDate: 'x', endDate: 'x' })
          : Response.json({ entries: [], total: 0 }),
      ),
    );
    wrap(<DayJournal date="2025-06-02" />);
    await screen.findByText('No journal entries this day.');
    await screen.findByText('No check-in this day.');
  });
});
