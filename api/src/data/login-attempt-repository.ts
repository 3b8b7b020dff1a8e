import { odata } from '@azure/data-tables';
import {
  lockedFor,
  perAddressRule,
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

export function createLoginAttemptRepository(storage: Storage) {
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
        emailKey: emailKey(email),
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
      const emailLock = await this.lockedFor(email, address, now);
      if (emailLock > 0) return emailLock;
      const counted = await increment(
        partitionKey,
        loginAttemptKeys.addressRowKey(address),
        email,
        perAddressRule,
        now,
      );
      return counted ?? failClosedSeconds;
    },

    /** After a reserved attempt failed: the looser count per email across addresses. */
    async recordEmailFailure(email: string, now: number): Promise<void> {
      const partitionKey = loginAttemptKeys.partitionKey(email);
      await increment(partitionKey, loginAttemptKeys.allAddressesRowKey, email, perEmailRule, now);
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
