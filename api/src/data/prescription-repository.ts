import { odata } from '@azure/data-tables';
import type { Pause, PrescriptionVersion } from '../domain/treatment/schedule.js';
import { ConflictError } from '../errors.js';
import { defined } from './entities.js';
import { prescriptionKeys } from './keys.js';
import { deletePartition } from './partition.js';
import { tableNames, type Storage } from './storage.js';
import { isNotFound, isPreconditionFailed } from './storage-errors.js';

export interface StoredVersion extends PrescriptionVersion {
  concentrationMgPerMl?: number;
  createdAt: string;
  updatedAt: string;
}

export interface TreatmentPlan {
  versions: StoredVersion[];
  pauses: Pause[];
  hrtStartDate?: string;
  /** ETag of the settings row, the plan's version as a whole (changes on every write). */
  etag: string;
}

interface Row {
  partitionKey: string;
  rowKey: string;
  etag?: string;
  [key: string]: unknown;
}

/** The prescription (all versions), pauses and HRT start date of one person: one partition. */
export function createPrescriptionRepository(storage: Storage) {
  const table = () => storage.table(tableNames.prescriptions);

  return {
    async load(userId: string): Promise<TreatmentPlan> {
      const partitionKey = prescriptionKeys.partitionKey(userId);
      const plan: TreatmentPlan = { versions: [], pauses: [], etag: '' };
      const rows = (await table()).listEntities<Row>({
        queryOptions: { filter: odata`PartitionKey eq ${partitionKey}` },
      });
      for await (const row of rows) {
        if (row.rowKey.startsWith(prescriptionKeys.versionPrefix)) {
          plan.versions.push({
            effectiveFrom: String(row.effectiveFrom),
            medication: String(row.medication),
            doseAmount: Number(row.doseAmount),
            doseUnit: row.doseUnit as 'mL' | 'mg',
            intervalDays: Number(row.intervalDays),
            route: (row.route as 'IM' | 'SubQ' | undefined) ?? undefined,
            startDate: String(row.startDate),
            ...(typeof row.concentrationMgPerMl === 'number'
              ? { concentrationMgPerMl: row.concentrationMgPerMl }
              : {}),
            createdAt: String(row.createdAt),
            updatedAt: String(row.updatedAt),
          });
        } else if (row.rowKey.startsWith(prescriptionKeys.pausePrefix)) {
          plan.pauses.push({
            from: String(row.from),
            to: typeof row.to === 'string' ? row.to : null,
          });
        } else if (row.rowKey === prescriptionKeys.settingsRowKey) {
          if (typeof row.hrtStartDate === 'string') plan.hrtStartDate = row.hrtStartDate;
          plan.etag = row.etag ?? '';
        }
      }
      plan.versions.sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
      plan.pauses.sort((a, b) => a.from.localeCompare(b.from));
      return plan;
    },

    /**
     * Writes a version (a version on the same effective day is replaced) and the settings row
     * in one transaction. With `ifMatch`, a plan changed since it was read is refused (409).
     */
    async saveVersion(
      userId: string,
      version: StoredVersion,
      settings: { hrtStartDate?: string | undefined },
      ifMatch?: string,
    ): Promise<void> {
      const partitionKey = prescriptionKeys.partitionKey(userId);
      const client = await table();
      await writeSettings(client, partitionKey, userId, settings, ifMatch);
      await client.upsertEntity(
        defined({
          ...version,
          partitionKey,
          rowKey: prescriptionKeys.versionRowKey(version.effectiveFrom),
          ownerId: userId,
        }),
        'Replace',
      );
    },

    /** The whole plan: every version, pause and the settings row. */
    /** Removes one pause row (a pause that lost a race to a parallel one). */
    async deletePause(userId: string, from: string): Promise<void> {
      try {
        await (
          await table()
        ).deleteEntity(prescriptionKeys.partitionKey(userId), prescriptionKeys.pauseRowKey(from));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async deleteAll(userId: string): Promise<number> {
      return deletePartition(await table(), prescriptionKeys.partitionKey(userId));
    },

    /**
     * Opens or closes a pause. `planEtag` is the ETag of the plan the caller decided on: the
     * settings row is touched with it first, so of parallel pause (or resume) requests made on
     * the same plan exactly one goes on and the others answer 409.
     */
    async savePause(userId: string, pause: Pause, planEtag: string): Promise<void> {
      const partitionKey = prescriptionKeys.partitionKey(userId);
      await writeSettings(await table(), partitionKey, userId, {}, planEtag || undefined);
      await (
        await table()
      ).upsertEntity(
        defined({
          partitionKey,
          rowKey: prescriptionKeys.pauseRowKey(pause.from),
          ownerId: userId,
          from: pause.from,
          to: pause.to ?? undefined,
        }),
        'Replace',
      );
    },
  };

  async function writeSettings(
    client: Awaited<ReturnType<typeof table>>,
    partitionKey: string,
    userId: string,
    settings: { hrtStartDate?: string | undefined },
    ifMatch: string | undefined,
  ): Promise<void> {
    const row = defined({
      partitionKey,
      rowKey: prescriptionKeys.settingsRowKey,
      ownerId: userId,
      hrtStartDate: settings.hrtStartDate,
      touchedAt: new Date().toISOString(),
    });
    try {
      if (ifMatch) await client.updateEntity(row, 'Merge', { etag: ifMatch });
      else await client.upsertEntity(row, 'Merge');
    } catch (error) {
      // A stale ETag (412), or an ETag for a plan that does not exist yet (404).
      if (isPreconditionFailed(error) || isNotFound(error)) throw new ConflictError();
      throw error;
    }
  }
}

export type PrescriptionRepository = ReturnType<typeof createPrescriptionRepository>;
