import { jsonRows, type Stored } from './json-rows.js';
import { labKeys } from './keys.js';
import { deletePartition } from './partition.js';
import { tableNames, type Storage } from './storage.js';

export interface LabResultRecord {
  marker: string;
  label?: string | undefined;
  value: number;
  unit: string;
}

export interface LabDrawRecord {
  id: string;
  drawnAt: string;
  localDate: string;
  results: LabResultRecord[];
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LabSettingsRecord {
  ranges: Record<string, { low?: number | undefined; high?: number | undefined; unit: string }>;
  firstYearMonths: number;
  laterMonths: number;
}

export interface LabData {
  draws: Stored<LabDrawRecord>[];
  settings: Stored<LabSettingsRecord> | undefined;
}

const notFound = 'No lab draw with that id';

/** Lab draws and lab settings of one person: one partition, read whole in one query. */
export function createLabRepository(storage: Storage) {
  const table = () => storage.table(tableNames.labs);
  const draws = jsonRows<LabDrawRecord>(table, notFound);
  const settings = jsonRows<LabSettingsRecord>(table, notFound);
  const pk = labKeys.partitionKey;

  return {
    /** Every draw (newest first) and the settings row. */
    async load(userId: string): Promise<LabData> {
      const rows = await draws.all(pk(userId));
      const drawRows = rows.filter((r) => r.rowKey.startsWith(labKeys.drawPrefix));
      drawRows.sort((a, b) => b.value.drawnAt.localeCompare(a.value.drawnAt));
      const settingsRow = rows.find((r) => r.rowKey === labKeys.settingsRowKey) as unknown as
        Stored<LabSettingsRecord> | undefined;
      return { draws: drawRows, settings: settingsRow };
    },
    get: (userId: string, id: string) => draws.get(pk(userId), labKeys.drawRowKey(id)),
    create: (userId: string, draw: LabDrawRecord) =>
      draws.create(pk(userId), labKeys.drawRowKey(draw.id), userId, draw),
    replace: (userId: string, draw: LabDrawRecord, ifMatch?: string) =>
      draws.replace(pk(userId), labKeys.drawRowKey(draw.id), userId, draw, ifMatch),
    delete: (userId: string, id: string, ifMatch?: string) =>
      draws.remove(pk(userId), labKeys.drawRowKey(id), ifMatch),
    putSettings: (userId: string, value: LabSettingsRecord, ifMatch?: string) =>
      settings.put(pk(userId), labKeys.settingsRowKey, userId, value, ifMatch),
    async deleteAll(userId: string): Promise<number> {
      return deletePartition(await table(), pk(userId));
    },
  };
}

export type LabRepository = ReturnType<typeof createLabRepository>;
