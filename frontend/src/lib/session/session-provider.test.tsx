import type { User } from '@stride/api/contracts/auth';
import { queryClient } from '../query-client';
import { QueryProvider } from '../query-provider';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-error';
import { draftKey, storageKeys } from '../storage-keys';
import { avatarLetter, displayName, useSession, type SessionValue } from './session-context';
import { SessionProvider, type LoadUser } from './session-provider';

const user: User = {
  id: 'u1',
  email: 'eli@example.com',
  name: 'Eli',
  firstName: 'Elliot',
  lastName: 'Rivera',
  timezone: 'America/Chicago',
  showLegalNameToProvider: false,
  hasPassword: true,
  googleLinked: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  etag: 'e',
};

let session: SessionValue;
function Probe() {
  session = useSession();
  return <p>{session.status}</p>;
}

function renderSession(loadUser: LoadUser, revokeSession = vi.fn(async () => {})) {
  // The app's one query client: the session clears it on sign-out and on a lost session.
  const client = queryClient;
  client.setQueryData(['health', 'cached'], { secret: true });
  render(
    <QueryProvider>
      <SessionProvider loadUser={loadUser} revokeSession={revokeSession}>
        <Probe />
      </SessionProvider>
    </QueryProvider>,
  );
  return { client, revokeSession };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<SessionProvider>', () => {
  it('makes no request without a token', () => {
    const loadUser = vi.fn<LoadUser>();
    renderSession(loadUser);
    expect(screen.getByText('signed-out')).toBeTruthy();
    expect(loadUser).not.toHaveBeenCalled();
  });

  it('loads the user for a stored token (loading first)', async () => {
    localStorage.setItem(storageKeys.authToken, 'tok');
    renderSession(async () => user);
    expect(screen.getByText('loading')).toBeTruthy();
    await screen.findByText('signed-in');
    expect(session.user?.name).toBe('Eli');
  });

  it('a 401 on GET /me clears the token: signed out, session ended', async () => {
    localStorage.setItem(storageKeys.authToken, 'stale');
    renderSession(async () => {
      throw new ApiError({ kind: 'http', status: 401, message: 'Unauthorized' });
    });
    await screen.findByText('signed-out');
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    expect(session.endReason).toBe('expired');
  });

  it('keeps the token when the server cannot be reached, and can retry', async () => {
    localStorage.setItem(storageKeys.authToken, 'tok');
    const loadUser = vi
      .fn<LoadUser>()
      .mockRejectedValueOnce(new ApiError({ kind: 'network', status: 0, message: 'offline' }))
      .mockResolvedValueOnce(user);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSession(loadUser);
    await screen.findByText('unavailable');
    expect(localStorage.getItem(storageKeys.authToken)).toBe('tok');
    act(() => session.retry());
    await screen.findByText('signed-in');
  });

  it('while out of reach, tries again by itself, quietly, and signs in once the server answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      localStorage.setItem(storageKeys.authToken, 'tok');
      const offline = new ApiError({ kind: 'network', status: 0, message: 'offline' });
      const loadUser = vi
        .fn<LoadUser>()
        .mockRejectedValueOnce(offline)
        .mockRejectedValueOnce(offline)
        .mockResolvedValueOnce(user);
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderSession(loadUser);
      await screen.findByText('unavailable');
      // The first quiet try (after 5 s) fails: the screen stays, with no flash of 'loading'.
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(loadUser).toHaveBeenCalledTimes(2);
      expect(screen.getByText('unavailable')).toBeTruthy();
      // The next comes later (10 s), and works.
      await act(() => vi.advanceTimersByTimeAsync(9_000));
      expect(loadUser).toHaveBeenCalledTimes(2);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await screen.findByText('signed-in');
      expect(loadUser).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('any signed-in call answering 401 ends the session', async () => {
    localStorage.setItem(storageKeys.authToken, 'tok');
    const { client } = renderSession(async () => user);
    await screen.findByText('signed-in');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'unauthorized', message: 'No' } }, { status: 401 }),
      ),
    );
    await expect(apiRequest('/injections')).rejects.toBeInstanceOf(ApiError);
    await screen.findByText('signed-out');
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    await waitFor(() => expect(client.getQueryData(['health', 'cached'])).toBeUndefined());
  });

  it('a 401 from an anonymous call (a sign-in attempt) does not end anything', async () => {
    localStorage.setItem(storageKeys.authToken, 'tok');
    renderSession(async () => user);
    await screen.findByText('signed-in');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'unauthorized', message: 'No' } }, { status: 401 }),
      ),
    );
    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(screen.getByText('signed-in')).toBeTruthy();
  });

  it('sign-out revokes the token on the server and clears drafts, caches and the token', async () => {
    const { client, revokeSession } = renderSession(async () => user);
    act(() => session.signIn('fresh', user));
    expect(localStorage.getItem(storageKeys.authToken)).toBe('fresh');
    client.setQueryData(['journal'], ['entry']);
    localStorage.setItem(draftKey('journal:new'), '{}');
    localStorage.setItem(storageKeys.theme, 'dark');
    sessionStorage.setItem('tab', 'x');

    await act(() => session.signOut());
    expect(revokeSession).toHaveBeenCalledWith('fresh');
    expect(screen.getByText('signed-out')).toBeTruthy();
    expect(session.endReason).toBe('signed-out');
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    expect(localStorage.getItem(draftKey('journal:new'))).toBeNull();
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(client.getQueryData(['journal'])).toBeUndefined());
  });

  it('sign-out clears the device even when the server fails', async () => {
    const revoke = vi.fn(async () => {
      throw new Error('offline');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSession(async () => user, revoke);
    act(() => session.signIn('fresh', user));
    await act(() => session.signOut());
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
  });
});

describe('names', () => {
  it("shows the name, else 'User'; the avatar letter falls back to the email", () => {
    expect(displayName(user)).toBe('Eli');
    expect(displayName(null)).toBe('User');
    expect(avatarLetter({ name: 'eli', email: 'x@y.z' })).toBe('E');
    expect(avatarLetter({ name: ' ', email: 'sam@y.z' })).toBe('S');
  });
});
