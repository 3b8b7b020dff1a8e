import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Azurite's well-known development account (public, documented by Microsoft). */
export const azuriteConnectionString = 'UseDevelopmentStorage=true';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  /** Set by the Azure Functions host; their presence means we run in Azure. */
  WEBSITE_INSTANCE_ID: z.string().optional(),
  AZURE_STORAGE_CONNECTION_STRING: z.string().min(1).optional(),
  /** The jobs app: the storage account reached with its managed identity (no key). */
  AZURE_STORAGE_ACCOUNT_NAME: z
    .string()
    .regex(/^[a-z0-9]{3,24}$/, { error: 'must be a storage account name' })
    .optional(),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** One log line per request; by default on, except when telemetry runs. */
  STRIDE_LOG_REQUESTS: z.enum(['true', 'false']).optional(),
  STRIDE_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).optional(),
  STRIDE_AUTH_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  STRIDE_REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  STRIDE_LOGIN_IN_FLIGHT_PER_EMAIL: z.coerce.number().int().min(1).max(1_000).optional(),
  /** What one account may store (see README, "Settings"). */
  STRIDE_QUOTA_INJECTIONS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  STRIDE_QUOTA_JOURNAL_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).optional(),
  STRIDE_QUOTA_CHAT_MESSAGES: z.coerce.number().int().min(2).max(10_000_000).optional(),
  STRIDE_QUOTA_PHOTOS: z.coerce.number().int().min(1).max(100_000).optional(),
  STRIDE_QUOTA_PHOTO_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 ** 4)
    .optional(),
  /** Application Insights: requests, storage dependencies and log records go there when set. */
  APPLICATIONINSIGHTS_CONNECTION_STRING: z
    .string()
    .regex(/InstrumentationKey=[^;]+/i, {
      error:
        'must be an Application Insights connection string (InstrumentationKey=…;IngestionEndpoint=…)',
    })
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The site's own origin (https://…); state-changing calls from any other origin are refused. */
  ALLOWED_ORIGIN: z
    .url({ error: 'must be an origin such as https://stride.example.org' })
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Outside production, `npm start` sets this to create the demo account. */
  STRIDE_SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** The coach's Azure OpenAI account: used only when endpoint, deployment and key are all set. */
  AZURE_OPENAI_ENDPOINT: z
    .url({ error: 'must be a URL such as https://<name>.openai.azure.com/' })
    .optional(),
  AZURE_OPENAI_DEPLOYMENT: z.string().min(1).optional(),
  /** Azure AI Content Safety, an optional third layer of the crisis screen (both must be set). */
  AZURE_CONTENT_SAFETY_ENDPOINT: z
    .url({ error: 'must be a URL such as https://<name>.cognitiveservices.azure.com/' })
    .optional(),
  AZURE_CONTENT_SAFETY_KEY: z.string().min(1).optional(),
  AZURE_OPENAI_API_KEY: z.string().min(1).optional(),
  /** A vision-capable deployment for progress photos; without it photos are not analysed. */
  AZURE_OPENAI_VISION_DEPLOYMENT: z.string().min(1).optional(),
  AZURE_OPENAI_API_VERSION: z.string().min(1).optional(),
  /** Web push (VAPID): required for push reminders in production; generated locally. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, { error: 'must be a base64url P-256 public key' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, { error: 'must be a base64url P-256 private key' })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, { error: 'must be a mailto: or https: address' })
    .optional(),
  /** Locally, the reminder job runs in the API process every so many seconds (0: never). */
  STRIDE_REMINDER_JOB_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
});

/** The Azure OpenAI REST version the coach speaks (a GA version). */
export const defaultOpenAiApiVersion = '2024-10-21';

/** Azure OpenAI for the coach (key auth: Static Web Apps managed functions have no identity). */
export interface OpenAiConfig {
  endpoint: string;
  apiKey: string;
  deployment: string;
  visionDeployment: string | undefined;
  apiVersion: string;
}

export interface Config {
  production: boolean;
  storageConnectionString: string;
  /** Set (jobs app): use this account through the managed identity, not the connection string. */
  storageAccount: string | undefined;
  port: number;
  /**
   * A log line per request, when set; undefined: automatic, on unless telemetry runs (its request
   * spans replace the lines). Decided where the app is built, once telemetry has started or not.
   */
  logRequests: boolean | undefined;
  /** Proxies in front of the API that append to X-Forwarded-For (see client-address.ts). */
  trustedProxyHops: number;
  /** Per client address: failed sign-ins and recoveries across emails (15 min), registrations (hour). */
  clientLimits: { failuresPerAddress: number; registrationsPerAddress: number };
  /** Sign-ins for one email being checked at once in this process; more answer 429 at once. */
  loginInFlightPerEmail: number;
  /** What one account may store; a write past a limit answers 429 (rows) or 413 (bytes). */
  quotas: StorageQuotas;
  /** Undefined when not configured: no telemetry leaves the process. */
  appInsightsConnectionString: string | undefined;
  jwtSecret: string;
  allowedOrigin: string | undefined;
  googleClientId: string | undefined;
  seedDemo: boolean;
  /** Undefined when not configured: the coach answers offline. */
  openAi: OpenAiConfig | undefined;
  /** Undefined when not configured: the crisis screen runs its own two layers only. */
  contentSafety: { endpoint: string; key: string } | undefined;
  /** Undefined when not set: production has no push; elsewhere keys are made per process. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Seconds between runs of the reminder job inside the local API process (0: off). */
  reminderJobSeconds: number;
}

/**
 * Generous on purpose: a weekly dose for 96 years is 5,000 injections, a daily journal entry for
 * 55 years is 20,000. Check-ins need no limit: one per day by the server's clock.
 */
export interface StorageQuotas {
  injections: number;
  journalEntries: number;
  /** Both sides of the chat: each exchange stores two messages. */
  chatMessages: number;
  photos: number;
  /** Originals and thumbnails together. */
  photoBytes: number;
}

export const defaultQuotas: StorageQuotas = {
  injections: 5_000,
  journalEntries: 20_000,
  chatMessages: 200_000,
  photos: 500,
  photoBytes: 1024 ** 3,
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once. Outside production every setting has a local default;
 * in production a missing setting stops the start with a message naming it.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { jobs?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production' || e.WEBSITE_INSTANCE_ID !== undefined;
  const missing: string[] = [];
  // The scheduled-jobs app signs nobody in and answers no browser: it needs storage only,
  // reached by its managed identity (AZURE_STORAGE_ACCOUNT_NAME).
  const jobs = options.jobs === true;
  if (production && !e.AZURE_STORAGE_CONNECTION_STRING && !(jobs && e.AZURE_STORAGE_ACCOUNT_NAME)) {
    missing.push(jobs ? 'AZURE_STORAGE_ACCOUNT_NAME' : 'AZURE_STORAGE_CONNECTION_STRING');
  }
  if (production && !jobs && !e.JWT_SECRET) missing.push('JWT_SECRET');
  if (production && !jobs && !e.ALLOWED_ORIGIN) missing.push('ALLOWED_ORIGIN');
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing required production setting${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        'Set it in the Static Web App application settings (see README, "Settings").',
    );
  }
  return {
    production,
    storageConnectionString: e.AZURE_STORAGE_CONNECTION_STRING ?? azuriteConnectionString,
    storageAccount: e.AZURE_STORAGE_CONNECTION_STRING ? undefined : e.AZURE_STORAGE_ACCOUNT_NAME,
    port: e.PORT ?? 7071,
    logRequests: e.STRIDE_LOG_REQUESTS ? e.STRIDE_LOG_REQUESTS === 'true' : undefined,
    trustedProxyHops: e.STRIDE_TRUSTED_PROXY_HOPS ?? 1,
    clientLimits: {
      failuresPerAddress: e.STRIDE_AUTH_FAILURES_PER_ADDRESS ?? 30,
      registrationsPerAddress: e.STRIDE_REGISTRATIONS_PER_ADDRESS ?? 10,
    },
    loginInFlightPerEmail: e.STRIDE_LOGIN_IN_FLIGHT_PER_EMAIL ?? 3,
    quotas: {
      injections: e.STRIDE_QUOTA_INJECTIONS ?? defaultQuotas.injections,
      journalEntries: e.STRIDE_QUOTA_JOURNAL_ENTRIES ?? defaultQuotas.journalEntries,
      chatMessages: e.STRIDE_QUOTA_CHAT_MESSAGES ?? defaultQuotas.chatMessages,
      photos: e.STRIDE_QUOTA_PHOTOS ?? defaultQuotas.photos,
      photoBytes: e.STRIDE_QUOTA_PHOTO_BYTES ?? defaultQuotas.photoBytes,
    },
    appInsightsConnectionString: e.APPLICATIONINSIGHTS_CONNECTION_STRING,
    // Outside production a secret is generated per process: tokens end with the process.
    jwtSecret: e.JWT_SECRET ?? randomBytes(48).toString('base64'),
    allowedOrigin: e.ALLOWED_ORIGIN ? new URL(e.ALLOWED_ORIGIN).origin : undefined,
    googleClientId: e.GOOGLE_CLIENT_ID,
    seedDemo: !production && e.STRIDE_SEED_DEMO === 'true',
    openAi:
      e.AZURE_OPENAI_ENDPOINT && e.AZURE_OPENAI_DEPLOYMENT && e.AZURE_OPENAI_API_KEY
        ? {
            endpoint: e.AZURE_OPENAI_ENDPOINT,
            apiKey: e.AZURE_OPENAI_API_KEY,
            deployment: e.AZURE_OPENAI_DEPLOYMENT,
            visionDeployment: e.AZURE_OPENAI_VISION_DEPLOYMENT,
            apiVersion: e.AZURE_OPENAI_API_VERSION ?? defaultOpenAiApiVersion,
          }
        : undefined,
    contentSafety:
      e.AZURE_CONTENT_SAFETY_ENDPOINT && e.AZURE_CONTENT_SAFETY_KEY
        ? { endpoint: e.AZURE_CONTENT_SAFETY_ENDPOINT, key: e.AZURE_CONTENT_SAFETY_KEY }
        : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? 'mailto:reminders@stride.invalid',
          }
        : undefined,
    reminderJobSeconds: production ? 0 : (e.STRIDE_REMINDER_JOB_SECONDS ?? 0),
  };
}
