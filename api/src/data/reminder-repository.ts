import { odata } from '@azure/data-tables';
import type { ReminderSettings } from '../domain/reminders/reminder-settings.js';
import { reminderKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists, isNotFound } from './storage-errors.js';

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  createdAt: string;
}

export interface CalendarOwnerRow {
  secretHash: string;
  createdAt: string;
}

type Row = { partitionKey: string; rowKey: string; ownerId: string } & Record<string, unknown>;

/**
 * One partition per person in the `reminders` table: the settings row, one row per subscribed
 * device, the calendar feed's hash, and a send record per reminder (inserted before sending,
 * only if absent: of two senders, exactly one wins each reminder).
 */
export function createReminderRepository(storage: Storage) {
  const table = () => storage.table(tableNames.reminders);
  const pk = reminderKeys.partitionKey;

  async function getRow(userId: string, rowKey: string): Promise<Row | undefined> {
    try {
      return await (await table()).getEntity<Row>(pk(userId), rowKey);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    async settings(userId: string): Promise<ReminderSettings | undefined> {
      const row = await getRow(userId, reminderKeys.settingsRowKey);
      return row ? (JSON.parse(String(row.settings)) as ReminderSettings) : undefined;
    },

    async saveSettings(userId: string, settings: ReminderSettings, at: string): Promise<void> {
      await (
        await table()
      ).upsertEntity(
        {
          partitionKey: pk(userId),
          rowKey: reminderKeys.settingsRowKey,
          ownerId: userId,
          settings: JSON.stringify(settings),
          updatedAt: at,
        },
        'Replace',
      );
    },

    /** Everything but send records, in one range read: settings, devices, calendar. */
    async load(userId: string): Promise<{
      settings: ReminderSettings | undefined;
      subscriptions: StoredSubscription[];
      calendar: CalendarOwnerRow | undefined;
    }> {
      const partitionKey = pk(userId);
      let settings: ReminderSettings | undefined;
      let calendar: CalendarOwnerRow | undefined;
      const subscriptions: StoredSubscription[] = [];
      const filter = odata`PartitionKey eq ${partitionKey} and (RowKey lt ${reminderKeys.sentPrefix} or RowKey ge ${'sent.'})`;
      for await (const row of (await table()).listEntities<Row>({ queryOptions: { filter } })) {
        if (row.rowKey === reminderKeys.settingsRowKey) {
          settings = JSON.parse(String(row.settings)) as ReminderSettings;
        } else if (row.rowKey === reminderKeys.calendarRowKey) {
          calendar = { secretHash: String(row.secretHash), createdAt: String(row.createdAt) };
        } else if (row.rowKey.startsWith(reminderKeys.subscriptionPrefix)) {
          subscriptions.push({
            id: row.rowKey.slice(reminderKeys.subscriptionPrefix.length),
            endpoint: String(row.endpoint),
            p256dh: String(row.p256dh),
            auth: String(row.auth),
            label: String(row.label ?? ''),
            createdAt: String(row.createdAt),
          });
        }
      }
      return { settings, subscriptions, calendar };
    },

    /** Adds or refreshes one device (the same endpoint again replaces its keys). */
    async subscribe(
      userId: string,
      sub: { endpoint: string; p256dh: string; auth: string; label: string },
      at: string,
    ): Promise<void> {
      await (
        await table()
      ).upsertEntity(
        {
          partitionKey: pk(userId),
          rowKey: reminderKeys.subscriptionRowKey(sub.endpoint),
          ownerId: userId,
          ...sub,
          createdAt: at,
        },
        'Replace',
      );
    },

    /** True when this person had that device. */
    async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
      try {
        await (await table()).deleteEntity(pk(userId), reminderKeys.subscriptionRowKey(endpoint));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    /** Ids of everyone with at least one subscribed device (a cross-partition scan of keys). */
    async subscribedUserIds(): Promise<string[]> {
      const ids = new Set<string>();
      const filter = odata`RowKey ge ${reminderKeys.subscriptionPrefix} and RowKey lt ${'sub.'}`;
      for await (const page of (await table())
        .listEntities<Row>({ queryOptions: { filter, select: ['PartitionKey'] } })
        .byPage({ maxPageSize: 1000 })) {
        for (const row of page) if (row.partitionKey) ids.add(row.partitionKey);
      }
      return [...ids];
    },

    /**
     * Records that a reminder is being sent; false when it was already recorded (sent by this
     * or another sender). The insert is conditional: storage refuses a second row with the key.
     */
    async claimSend(userId: string, reminderId: string, at: string): Promise<boolean> {
      try {
        await (
          await table()
        ).createEntity({
          partitionKey: pk(userId),
          rowKey: reminderKeys.sentRowKey(reminderId),
          ownerId: userId,
          sentAt: at,
        });
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },

    async sendCount(userId: string): Promise<number> {
      const partitionKey = pk(userId);
      let n = 0;
      for await (const row of (await table()).listEntities<Row>({
        queryOptions: {
          filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${reminderKeys.sentPrefix} and RowKey lt ${'sent.'}`,
          select: ['RowKey'],
        },
      })) {
        if (row.rowKey) n += 1;
      }
      return n;
    },

    async setCalendar(userId: string, row: CalendarOwnerRow | null): Promise<void> {
      const client = await table();
      if (!row) {
        await client
          .deleteEntity(pk(userId), reminderKeys.calendarRowKey)
          .catch((error: unknown) => {
            if (!isNotFound(error)) throw error;
          });
        return;
      }
      await client.upsertEntity(
        { partitionKey: pk(userId), rowKey: reminderKeys.calendarRowKey, ownerId: userId, ...row },
        'Replace',
      );
    },
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
