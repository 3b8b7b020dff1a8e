import { z } from './zod.js';
import { calendarDateSchema } from './common.js';
import { plainTextSchema as plain } from './common.js';

/** Supplies (`/api/supplies`): vials, consumables and the forecast. */

export const supplyMessages = {
  medicationRequired: 'Medication is required',
  concentrationInvalid: 'Concentration must be a number above 0 and at most 1000 mg/mL',
  volumeInvalid: 'Volume must be a number above 0 and at most 100 mL',
  remainingInvalid: 'Remaining must be from 0 to the vial’s volume',
  kindInvalid: "Choose 'syringe', 'needle', 'swab' or 'other'",
  labelRequired: 'Give it a name',
  countInvalid: 'Count must be a whole number from 0 to 100,000',
  perInjectionInvalid: 'Per injection must be a number from 0 to 10',
  leadTimeInvalid: 'Lead time must be a whole number of days from 0 to 90',
  warnDaysInvalid: 'Warn days must be a whole number from 0 to 90',
  deadSpaceInvalid: 'Dead space must be from 0 to 1 mL',
  expiryBeforeOpened: 'The expiry date cannot be before the opened date',
} as const;

export const vialRequestSchema = z
  .object({
    medication: plain(100, supplyMessages.medicationRequired),
    concentrationMgPerMl: z
      .number({ error: supplyMessages.concentrationInvalid })
      .check(
        z.gt(0, supplyMessages.concentrationInvalid),
        z.lte(1000, supplyMessages.concentrationInvalid),
      ),
    volumeMl: z
      .number({ error: supplyMessages.volumeInvalid })
      .check(z.gt(0, supplyMessages.volumeInvalid), z.lte(100, supplyMessages.volumeInvalid)),
    /** What is left; a new vial is full when left out. */
    remainingMl: z.optional(
      z
        .number({ error: supplyMessages.remainingInvalid })
        .check(z.gte(0, supplyMessages.remainingInvalid)),
    ),
    openedOn: z.optional(z.nullable(calendarDateSchema)),
    expiresOn: z.optional(z.nullable(calendarDateSchema)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.remainingMl !== undefined && v.remainingMl > v.volumeMl)
        ctx.addIssue({
          code: 'custom',
          path: ['remainingMl'],
          message: supplyMessages.remainingInvalid,
        });
      if (v.openedOn && v.expiresOn && v.expiresOn < v.openedOn)
        ctx.addIssue({
          code: 'custom',
          path: ['expiresOn'],
          message: supplyMessages.expiryBeforeOpened,
        });
    }),
  );
export type VialRequest = z.infer<typeof vialRequestSchema>;

export const consumableKinds = ['syringe', 'needle', 'swab', 'other'] as const;

export const consumableRequestSchema = z.object({
  kind: z.enum(consumableKinds, { error: supplyMessages.kindInvalid }),
  label: plain(60, supplyMessages.labelRequired),
  count: z
    .number({ error: supplyMessages.countInvalid })
    .check(
      z.int(supplyMessages.countInvalid),
      z.gte(0, supplyMessages.countInvalid),
      z.lte(100_000, supplyMessages.countInvalid),
    ),
  perInjection: z
    .number({ error: supplyMessages.perInjectionInvalid })
    .check(
      z.gte(0, supplyMessages.perInjectionInvalid),
      z.lte(10, supplyMessages.perInjectionInvalid),
    ),
});
export type ConsumableRequest = z.infer<typeof consumableRequestSchema>;

export const supplySettingsRequestSchema = z.object({
  leadTimeDays: z
    .number({ error: supplyMessages.leadTimeInvalid })
    .check(
      z.int(supplyMessages.leadTimeInvalid),
      z.gte(0, supplyMessages.leadTimeInvalid),
      z.lte(90, supplyMessages.leadTimeInvalid),
    ),
  warnDays: z
    .number({ error: supplyMessages.warnDaysInvalid })
    .check(
      z.int(supplyMessages.warnDaysInvalid),
      z.gte(0, supplyMessages.warnDaysInvalid),
      z.lte(90, supplyMessages.warnDaysInvalid),
    ),
  deadSpaceMl: z
    .number({ error: supplyMessages.deadSpaceInvalid })
    .check(z.gte(0, supplyMessages.deadSpaceInvalid), z.lte(1, supplyMessages.deadSpaceInvalid)),
});
export type SupplySettingsRequest = z.infer<typeof supplySettingsRequestSchema>;

// Replies

export const vialSchema = z.object({
  id: z.string(),
  medication: z.string(),
  concentrationMgPerMl: z.number(),
  volumeMl: z.number(),
  remainingMl: z.number(),
  openedOn: z.nullable(z.string()),
  expiresOn: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  etag: z.string(),
});
export type Vial = z.infer<typeof vialSchema>;

export const consumableSchema = z.object({
  id: z.string(),
  kind: z.enum(consumableKinds),
  label: z.string(),
  count: z.number(),
  perInjection: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  etag: z.string(),
});
export type Consumable = z.infer<typeof consumableSchema>;

export const supplySettingsSchema = z.extend(supplySettingsRequestSchema, { etag: z.string() });
export type SupplySettings = z.infer<typeof supplySettingsSchema>;

export const supplyForecastItemSchema = z.object({
  /** 'medication' or a consumable's id. */
  id: z.string(),
  label: z.string(),
  dosesCovered: z.number(),
  runsOutOn: z.nullable(z.string()),
  daysLeft: z.nullable(z.number()),
  orderBy: z.nullable(z.string()),
  warn: z.boolean(),
  /** "Runs out in N days", "Runs out today", or null when nothing runs out within 3 years. */
  text: z.nullable(z.string()),
});
export type SupplyForecastItem = z.infer<typeof supplyForecastItemSchema>;

export const supplyForecastSchema = z.object({
  medication: z.nullable(supplyForecastItemSchema),
  consumables: z.array(supplyForecastItemSchema),
  /** The soonest warning, for the dashboard; null when nothing warns. */
  soonest: z.nullable(supplyForecastItemSchema),
});
export type SupplyForecastReply = z.infer<typeof supplyForecastSchema>;

export const suppliesReplySchema = z.object({
  vials: z.array(vialSchema),
  consumables: z.array(consumableSchema),
  settings: supplySettingsSchema,
  forecast: supplyForecastSchema,
});
export type SuppliesReply = z.infer<typeof suppliesReplySchema>;

export const defaultSupplySettings = { leadTimeDays: 7, warnDays: 14, deadSpaceMl: 0.07 } as const;
