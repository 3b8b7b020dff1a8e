import { randomUUID } from 'node:crypto';
import { createInjectionRepository } from '../../api/src/data/injection-repository.js';
import { createPrescriptionRepository } from '../../api/src/data/prescription-repository.js';
import { createSessionRepository } from '../../api/src/data/session-repository.js';
import { createStorage } from '../../api/src/data/storage.js';
import { createUserRepository } from '../../api/src/data/user-repository.js';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { prescriptionView } from '../../api/src/services/treatment-view.js';
import { verifyToken } from '../../api/src/security/tokens.js';
import { benchJwtSecret, compareLatency, httpRequest, registerBenchUser } from './support.js';

const zone = 'America/Chicago';
const sites = ['left-thigh', 'right-thigh', 'left-glute', 'right-glute'] as const;

/**
 * A person with five years of weekly doses. GET /api/prescription (session, profile, the plan
 * and every injection's schedule columns: 4 round trips, then the schedule) and a month of
 * GET /api/injections (session + one range query), each beside the same calls made directly.
 */
export async function treatmentLatency(connectionString: string, apiUrl: string, n = 300) {
  const storage = createStorage(connectionString);
  const sessions = createSessionRepository(storage);
  const users = createUserRepository(storage);
  const plans = createPrescriptionRepository(storage);
  const injections = createInjectionRepository(storage);

  const {
    token,
    userId,
    sessionId,
    headers: auth,
  } = await registerBenchUser(apiUrl, 'treatment', zone);

  const today = localDateOf(Date.now(), zone);
  const start = addDays(today, -5 * 365);
  const put = await httpRequest(apiUrl, 'PUT', '/api/prescription', {
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
  if (put.status !== 200) throw new Error(`PUT /api/prescription answered ${put.status}`);
  let count = 0;
  const writes: Promise<unknown>[] = [];
  for (let day = start; day <= today; day = addDays(day, 7)) {
    const takenAt = new Date(`${day}T16:00:00Z`).toISOString();
    const now = new Date().toISOString();
    writes.push(
      injections.create(userId, randomUUID(), {
        takenAt,
        localDate: localDateOf(takenAt, zone),
        timezone: zone,
        doseAmount: 0.3,
        doseUnit: 'mL',
        site: sites[count % sites.length] ?? 'left-thigh',
        route: 'IM',
        medication: 'Testosterone cypionate',
        notes: null,
        painLevel: 2,
        createdAt: now,
        updatedAt: now,
      }),
    );
    count++;
    if (writes.length >= 20) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);

  const monthStart = `${today.slice(0, 7)}-01`;
  const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 7)}-01`, -1);

  const secret = benchJwtSecret;
  const check = () => {
    if (!verifyToken(secret, token, Date.now())) throw new Error('token did not verify');
  };
  const directPrescription = async () => {
    check();
    const session = await sessions.find(userId, sessionId, Date.now());
    if (!session) throw new Error('no session');
    const user = await users.getById(userId);
    const localToday = localDateOf(Date.now(), user?.timezone ?? zone);
    const [plan, rows] = await Promise.all([
      plans.load(userId),
      injections.listForSchedule(userId),
    ]);
    JSON.stringify(prescriptionView(plan, rows, localToday));
  };
  const directMonth = async () => {
    check();
    const session = await sessions.find(userId, sessionId, Date.now());
    if (!session) throw new Error('no session');
    JSON.stringify(await injections.list(userId, { startDate: monthStart, endDate: monthEnd }));
  };
  const apiGet = (path: string) => async () => {
    const res = await httpRequest(apiUrl, 'GET', path, { headers: auth });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  };

  const compare = (api: () => Promise<void>, direct: () => Promise<void>, roundTrips: number) =>
    compareLatency({ api, direct }, { n, roundTrips });

  return {
    injections: count,
    prescription: await compare(apiGet('/api/prescription'), directPrescription, 4),
    month: await compare(
      apiGet(`/api/injections?startDate=${monthStart}&endDate=${monthEnd}`),
      directMonth,
      2,
    ),
  };
}
