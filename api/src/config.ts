import { z } from 'zod';

/** Azurite's well-known development account (public, documented by Microsoft). */
export const azuriteConnectionString = 'UseDevelopmentStorage=true';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  /** Set by the Azure Functions host; their presence means we run in Azure. */
  WEBSITE_INSTANCE_ID: z.string().optional(),
  AZURE_STORAGE_CONNECTION_STRING: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** How many proxies in front of us append to X-Forwarded-For (Static Web Apps: 1). */
  STRIDE_LOG_REQUESTS: z.enum(['true', 'false']).optional(),
});

export interface Config {
  production: boolean;
  storageConnectionString: string;
  port: number;
  logRequests: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once. Outside production every setting has a local default;
 * in production a missing setting stops the start with a message naming it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production' || e.WEBSITE_INSTANCE_ID !== undefined;
  const missing: string[] = [];
  if (production && !e.AZURE_STORAGE_CONNECTION_STRING)
    missing.push('AZURE_STORAGE_CONNECTION_STRING');
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing required production setting${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        'Set it in the Static Web App application settings (see README, "Settings").',
    );
  }
  return {
    production,
    storageConnectionString: e.AZURE_STORAGE_CONNECTION_STRING ?? azuriteConnectionString,
    port: e.PORT ?? 7071,
    logRequests: e.STRIDE_LOG_REQUESTS !== 'false',
  };
}
