import { randomUUID } from 'node:crypto';
import { createAchievementRepository } from '../../api/src/data/achievement-repository.js';
import { createCheckinRepository } from '../../api/src/data/checkin-repository.js';
import { createInjectionRepository } from '../../api/src/data/injection-repository.js';
import { createJournalRepository } from '../../api/src/data/journal-repository.js';
import { createPrescriptionRepository } from '../../api/src/data/prescription-repository.js';
import { createSessionRepository } from '../../api/src/data/session-repository.js';
import { createStorage } from '../../api/src/data/storage.js';
import { createUserRepository } from '../../api/src/data/user-repository.js';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { rollingWindow } from '../../api/src/domain/treatment/adherence.js';
import { localInstant } from '../../api/src/seed/local-instant.js';
import { countingStorage } from '../../tests/support/counting.js';
import { httpRequest, registerBenchUser, summary } from './support.js';

const zone = 'America/Chicago';

/**
 * Five years of history (weekly doses, daily check-ins, a weekly journal entry): GET
 * /api/dashboard and GET /api/analytics?period=year, with the storage calls and rows each reads
 * (counted by replaying the route's reads directly through a counting storage).
 */
export async function historyLatency(connectionString: string, apiUrl: string, n = 200) {
  const storage = createStorage(connectionString);
  const { userId, sessionId, headers: auth } = await registerBenchUser(apiUrl, 'history', zone);
  const today = localDateOf(Date.now(), zone);
  const start = addDays(today, -5 * 365);
  await httpRequest(apiUrl, 'PUT', '/api/prescription', {
    headers: auth,
    body: JSON.stringify({
      medication: 'Testosterone cypionate',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      startDate: start,
      route: 'IM',
    }),
  });

  const injections = createInjectionRepository(storage);
  const checkins = createCheckinRepository(storage);
  const journal = createJournalRepository(storage);
  const writes: Promise<unknown>[] = [];
  const flush = async () => {
    if (writes.length >= 25) await Promise.all(writes.splice(0));
  };
  const counts = { injections: 0, checkins: 0, journal: 0 };
  for (let day = start; day <= today; day = addDays(day, 1)) {
    const evening = localInstant(day, '20:00', zone);
    if (counts.checkins % 7 === 0) {
      writes.push(
        injections.create(userId, randomUUID(), {
          takenAt: evening,
          localDate: day,
          timezone: zone,
          doseAmount: 0.3,
          doseUnit: 'mL',
          site: counts.injections % 2 ? 'left-thigh' : 'right-glute',
          route: 'IM',
          medication: 'Testosterone cypionate',
          notes: null,
          painLevel: 2,
          createdAt: evening,
          updatedAt: evening,
        }),
      );
      counts.injections++;
      writes.push(
        journal.create(userId, randomUUID(), {
          title: `Week ${counts.journal}`,
          content: 'Shot day. Voice is a little lower; slept well.',
          tags: ['hrt'],
          mood: 4,
          localDate: day,
          timezone: zone,
          createdAt: evening,
          updatedAt: evening,
        }),
      );
      counts.journal++;
    }
    writes.push(
      checkins.save(
        userId,
        day,
        { mood: 3 + (counts.checkins % 3), energy: 3, note: null, timezone: zone },
        randomUUID(),
        evening,
      ),
    );
    counts.checkins++;
    await flush();
  }
  await Promise.all(writes);

  // The reads each route makes, replayed through a counting storage.
  const counted = countingStorage(storage);
  const rows = { count: 0 };
  const tally = <T>(value: T): T => {
    if (Array.isArray(value)) rows.count += value.length;
    return value;
  };
  const c = {
    sessions: createSessionRepository(counted.storage),
    users: createUserRepository(counted.storage),
    plans: createPrescriptionRepository(counted.storage),
    injections: createInjectionRepository(counted.storage),
    checkins: createCheckinRepository(counted.storage),
    journal: createJournalRepository(counted.storage),
    unlocks: createAchievementRepository(counted.storage),
  };
  const replay = async (reads: () => Promise<void>) => {
    counted.reset();
    rows.count = 0;
    await c.sessions.find(userId, sessionId, Date.now());
    await c.users.getById(userId);
    await reads();
    return { storageCalls: counted.calls().length, rowsRead: rows.count + 2 };
  };
  const year = rollingWindow(today, 365);
  const dashboardCost = await replay(async () => {
    const plan = await c.plans.load(userId);
    rows.count += plan.versions.length + plan.pauses.length + 1;
    await Promise.all([
      c.injections.listForSchedule(userId).then(tally),
      c.checkins.createdTimes(userId).then(tally),
      c.journal.createdTimes(userId).then(tally),
      c.unlocks.list(userId).then(tally),
    ]);
  });
  const analyticsCost = await replay(async () => {
    const plan = await c.plans.load(userId);
    rows.count += plan.versions.length + plan.pauses.length + 1;
    await Promise.all([
      c.injections.listForSchedule(userId).then(tally),
      c.checkins.list(userId, year.startDate, year.endDate).then(tally),
      c.journal.datesInWindow(userId, year.startDate, year.endDate).then(tally),
    ]);
  });

  const time = async (path: string) => {
    for (let i = 0; i < 10; i++) await httpRequest(apiUrl, 'GET', path, { headers: auth });
    const samples: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      const res = await httpRequest(apiUrl, 'GET', path, { headers: auth });
      samples.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    }
    return summary(samples);
  };
  return {
    history: counts,
    dashboard: { ms: await time('/api/dashboard'), ...dashboardCost },
    analyticsYear: {
      ms: await time('/api/analytics?period=year'),
      ...analyticsCost,
      goalP99Ms: 50,
    },
  };
}
