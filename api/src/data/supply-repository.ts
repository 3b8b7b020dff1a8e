import { jsonRows, type Stored } from './json-rows.js';
import { supplyKeys } from './keys.js';
import { deletePartition } from './partition.js';
import { tableNames, type Storage } from './storage.js';

export interface VialRecord {
  id: string;
  medication: string;
  concentrationMgPerMl: number;
  volumeMl: number;
  remainingMl: number;
  openedOn: string | null;
  expiresOn: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ConsumableRecord {
  id: string;
  kind: 'syringe' | 'needle' | 'swab' | 'other';
  label: string;
  count: number;
  perInjection: number;
  createdAt: string;
  updatedAt: string;
}

export interface SupplySettingsRecord {
  leadTimeDays: number;
  warnDays: number;
  deadSpaceMl: number;
}

export interface SupplyData {
  vials: Stored<VialRecord>[];
  consumables: Stored<ConsumableRecord>[];
  settings: Stored<SupplySettingsRecord> | undefined;
}

/** Vials, consumables and supply settings of one person: one partition, one query. */
export function createSupplyRepository(storage: Storage) {
  const table = () => storage.table(tableNames.supplies);
  const vials = jsonRows<VialRecord>(table, 'No vial with that id');
  const items = jsonRows<ConsumableRecord>(table, 'No supply with that id');
  const settings = jsonRows<SupplySettingsRecord>(table, 'No supply settings');
  const pk = supplyKeys.partitionKey;

  return {
    async load(userId: string): Promise<SupplyData> {
      const rows = await vials.all(pk(userId));
      const byCreated = (a: Stored<{ createdAt: string }>, b: Stored<{ createdAt: string }>) =>
        a.value.createdAt.localeCompare(b.value.createdAt);
      return {
        vials: rows.filter((r) => r.rowKey.startsWith(supplyKeys.vialPrefix)).sort(byCreated),
        consumables: (
          rows.filter((r) =>
            r.rowKey.startsWith(supplyKeys.consumablePrefix),
          ) as unknown as Stored<ConsumableRecord>[]
        ).sort(byCreated),
        settings: rows.find((r) => r.rowKey === supplyKeys.settingsRowKey) as unknown as
          Stored<SupplySettingsRecord> | undefined,
      };
    },
    getVial: (userId: string, id: string) => vials.get(pk(userId), supplyKeys.vialRowKey(id)),
    createVial: (userId: string, v: VialRecord) =>
      vials.create(pk(userId), supplyKeys.vialRowKey(v.id), userId, v),
    replaceVial: (userId: string, v: VialRecord, ifMatch?: string) =>
      vials.replace(pk(userId), supplyKeys.vialRowKey(v.id), userId, v, ifMatch),
    deleteVial: (userId: string, id: string, ifMatch?: string) =>
      vials.remove(pk(userId), supplyKeys.vialRowKey(id), ifMatch),
    getConsumable: (userId: string, id: string) =>
      items.get(pk(userId), supplyKeys.consumableRowKey(id)),
    createConsumable: (userId: string, c: ConsumableRecord) =>
      items.create(pk(userId), supplyKeys.consumableRowKey(c.id), userId, c),
    replaceConsumable: (userId: string, c: ConsumableRecord, ifMatch?: string) =>
      items.replace(pk(userId), supplyKeys.consumableRowKey(c.id), userId, c, ifMatch),
    deleteConsumable: (userId: string, id: string, ifMatch?: string) =>
      items.remove(pk(userId), supplyKeys.consumableRowKey(id), ifMatch),
    putSettings: (userId: string, value: SupplySettingsRecord, ifMatch?: string) =>
      settings.put(pk(userId), supplyKeys.settingsRowKey, userId, value, ifMatch),
    async deleteAll(userId: string): Promise<number> {
      return deletePartition(await table(), pk(userId));
    },
  };
}

export type SupplyRepository = ReturnType<typeof createSupplyRepository>;
