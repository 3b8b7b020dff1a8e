import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../../../entities/analytics';
import type { AnalyticsPeriod } from '../period';
import { AnalyticsPage } from './analytics-page';

const sites = {
  'left-thigh': 2,
  'right-thigh': 1,
  'left-glute': 0,
  'right-glute': 0,
  'left-deltoid': 0,
  'right-deltoid': 0,
  'left-abdomen': 0,
  'right-abdomen': 0,
};

function answer(period: AnalyticsPeriod, overrides: Partial<Analytics> = {}): Analytics {
  return {
    period,
    hasPrescription: true,
    paused: false,
    startDate: '2026-04-12',
    endDate: '2026-05-11',
    adherenceRate: 75,
    onTimeRate: 50,
    dosesScheduled: 4,
    dosesTaken: 3,
    dosesLate: 1,
    dosesMissed: 1,
    siteCounts: sites,
    moodAverage: 3.6,
    energyAverage: null,
    checkinCount: 5,
    moodByDaySinceInjection: [{ daysSinceInjection: 1, moodAverage: 4, checkins: 2 }],
    moodByLevel: {
      byPlace: [
        { place: 'trough', mood: null, energy: null, checkins: 0 },
        { place: 'mid', mood: null, energy: null, checkins: 0 },
        { place: 'peak', mood: null, energy: null, checkins: 0 },
      ],
      troughVsOther: {
        trough: { mood: null, energy: null, checkins: 0 },
        other: { mood: null, energy: null, checkins: 0 },
      },
      bands: [],
      calibratedTo: 0,
      disclaimer: 'An estimate for conversation with a provider, never a dosing instruction.',
    },
    journalCount: 2,
    doseTiming: [
      { dueDate: '2026-04-14', takenDate: '2026-04-14', status: 'on-time', offsetDays: 0 },
      { dueDate: '2026-04-21', takenDate: '2026-04-21', status: 'on-time', offsetDays: 0 },
      { dueDate: '2026-04-28', takenDate: '2026-05-01', status: 'late', offsetDays: 3 },
      { dueDate: '2026-05-05', takenDate: null, status: 'missed', offsetDays: null },
    ],
    series: [
      { date: '2026-05-10', mood: 3, energy: null, injected: true, dose: null, journal: 0 },
      { date: '2026-05-11', mood: null, energy: null, injected: false, dose: null, journal: 1 },
    ],
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(analytics: (period: string) => Analytics, prescription: unknown | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/analytics') {
      return json(analytics(url.searchParams.get('period') ?? 'month'));
    }
    if (url.pathname === '/api/prescription') {
      // The page asks with ?optional=true: "none yet" is a 200 with null, not a 404.
      expect(url.searchParams.get('optional')).toBe('true');
      return json({ prescription: prescription ?? null });
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(period: AnalyticsPeriod = 'month', onPeriodChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FluentProvider theme={webLightTheme}>
          <AnalyticsPage
            period={period}
            onPeriodChange={onPeriodChange}
            reportPath="/analytics/report"
            entriesPath="/calendar"
          />
        </FluentProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onPeriodChange };
}

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnalyticsPage', () => {
  it("shows the answer's figures for the period asked, with a dash for a missing average", async () => {
    const fetchMock = stubApi((p) => answer(p as AnalyticsPeriod), {
      medication: 'Testosterone cypionate',
      paused: false,
    });
    renderPage('quarter');
    await screen.findByText('3 of 4');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/analytics?period=quarter');
    expect(figure('Adherence')).toBe('75%');
    expect(figure('On-time rate')).toBe('50%');
    expect(figure('Late / missed')).toBe('1 / 1');
    expect(figure('Average mood')).toBe('3.6');
    expect(figure('Average energy')).toBe('—');
    expect(figure('Journal entries')).toBe('2');
    expect(screen.getByRole('tab', { name: 'Quarter' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Set up your prescription to track adherence')).toBeNull();
    expect(
      screen.getByText(
        'You took 3 of 4 doses in the last 90 days: 2 on time, 1 late and 1 missed.',
      ),
    ).toBeTruthy();
  });

  it('asks the route to change the period when a tab is chosen', async () => {
    stubApi((p) => answer(p as AnalyticsPeriod), { medication: 'T', paused: false });
    const { onPeriodChange } = renderPage();
    await screen.findByText('3 of 4');
    fireEvent.click(screen.getByRole('tab', { name: 'Week' }));
    expect(onPeriodChange).toHaveBeenCalledWith('week');
  });

  it('opens and closes a chart’s data table', async () => {
    stubApi((p) => answer(p as AnalyticsPeriod), { medication: 'T', paused: false });
    renderPage();
    const sites = await screen.findByRole('region', { name: 'Site rotation' });
    fireEvent.click(within(sites).getByRole('button', { name: 'Show data table: Site rotation' }));
    const table = within(sites).getByRole('table', { name: 'Injections per site' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(within(table).getByRole('row', { name: 'Left thigh 2' })).toBeTruthy();
    fireEvent.click(within(sites).getByRole('button', { name: 'Hide data table: Site rotation' }));
    expect(within(sites).queryByRole('table')).toBeNull();
  });

  it('without a prescription: dashes rather than 100%, and a link to set one up', async () => {
    stubApi(
      (p) =>
        answer(p as AnalyticsPeriod, {
          adherenceRate: null,
          onTimeRate: null,
          dosesScheduled: 0,
          dosesTaken: 0,
          dosesLate: 0,
          dosesMissed: 0,
          doseTiming: [],
        }),
      null,
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Set up your prescription to track adherence' });
    expect(figure('Adherence')).toBe('—');
    expect(figure('On-time rate')).toBe('—');
    expect(
      screen.getByRole('link', { name: 'Set up on the Entries page' }).getAttribute('href'),
    ).toBe('/calendar');
    expect(screen.getByText('Set up your prescription to see your adherence.')).toBeTruthy();
  });

  it('shows the failure and retries', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/analytics' && fail) {
          return json({ error: { code: 'internal', message: 'Storage is down.' } }, 500);
        }
        if (path === '/api/analytics') return json(answer('month'));
        return json({ prescription: { medication: 'T', paused: false } });
      }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your analytics. Storage is down.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('3 of 4');
  });
});
