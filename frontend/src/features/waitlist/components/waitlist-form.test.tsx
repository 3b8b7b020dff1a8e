import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { waitlistMessages } from '@stride/api/contracts/waitlist';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys';
import { joinFailedMessage } from '../hooks/use-join-waitlist';
import { validateWaitlist } from '../waitlist-validation';
import { WaitlistForm } from './waitlist-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FluentProvider theme={webLightTheme}>
        <WaitlistForm />
      </FluentProvider>
    </QueryClientProvider>,
  );
}

const nameInput = () => screen.getByLabelText(/^Name/) as HTMLInputElement;
const emailInput = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const joinButton = () => screen.getByRole('button', { name: 'Join Beta' });

function fill(name: string, email: string) {
  fireEvent.change(nameInput(), { target: { value: name } });
  fireEvent.change(emailInput(), { target: { value: email } });
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('waitlist validation (shared contract)', () => {
  it('asks for both fields, after trimming', () => {
    expect(validateWaitlist({ name: '', email: '' })).toMatchObject({
      ok: false,
      message: 'Please fill in all fields',
    });
    expect(validateWaitlist({ name: '   ', email: 'a@b.co' })).toMatchObject({
      ok: false,
      message: 'Please fill in all fields',
      fields: ['name'],
    });
    expect(validateWaitlist({ name: 'Sam', email: '  ' })).toMatchObject({
      ok: false,
      message: 'Please fill in all fields',
      fields: ['email'],
    });
  });

  it('checks the simple email pattern, then trims', () => {
    for (const email of ['sam', 'sam@', 'sam@example', '@example.com', 'sam @example.com']) {
      expect(validateWaitlist({ name: 'Sam', email })).toMatchObject({
        ok: false,
        message: 'Please enter a valid email address',
        fields: ['email'],
      });
    }
    expect(validateWaitlist({ name: ' Sam ', email: ' sam@example.com ' })).toEqual({
      ok: true,
      value: { name: 'Sam', email: 'sam@example.com' },
    });
  });

  it('shows the same fallback message as the contract', () => {
    expect(joinFailedMessage).toBe(waitlistMessages.failed);
  });
});

describe('<WaitlistForm>', () => {
  it('has labelled, required inputs and the Join Beta button', () => {
    renderForm();
    expect(nameInput().required).toBe(true);
    expect(emailInput().required).toBe(true);
    expect(emailInput().type).toBe('email');
    expect(joinButton()).toBeTruthy();
  });

  it('shows the spec messages without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();

    fireEvent.click(joinButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');

    fill('  ', 'sam@example.com');
    fireEvent.click(joinButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');

    fill('Sam', 'not-an-email');
    fireEvent.click(joinButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a valid email address',
    );
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submits trimmed values, shows Joining... and then Welcome to the Future!', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();

    fill(' Sam ', ' sam@example.com ');
    fireEvent.click(joinButton());

    const pending = await screen.findByRole('button', { name: 'Joining...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/waitlist');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Sam', email: 'sam@example.com' });

    answer(
      jsonResponse(201, {
        entry: { name: 'Sam', email: 'sam@example.com', createdAt: '2026-01-01T00:00:00Z' },
        alreadyJoined: false,
      }),
    );
    expect(await screen.findByText('Welcome to the Future!')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Another Email' }));
    expect(nameInput().value).toBe('');
    expect(joinButton()).toBeTruthy();
  });

  it("shows the server's 4xx message, or the fallback when there is none", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(429, { error: { code: 'rate_limited', message: 'Too many sign-ups.' } }),
      )
      .mockResolvedValueOnce(new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();

    fill('Sam', 'sam@example.com');
    fireEvent.click(joinButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-ups.');

    fireEvent.click(joinButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to join waitlist. Please try again.',
      ),
    );
    expect(localStorage.getItem(storageKeys.waitlist)).toBeNull();
  });

  it('keeps the sign-up locally and shows success when the server is down', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Bad Gateway', { status: 502 })));
    renderForm();

    fill('Sam', 'sam@example.com');
    fireEvent.click(joinButton());

    expect(
      await screen.findByText('Welcome to the Future!', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    const queued = JSON.parse(localStorage.getItem(storageKeys.waitlist) ?? '[]') as unknown[];
    expect(queued).toEqual([
      expect.objectContaining({ name: 'Sam', email: 'sam@example.com', id: expect.any(String) }),
    ]);
  });

  it('queues the sign-up when the server cannot be reached at all', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderForm();

    fill('Sam', 'sam@example.com');
    fireEvent.click(joinButton());

    expect(
      await screen.findByText('Welcome to the Future!', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(localStorage.getItem(storageKeys.waitlist)).toContain('sam@example.com');
  });
});
