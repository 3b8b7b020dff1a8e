import { z } from 'zod';
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
      .finite()
      .gt(0, supplyMessages.concentrationInvalid)
      .max(1000, supplyMessages.concentrationInvalid),
    volumeMl: z
      .number({ error: supplyMessages.volumeInvalid })
      .finite()
      .gt(0, supplyMessages.volumeInvalid)
      .max(100, supplyMessages.volumeInvalid),
    /** What is left; a new vial is full when left out. */
    remainingMl: z
      .number({ error: supplyMessages.remainingInvalid })
      .finite()
      .min(0, supplyMessages.remainingInvalid)
      .optional(),
    openedOn: calendarDateSchema.nullable().optional(),
    expiresOn: calendarDateSchema.nullable().optional(),
  })
  .superRefine((v, ctx) => {
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
  });
export type VialRequest = z.infer<typeof vialRequestSchema>;

export const consumableKinds = ['syringe', 'needle', 'swab', 'other'] as const;

export const consumableRequestSchema = z.object({
  kind: z.enum(consumableKinds, { error: supplyMessages.kindInvalid }),
  label: plain(60, supplyMessages.labelRequired),
  count: z
    .number({ error: supplyMessages.countInvalid })
    .int(supplyMessages.countInvalid)
    .min(0, supplyMessages.countInvalid)
    .max(100_000, supplyMessages.countInvalid),
  perInjection: z
    .number({ error: supplyMessages.perInjectionInvalid })
    .finite()
    .min(0, supplyMessages.perInjectionInvalid)
    .max(10, supplyMessages.perInjectionInvalid),
});
export type ConsumableRequest = z.infer<typeof consumableRequestSchema>;

export const supplySettingsRequestSchema = z.object({
  leadTimeDays: z
    .number({ error: supplyMessages.leadTimeInvalid })
    .int(supplyMessages.leadTimeInvalid)
    .min(0, supplyMessages.leadTimeInvalid)
    .max(90, supplyMessages.leadTimeInvalid),
  warnDays: z
    .number({ error: supplyMessages.warnDaysInvalid })
    .int(supplyMessages.warnDaysInvalid)
    .min(0, supplyMessages.warnDaysInvalid)
    .max(90, supplyMessages.warnDaysInvalid),
  deadSpaceMl: z
    .number({ error: supplyMessages.deadSpaceInvalid })
    .finite()
    .min(0, supplyMessages.deadSpaceInvalid)
    .max(1, supplyMessages.deadSpaceInvalid),
});
export type SupplySettingsRequest = z.infer<typeof supplySettingsRequestSchema>;

// Replies

export const vialSchema = z.object({
  id: z.string(),
  medication: z.string(),
  concentrationMgPerMl: z.number(),
  volumeMl: z.number(),
  remainingMl: z.number(),
  openedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
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

export const supplySettingsSchema = supplySettingsRequestSchema.extend({ etag: z.string() });
export type SupplySettings = z.infer<typeof supplySettingsSchema>;

export const supplyForecastItemSchema = z.object({
  /** 'medication' or a consumable's id. */
  id: z.string(),
  label: z.string(),
  dosesCovered: z.number(),
  runsOutOn: z.string().nullable(),
  daysLeft: z.number().nullable(),
  orderBy: z.string().nullable(),
  warn: z.boolean(),
  /** "Runs out in N days", "Runs out today", or null when nothing runs out within 3 years. */
  text: z.string().nullable(),
});
export type SupplyForecastItem = z.infer<typeof supplyForecastItemSchema>;

export const supplyForecastSchema = z.object({
  medication: supplyForecastItemSchema.nullable(),
  consumables: z.array(supplyForecastItemSchema),
  /** The soonest warning, for the dashboard; null when nothing warns. */
  soonest: supplyForecastItemSchema.nullable(),
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
