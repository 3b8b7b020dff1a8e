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
export function createLoginAttemptRepository(storage: Storage) {
  const table = () => storage.table(tableNames.loginAttempts);

  async function increment(
    partitionKey: string,
    rowKey: string,
    email: string,
    rule: ThrottleRule,
    now: number,
  ): Promise<void> {
    const client = await table();
    for (let attempt = 0; attempt < 5; attempt++) {
      let current: CounterEntity | undefined;
      try {
        current = await client.getEntity<CounterEntity>(partitionKey, rowKey);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      const next: CounterEntity = {
        partitionKey,
        rowKey,
        emailKey: emailKey(email),
        ...recordFailure(rule, current, now),
      };
      try {
        if (current?.etag) await client.updateEntity(next, 'Replace', { etag: current.etag });
        else await client.createEntity(next);
        return;
      } catch (error) {
        if (!isPreconditionFailed(error) && !isAlreadyExists(error)) throw error;
      }
    }
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
