import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '../../../lib/session/session-context';
import { LoginForm } from './login-form';

const signIn = vi.fn();
const session: SessionValue = {
  status: 'signed-out',
  user: null,
  endReason: null,
  signIn,
  signOut: vi.fn(),
  updateUser: vi.fn(),
  retry: vi.fn(),
};

function renderLogin(value: SessionValue = session) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={value}>
        <MemoryRouter initialEntries={['/login']}>
          <FluentProvider theme={webLightTheme}>
            <LoginForm />
          </FluentProvider>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const email = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const password = () => screen.getByLabelText(/^Password/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Sign In' });
const userBody = {
  id: 'u1',
  email: 'sam@example.com',
  name: 'Sam',
  firstName: 'Sam',
  lastName: 'L',
  timezone: 'UTC',
  showLegalNameToProvider: false,
  hasPassword: true,
  googleLinked: false,
  createdAt: 'x',
  updatedAt: 'x',
  etag: 'e',
};

beforeEach(() => {
  localStorage.clear();
  signIn.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<LoginForm>', () => {
  it('has the spec controls', () => {
    renderLogin();
    expect(email().type).toBe('email');
    expect(password().type).toBe('password');
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register',
    );
    // No client id at test time: no Google button.
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
  });

  it('shows field errors without calling the server; editing a field clears its error', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.click(submit());
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'nope' } });
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    fireEvent.click(submit());
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Signing you in...' while it waits, sends rememberMe and signs in", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.change(email(), { target: { value: ' sam@example.com ' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(submit());
    const pending = await screen.findByRole('button', { name: 'Signing you in...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    // The request goes once the form's rules have loaded (on intent): slow on a cold cache.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'sam@example.com',
      password: 'secret',
      rememberMe: true,
    });
    answer(Response.json({ success: true, token: 'tok', user: userBody }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('tok', userBody));
  });

  it('401 → Invalid email or password; 429 → its own message; a throw → Network error', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }),
      )
      .mockResolvedValueOnce(
        Response.json(
          { error: { code: 'rate_limited', message: 'Too many sign-in attempts.' } },
          { status: 429 },
        ),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.change(email(), { target: { value: 'sam@example.com' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    fireEvent.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts.'),
    );
    fireEvent.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Network error. Please try again.'),
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says the session ended after a 401 on a signed-in call', () => {
    renderLogin({ ...session, endReason: 'expired' });
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeTruthy();
  });

  it('asks to sign in again when a confirmation needs a fresh sign-in', () => {
    renderLogin({ ...session, endReason: 'reauthenticate' });
    expect(
      screen.getByText('For your safety, sign in again to confirm, then try once more.'),
    ).toBeTruthy();
  });
});
