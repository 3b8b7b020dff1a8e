import { odata } from '@azure/data-tables';
import {
  lockedFor,
  perAddressRule,
  perClientRule,
  registrationRule,
  perEmailRule,
  recordFailure,
  type FailureCounter,
  type ThrottleRule,
} from '../domain/login-throttle.js';
import { emailKey, loginAttemptKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists, isNotFound, isPreconditionFailed } from './storage-errors.js';

interface CounterEntity extends FailureCounter {
  partitionKey: string;
  rowKey: string;
  emailKey: string;
  etag?: string;
}

/**
 * Failed sign-in counters in Table Storage, so the limits hold across every instance. Both
 * counters of an attempt live in the email's partition: one query reads them.
 */
/** How long an attempt that could not be counted (storage contention) waits. */
const failClosedSeconds = 5;

export interface ClientLimits {
  /** Failed sign-ins and recoveries from one address, across every email, per 15 minutes. */
  failuresPerAddress: number;
  /** Registrations from one address per hour. */
  registrationsPerAddress: number;
}

export function createLoginAttemptRepository(
  storage: Storage,
  limits: ClientLimits = { failuresPerAddress: 30, registrationsPerAddress: 10 },
) {
  const table = () => storage.table(tableNames.loginAttempts);

  /**
   * Adds one to a counter with a conditional write (the ETag it read), so parallel attempts
   * each count. Returns the seconds the counter was already locked for (the attempt did not
   * count and must be refused), 0 when counted, or `undefined` when the write lost every race
   * (the caller fails closed).
   */
  async function increment(
    partitionKey: string,
    rowKey: string,
    email: string,
    rule: ThrottleRule,
    now: number,
  ): Promise<number | undefined> {
    const client = await table();
    for (let attempt = 0; attempt < 12; attempt++) {
      let current: CounterEntity | undefined;
      try {
        current = await client.getEntity<CounterEntity>(partitionKey, rowKey);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      const locked = lockedFor(current, now);
      if (locked > 0) return locked;
      const next: CounterEntity = {
        partitionKey,
        rowKey,
        emailKey: email ? emailKey(email) : '',
        ...recordFailure(rule, current, now),
      };
      try {
        if (current?.etag) await client.updateEntity(next, 'Replace', { etag: current.etag });
        else await client.createEntity(next);
        return 0;
      } catch (error) {
        if (!isPreconditionFailed(error) && !isAlreadyExists(error)) throw error;
      }
      await new Promise((done) => setTimeout(done, Math.random() * 10 * (attempt + 1)));
    }
    return undefined;
  }

  return {
    /** Seconds until this email (from this address) may try again; 0 when allowed. */
    async lockedFor(email: string, address: string, now: number): Promise<number> {
      const partitionKey = loginAttemptKeys.partitionKey(email);
      const addressRow = loginAttemptKeys.addressRowKey(address);
      let longest = 0;
      const rows = (await table()).listEntities<CounterEntity>({
        queryOptions: {
          filter: odata`PartitionKey eq ${partitionKey} and (RowKey eq ${loginAttemptKeys.allAddressesRowKey} or RowKey eq ${addressRow})`,
        },
      });
      for await (const row of rows) longest = Math.max(longest, lockedFor(row, now));
      return longest;
    },

    /**
     * Counts a sign-in attempt from this address BEFORE its password is checked, atomically, so
     * a parallel burst cannot outrun the limit: of any number sent at once, at most
     * `perAddressRule.maxFailures` reach the password check. A success clears the count
     * (`clear`). Returns the seconds to wait (the attempt is refused), or 0. Fails closed: an
     * attempt that cannot be counted is refused for a few seconds.
     */
    async reserve(email: string, address: string, now: number): Promise<number> {
      const partitionKey = loginAttemptKeys.partitionKey(email);
      const [emailLock, clientLock] = await Promise.all([
        this.lockedFor(email, address, now),
        this.clientLockedFor(address, now),
      ]);
      if (emailLock > 0 || clientLock > 0) return Math.max(emailLock, clientLock);
      const counted = await increment(
        partitionKey,
        loginAttemptKeys.addressRowKey(address),
        email,
        perAddressRule,
        now,
      );
      return counted ?? failClosedSeconds;
    },

    /**
     * After a reserved attempt failed: the looser count per email across addresses (progressive
     * delay), and the count per client address across every email (credential stuffing).
     */
    async recordEmailFailure(email: string, address: string, now: number): Promise<void> {
      const partitionKey = loginAttemptKeys.partitionKey(email);
      await Promise.all([
        increment(partitionKey, loginAttemptKeys.allAddressesRowKey, email, perEmailRule, now),
        increment(
          loginAttemptKeys.clientPartitionKey(address),
          loginAttemptKeys.clientFailuresRowKey,
          '',
          perClientRule(limits.failuresPerAddress),
          now,
        ),
      ]);
    },

    /** Seconds this client address must wait after too many failures across emails, or 0. */
    async clientLockedFor(address: string, now: number): Promise<number> {
      try {
        const row = await (
          await table()
        ).getEntity<CounterEntity>(
          loginAttemptKeys.clientPartitionKey(address),
          loginAttemptKeys.clientFailuresRowKey,
        );
        return lockedFor(row, now);
      } catch (error) {
        if (isNotFound(error)) return 0;
        throw error;
      }
    },

    /**
     * Counts a registration from this address before any work is done; answers the seconds to
     * wait when the address is over its hourly limit (the registration is refused), or 0.
     */
    async reserveRegistration(address: string, now: number): Promise<number> {
      const counted = await increment(
        loginAttemptKeys.clientPartitionKey(address),
        loginAttemptKeys.clientRegistrationsRowKey,
        '',
        registrationRule(limits.registrationsPerAddress),
        now,
      );
      return counted ?? failClosedSeconds;
    },

    async recordFailure(email: string, address: string, now: number): Promise<void> {
      const partitionKey = loginAttemptKeys.partitionKey(email);
      await Promise.all([
        increment(
          partitionKey,
          loginAttemptKeys.addressRowKey(address),
          email,
          perAddressRule,
          now,
        ),
        increment(partitionKey, loginAttemptKeys.allAddressesRowKey, email, perEmailRule, now),
      ]);
    },

    /** A successful sign-in clears that address's failures. */
    async clear(email: string, address: string): Promise<void> {
      try {
        await (
          await table()
        ).deleteEntity(
          loginAttemptKeys.partitionKey(email),
          loginAttemptKeys.addressRowKey(address),
        );
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}

export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
