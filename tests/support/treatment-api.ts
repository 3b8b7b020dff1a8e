import { afterAll, beforeAll, expect } from 'vitest';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { bearer, register, type Account } from './accounts.js';
import { manualClock, startApi, type ApiHarness } from './api.js';
import { countingStorage } from './counting.js';

/**
 * The set-up the treatment, labs and supplies API tests share: one API on a manual clock, people
 * in Chicago (09:00 local at 15:00 UTC), a signed-in `call`, and a weekly IM prescription. Call
 * it at the top of a test file: it starts the API before the file's tests and stops it after.
 */
export function treatmentApi(options: {
  /** The clock's first instant, ISO. */
  start: string;
  /** The weekly prescription's dose, mL. */
  doseAmount?: number;
  /** Count the storage calls (tests/support/counting.ts). */
  counting?: boolean;
}) {
  const clock = manualClock(Date.parse(options.start));
  const zone = 'America/Chicago';
  const today = () => localDateOf(clock.now(), zone);
  let h: ApiHarness | undefined;
  let counter: ReturnType<typeof countingStorage> | undefined;

  beforeAll(async () => {
    h = await startApi({
      clock,
      ...(options.counting
        ? {
            wrapStorage: (s) => {
              counter = countingStorage(s);
              return counter.storage;
            },
          }
        : {}),
    });
  });
  afterAll(async () => {
    await h?.stop();
  });

  const harness = (): ApiHarness => {
    if (!h) throw new Error('The API starts in beforeAll');
    return h;
  };

  /** A request as `account`; a string body is sent as it is (malformed JSON tests). */
  function call(
    account: Account,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return harness().request(path, {
      method,
      headers: { ...bearer(account.token), 'content-type': 'application/json', ...headers },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  }

  /** A weekly IM prescription starting on `startDate`. */
  const weekly = (startDate: string) => ({
    medication: 'Testosterone cypionate',
    doseAmount: options.doseAmount ?? 0.5,
    doseUnit: 'mL',
    intervalDays: 7,
    startDate,
    route: 'IM',
    concentrationMgPerMl: 200,
  });

  return {
    clock,
    zone,
    today,
    harness,
    /** The counted storage calls (with `counting: true`). */
    counter: () => {
      if (!counter) throw new Error('Start treatmentApi with counting: true');
      return counter;
    },
    call,
    weekly,
    /** 10:00 (or `hour`:00) local time in Chicago (UTC-6 in November) on a date, as an instant. */
    at: (date: string, hour = 10) =>
      new Date(
        Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`) + 6 * 3600_000,
      ).toISOString(),
    /** A new person in Chicago. */
    person: () => register(harness(), { timezone: zone }),
    /** A new person in Chicago whose weekly prescription started `daysAgo` days ago. */
    async onPlan(daysAgo: number): Promise<Account> {
      const a = await register(harness(), { timezone: zone });
      const put = await call(a, 'PUT', '/api/prescription', weekly(addDays(today(), -daysAgo)));
      expect(put.status).toBe(200);
      return a;
    },
  };
}
