import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@stride/api/contracts/auth';
import { SessionContext, type SessionValue } from '../../../lib/session/session-context';
import { prescriptionKeys, type Prescription } from '../../../entities/prescription';
import { PrescriptionCard, progressColor } from './prescription-card';
import { QuickCalendarView } from './quick-calendar';

const session = {
  status: 'signed-in',
  user: { id: 'u1', name: 'Jo', email: 'jo@example.com', timezone: 'America/Chicago' } as User,
  endReason: null,
  signIn: vi.fn(),
  signOut: vi.fn(),
  retry: vi.fn(),
} as unknown as SessionValue;

const prescription: Prescription = {
  effectiveFrom: '2026-01-05',
  medication: 'Testosterone cypionate',
  doseAmount: 0.3,
  doseUnit: 'mL',
  intervalDays: 7,
  route: 'IM',
  startDate: '2026-01-05',
  concentrationMgPerMl: 200,
  hrtStartDate: null,
  dosage: '0.3mL',
  frequency: 'weekly',
  nextInjectionDate: '2026-05-10',
  daysUntilNext: -2,
  isOverdue: true,
  suggestedSite: 'right-glute',
  urgency: { level: 'overdue', label: 'Overdue', text: '2 days overdue' },
  weeklyProgress: 1,
  paused: false,
  pauses: [],
  history: [],
  etag: 'W/"1"',
};

function renderWith(ui: ReactNode, data?: Prescription | null) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  if (data !== undefined) client.setQueryData(prescriptionKeys.all, data);
  return render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <FluentProvider theme={webLightTheme}>{ui}</FluentProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('PrescriptionCard', () => {
  it("shows the server's texts and opens the log dialog prefilled from the prescription", async () => {
    renderWith(<PrescriptionCard />, prescription);
    const card = screen.getByRole('region', { name: 'Prescription Schedule' });
    expect(within(card).getByText('0.3mL')).toBeTruthy();
    expect(within(card).getByText('weekly')).toBeTruthy();
    expect(within(card).getByText('Overdue')).toBeTruthy();
    expect(within(card).getByText('2 days overdue')).toBeTruthy();
    expect(within(card).getByText('Sunday, May 10')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Log Injection' }));
    // The dialog's code loads on opening (issue 15): allow for the import on a busy machine.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Log Injection' },
      { timeout: 10_000 },
    );
    expect((within(dialog).getByLabelText(/^Dose/) as HTMLInputElement).value).toBe('0.3');
    const suggested = within(dialog).getByRole('radio', { name: 'Right glute (suggested)' });
    expect((suggested as HTMLInputElement).checked).toBe(true);
    // IM is the route: the abdomen (SubQ only) cannot be chosen.
    expect(
      (within(dialog).getByRole('radio', { name: 'Left abdomen' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Subcutaneous (SubQ)' }));
    expect(
      (within(dialog).getByRole('radio', { name: 'Left abdomen' }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect(
      (within(dialog).getByRole('radio', { name: 'Left glute' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it("shows 'Paused', and a call to set a prescription up when there is none", () => {
    renderWith(<PrescriptionCard />, { ...prescription, paused: true, urgency: null });
    expect(screen.getByText('Paused')).toBeTruthy();
    cleanup();
    renderWith(<PrescriptionCard />, null);
    expect(screen.getByText('No prescription yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up prescription' })).toBeTruthy();
  });
});

describe('QuickCalendarView', () => {
  it("reports 'injection', 'reminder' and plain-day clicks, and draws the server's states", () => {
    const onDaySelect = vi.fn();
    const onMonthChange = vi.fn();
    renderWith(
      <QuickCalendarView
        month="2026-05"
        today="2026-05-12"
        injectionDates={['2026-05-05']}
        reminderDates={['2026-05-19']}
        selectedDate={null}
        onMonthChange={onMonthChange}
        onDaySelect={onDaySelect}
      />,
    );
    expect(screen.getAllByRole('cell')).toHaveLength(42);
    fireEvent.click(screen.getByRole('button', { name: /May 5, 2026, Completed/ }));
    fireEvent.click(screen.getByRole('button', { name: /May 19, 2026, Reminder/ }));
    expect(onDaySelect.mock.calls.map((c) => [c[0], c[1].date])).toEqual([
      ['injection', '2026-05-05'],
      ['reminder', '2026-05-19'],
    ]);
    // Any other day is a button too (the dashboard opens /calendar on it), reported as null.
    fireEvent.click(screen.getByRole('button', { name: /May 12, 2026, Today/ }));
    expect(onDaySelect.mock.calls[2]?.[0]).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onMonthChange.mock.calls).toEqual([['2026-06'], ['2026-04']]);
    const legend = screen.getByRole('list', { name: 'Legend' }).textContent ?? '';
    for (const word of ['Completed', 'Reminder', 'Today', 'Taken late', 'Missed', 'Extra dose']) {
      expect(legend).toContain(word);
    }
    expect(legend).toContain('Overdue');
    expect(legend).toContain('Journal entry');
    expect(legend).toContain('Mood check-in');
  });
});

describe('weekly progress colour', () => {
  it('is red only when the dose is overdue, never while the person is on track', () => {
    expect(progressColor).toEqual({
      overdue: 'error',
      urgent: 'warning',
      soon: 'brand',
      normal: 'brand',
    });
  });
});
