import { describe, expect, it } from 'vitest';
import {
  azuriteConnectionString,
  ConfigError,
  defaultOpenAiApiVersion,
  loadConfig,
} from './config.js';

describe('loadConfig', () => {
  it('defaults to Azurite and port 7071 outside production', () => {
    expect(loadConfig({})).toEqual({
      production: false,
      storageConnectionString: azuriteConnectionString,
      port: 7071,
      logRequests: undefined,
      trustedProxyHops: 1,
      clientLimits: { failuresPerAddress: 30, registrationsPerAddress: 10 },
      loginInFlightPerEmail: 3,
      quotas: {
        injections: 5_000,
        journalEntries: 20_000,
        chatMessages: 200_000,
        photos: 500,
        photoBytes: 1024 ** 3,
      },
      appInsightsConnectionString: undefined,
      jwtSecret: expect.any(String),
      allowedOrigin: undefined,
      googleClientId: undefined,
      seedDemo: false,
      openAi: undefined,
      contentSafety: undefined,
      storageAccount: undefined,
      vapid: undefined,
      reminderJobSeconds: 0,
    });
    expect(loadConfig({}).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the storage quotas and refuses a limit that is not a positive whole number', () => {
    expect(
      loadConfig({ STRIDE_QUOTA_INJECTIONS: '12', STRIDE_QUOTA_PHOTO_BYTES: '65536' }).quotas,
    ).toMatchObject({ injections: 12, journalEntries: 20_000, photoBytes: 65_536 });
    expect(() => loadConfig({ STRIDE_QUOTA_PHOTOS: '0' })).toThrow(/STRIDE_QUOTA_PHOTOS/);
    expect(() => loadConfig({ STRIDE_QUOTA_JOURNAL_ENTRIES: 'lots' })).toThrow(ConfigError);
  });

  it('refuses to start in production without a storage connection, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AZURE_STORAGE_CONNECTION_STRING/);
  });

  it('reads Azure AI Content Safety only when both its settings are set', () => {
    expect(
      loadConfig({ AZURE_CONTENT_SAFETY_ENDPOINT: 'https://cs.example.com/' }).contentSafety,
    ).toBe(undefined);
    expect(
      loadConfig({
        AZURE_CONTENT_SAFETY_ENDPOINT: 'https://cs.example.com/',
        AZURE_CONTENT_SAFETY_KEY: 'k',
      }).contentSafety,
    ).toEqual({ endpoint: 'https://cs.example.com/', key: 'k' });
    expect(() => loadConfig({ AZURE_CONTENT_SAFETY_ENDPOINT: 'not a url' })).toThrow(ConfigError);
  });

  const complete = {
    NODE_ENV: 'production',
    AZURE_STORAGE_CONNECTION_STRING: 'DefaultEndpointsProtocol=https;AccountName=a;AccountKey=k',
    JWT_SECRET: 'x'.repeat(48),
    ALLOWED_ORIGIN: 'https://stride.example.org/',
  };

  it.each(['AZURE_STORAGE_CONNECTION_STRING', 'JWT_SECRET', 'ALLOWED_ORIGIN'])(
    'names %s when production lacks it',
    (name) => {
      const env: Record<string, string> = { ...complete };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`Missing required production setting: ${name}`),
      );
    },
  );

  it('starts in production with every setting, never seeding the demo account', () => {
    const config = loadConfig({ ...complete, STRIDE_SEED_DEMO: 'true' });
    expect(config).toMatchObject({
      production: true,
      allowedOrigin: 'https://stride.example.org',
      seedDemo: false,
    });
  });

  it('sends telemetry only with an Application Insights connection string; request lines follow the setting or stay automatic', () => {
    const connection =
      'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://example.in.applicationinsights.azure.com/';
    expect(loadConfig({ APPLICATIONINSIGHTS_CONNECTION_STRING: connection })).toMatchObject({
      appInsightsConnectionString: connection,
      logRequests: undefined,
      trustedProxyHops: 1,
    });
    expect(loadConfig({ STRIDE_LOG_REQUESTS: 'true' }).logRequests).toBe(true);
    expect(loadConfig({ STRIDE_LOG_REQUESTS: 'false' }).logRequests).toBe(false);
    expect(() =>
      loadConfig({ APPLICATIONINSIGHTS_CONNECTION_STRING: 'https://example.org' }),
    ).toThrow(/APPLICATIONINSIGHTS_CONNECTION_STRING/);
  });

  it('rejects a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('treats the Azure Functions host as production even without NODE_ENV', () => {
    expect(() => loadConfig({ WEBSITE_INSTANCE_ID: 'abc' })).toThrow(
      /AZURE_STORAGE_CONNECTION_STRING/,
    );
  });

  const openAi = {
    AZURE_OPENAI_ENDPOINT: 'https://stride-ai.openai.azure.com/',
    AZURE_OPENAI_DEPLOYMENT: 'chat',
    AZURE_OPENAI_API_KEY: 'key',
  };

  it('configures Azure OpenAI with endpoint, deployment and key, defaulting to a GA API version', () => {
    expect(loadConfig(openAi).openAi).toEqual({
      endpoint: 'https://stride-ai.openai.azure.com/',
      apiKey: 'key',
      deployment: 'chat',
      visionDeployment: undefined,
      apiVersion: defaultOpenAiApiVersion,
    });
    expect(
      loadConfig({
        ...openAi,
        AZURE_OPENAI_VISION_DEPLOYMENT: 'vision',
        AZURE_OPENAI_API_VERSION: '2025-01-01',
      }).openAi,
    ).toMatchObject({ visionDeployment: 'vision', apiVersion: '2025-01-01' });
  });

  it.each(['AZURE_OPENAI_ENDPOINT', 'AZURE_OPENAI_DEPLOYMENT', 'AZURE_OPENAI_API_KEY'])(
    'leaves the coach offline without %s',
    (name) => {
      const env: Record<string, string> = { ...openAi };
      delete env[name];
      expect(loadConfig(env).openAi).toBeUndefined();
    },
  );

  it('rejects an Azure OpenAI endpoint that is not a URL', () => {
    expect(() => loadConfig({ ...openAi, AZURE_OPENAI_ENDPOINT: 'stride-ai' })).toThrow(
      /AZURE_OPENAI_ENDPOINT/,
    );
  });

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('the jobs app needs only storage, by managed identity, in production', () => {
    const jobs = loadConfig(
      { WEBSITE_INSTANCE_ID: 'x', AZURE_STORAGE_ACCOUNT_NAME: 'ststride123' },
      { jobs: true },
    );
    expect(jobs.storageAccount).toBe('ststride123');
    expect(() => loadConfig({ WEBSITE_INSTANCE_ID: 'x' }, { jobs: true })).toThrow(
      /AZURE_STORAGE_ACCOUNT_NAME/,
    );
    // The HTTP app still needs its key-based settings.
    expect(() =>
      loadConfig({ WEBSITE_INSTANCE_ID: 'x', AZURE_STORAGE_ACCOUNT_NAME: 'ststride123' }),
    ).toThrow(/AZURE_STORAGE_CONNECTION_STRING/);
  });

  it('reads VAPID keys and refuses malformed ones', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'a'.repeat(43);
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapid,
    ).toEqual({
      publicKey,
      privateKey,
      subject: 'mailto:reminders@stride.invalid',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
  });
});
