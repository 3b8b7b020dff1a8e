import { createStorage } from '../../api/src/data/storage.js';
import { addressKey } from '../../api/src/data/keys.js';
import { createRateLimitRepository } from '../../api/src/data/rate-limit-repository.js';
import { createWaitlistRepository } from '../../api/src/data/waitlist-repository.js';
import { waitlistRateLimit } from '../../api/src/routes/waitlist.js';
import { httpRequest, summary } from './support.js';

/**
 * One new sign-up through the API, from its own address (the rate limit is per address) and with
 * its own email (`<label>-<i>@example.com`).
 */
export async function joinWaitlist(apiUrl: string, label: string, i: number): Promise<void> {
  const res = await httpRequest(apiUrl, 'POST', '/api/waitlist', {
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({ name: 'Bench', email: `${label}-${i}@example.com` }),
  });
  if (res.status !== 201) throw new Error(`POST /api/waitlist answered ${res.status}`);
}

export async function waitlistLatency(connectionString: string, apiUrl: string, n = 500) {
  const storage = createStorage(connectionString);
  const waitlist = createWaitlistRepository(storage);
  const rateLimits = createRateLimitRepository(storage);
  const api: number[] = [];
  const direct: number[] = [];
  const run = Date.now();
  // The same storage calls the route makes: rate-limit read + write, then the insert.
  const directCall = async (i: number) => {
    const decision = await rateLimits.hit(
      'waitlist',
      addressKey(`direct-${run}-${i}`),
      waitlistRateLimit,
      Date.now(),
    );
    if (!decision.allowed) throw new Error('rate limited');
    await waitlist.add({
      name: 'Bench',
      email: `direct-${run}-${i}@example.com`,
      createdAt: new Date().toISOString(),
    });
  };
  const apiCall = (i: number) => joinWaitlist(apiUrl, `api-${run}`, i);
  for (let i = 0; i < 30; i++) {
    await apiCall(100_000 + i);
    await directCall(100_000 + i);
  }
  // Interleaved, so both sides see the same Azurite state and machine load.
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    await apiCall(i);
    api.push(performance.now() - t);
    t = performance.now();
    await directCall(i);
    direct.push(performance.now() - t);
  }
  const a = summary(api);
  const d = summary(direct);
  return {
    requests: n,
    roundTripsPerCall: 3,
    apiMs: a,
    directStorageMs: d,
    ratioP50: Number((a.p50 / d.p50).toFixed(2)),
    ratioP99: Number((a.p99 / d.p99).toFixed(2)),
    goalRatio: 1.5,
  };
}
