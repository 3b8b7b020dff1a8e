import type { TableTransaction } from '@azure/data-tables';
import { ConflictError, AppError, NotFoundError } from '../errors.js';
import { defined } from './entities.js';
import { emailIndexKeys, emailKey, normalizeEmail, userKeys } from './keys.js';
import { deletePartition } from './partition.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists, isNotFound, isPreconditionFailed } from './storage-errors.js';

/** A fixed-length stand-in for an email, for in-memory limits that must not hold addresses. */
export function emailLockKey(email: string): string {
  return emailKey(email);
}

export interface Address {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface UserProfile {
  email: string;
  firstName: string;
  lastName: string;
  preferredName?: string;
  pronouns?: string;
  race?: string;
  dateOfBirth?: string;
  address?: Address;
  preferredTreatmentPlace?: string;
  currentlyOnHRT?: boolean;
  timezone: string;
  showLegalNameToProvider: boolean;
  passwordHash?: string;
  googleSub?: string;
  termsAcceptedAt?: string;
  createdAt: string;
  updatedAt: string;
}

export interface UserRecord extends UserProfile {
  id: string;
  etag: string;
}

type UserEntity = Omit<UserProfile, 'address'> & {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  addressJson?: string;
};

interface EmailIndexEntity {
  partitionKey: string;
  rowKey: string;
  userId: string;
  ownerId: string;
  createdAt: string;
}

/** An index row whose user never appeared (a registration that died half way) is reclaimed after this. */
const orphanAfterMs = 60_000;

/** Tries of a write without If-Match before it gives up with a 409 (parallel edits of one row). */
const updateAttempts = 12;

/** A short, jittered wait before trying a contended write again. */
function pause(attempt: number): Promise<void> {
  return new Promise((done) => setTimeout(done, Math.random() * 5 * Math.min(attempt, 6)));
}

function toRecord(entity: UserEntity & { etag?: string }): UserRecord {
  const {
    partitionKey,
    rowKey: _rowKey,
    ownerId: _ownerId,
    addressJson,
    etag,
    ...profile
  } = entity;
  const record: UserRecord = { ...(profile as UserProfile), id: partitionKey, etag: etag ?? '' };
  if (addressJson) record.address = JSON.parse(addressJson) as Address;
  for (const key of Object.keys(record) as (keyof UserRecord)[]) {
    if (key.startsWith('odata') || key === ('timestamp' as keyof UserRecord)) delete record[key];
  }
  return record;
}

function toEntity(id: string, profile: UserProfile): UserEntity {
  const { address, ...rest } = profile;
  return defined({
    ...rest,
    partitionKey: userKeys.partitionKey(id),
    rowKey: userKeys.profileRowKey,
    ownerId: id,
    addressJson: address ? JSON.stringify(address) : undefined,
  });
}

export class EmailTakenError extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message, { email: message });
  }
}

export function createUserRepository(storage: Storage) {
  const users = () => storage.table(tableNames.users);
  const index = () => storage.table(tableNames.emailIndex);

  async function getById(id: string): Promise<UserRecord | undefined> {
    try {
      const entity = await (
        await users()
      ).getEntity<UserEntity>(userKeys.partitionKey(id), userKeys.profileRowKey);
      return toRecord(entity);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Claims the email for this user id: the insert is the uniqueness check. */
  async function claimEmail(
    email: string,
    userId: string,
    now: string,
    takenMessage: string,
  ): Promise<void> {
    const table = await index();
    const row: EmailIndexEntity = {
      partitionKey: emailIndexKeys.partitionKey,
      rowKey: emailIndexKeys.rowKey(email),
      userId,
      ownerId: userId,
      createdAt: now,
    };
    try {
      await table.createEntity(row);
      return;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    const existing = await table.getEntity<EmailIndexEntity>(row.partitionKey, row.rowKey);
    const stale = Date.parse(now) - Date.parse(existing.createdAt) > orphanAfterMs;
    if (!stale || (await getById(existing.userId))) throw new EmailTakenError(takenMessage);
    try {
      await table.updateEntity(row, 'Replace', { etag: existing.etag });
    } catch (error) {
      if (isPreconditionFailed(error)) throw new EmailTakenError(takenMessage);
      throw error;
    }
  }

  return {
    getById,

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      let entry: EmailIndexEntity;
      try {
        entry = await (
          await index()
        ).getEntity<EmailIndexEntity>(emailIndexKeys.partitionKey, emailIndexKeys.rowKey(email));
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      return getById(entry.userId);
    },

    /**
     * Creates the account: claims the email (409 when taken, even under concurrency), then
     * writes the profile and the hashed recovery codes in one transaction of the user's partition.
     */
    async create(
      id: string,
      profile: UserProfile,
      recoveryCodeHashes: string[],
      takenMessage: string,
    ): Promise<UserRecord> {
      const email = normalizeEmail(profile.email);
      await claimEmail(email, id, profile.createdAt, takenMessage);
      try {
        const table = await users();
        const actions: TableTransaction['actions'] = [
          ['create', toEntity(id, { ...profile, email })],
        ];
        for (const hash of recoveryCodeHashes) {
          actions.push([
            'create',
            {
              partitionKey: userKeys.partitionKey(id),
              rowKey: userKeys.recoveryRowKey(hash),
              ownerId: id,
              createdAt: profile.createdAt,
            },
          ]);
        }
        await table.submitTransaction(actions);
      } catch (error) {
        await (
          await index()
        )
          .deleteEntity(emailIndexKeys.partitionKey, emailIndexKeys.rowKey(email))
          .catch(() => undefined);
        throw error;
      }
      const created = await getById(id);
      if (!created) throw new Error('The new account could not be read back');
      return created;
    },

    /**
     * Writes changed fields. With the caller's ETag (If-Match) the write is refused (409) when
     * the row moved on. Without one, the changes are applied to the row as it is now: each try
     * replaces the row only if it still has the ETag that try read, and a concurrent write
     * makes it read again, so a parallel profile edit can never put back an old password hash
     * or drop another field's change.
     */
    async update(
      user: UserRecord,
      changes: Partial<UserProfile>,
      etag?: string,
    ): Promise<UserRecord> {
      const table = await users();
      let current: UserRecord | undefined = user;
      for (let attempt = 1; ; attempt++) {
        if (!current) throw new NotFoundError('No account with that id');
        const next: UserProfile = { ...current, ...changes };
        try {
          await table.updateEntity(toEntity(user.id, next), 'Replace', {
            etag: etag ?? (current.etag || '*'),
          });
          break;
        } catch (error) {
          const stale = isPreconditionFailed(error) || isNotFound(error);
          if (!stale) throw error;
          if (etag !== undefined || attempt >= updateAttempts) throw new ConflictError();
          await pause(attempt);
          current = await getById(user.id);
        }
      }
      const updated = await getById(user.id);
      if (!updated) throw new Error('The account could not be read back');
      return updated;
    },

    /** Replaces every recovery code with new ones (the old stop working at once). */
    async replaceRecoveryCodes(userId: string, codeHashes: string[], now: string): Promise<void> {
      const client = await users();
      await deletePartition(client, userKeys.partitionKey(userId), userKeys.recoveryRowPrefix);
      await client.submitTransaction(
        codeHashes.map((hash) => [
          'create',
          {
            partitionKey: userKeys.partitionKey(userId),
            rowKey: userKeys.recoveryRowKey(hash),
            ownerId: userId,
            createdAt: now,
          },
        ]),
      );
    },

    /** Marks a recovery code used; false when it does not exist or was already used. */
    async consumeRecoveryCode(userId: string, codeHash: string, now: string): Promise<boolean> {
      const table = await users();
      let row: { etag: string; usedAt?: string };
      try {
        row = await table.getEntity<{ usedAt?: string }>(
          userKeys.partitionKey(userId),
          userKeys.recoveryRowKey(codeHash),
        );
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
      if (row.usedAt) return false;
      try {
        await table.updateEntity(
          {
            partitionKey: userKeys.partitionKey(userId),
            rowKey: userKeys.recoveryRowKey(codeHash),
            usedAt: now,
          },
          'Merge',
          { etag: row.etag },
        );
        return true;
      } catch (error) {
        if (isPreconditionFailed(error)) return false;
        throw error;
      }
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
