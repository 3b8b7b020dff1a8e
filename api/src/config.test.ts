import { describe, expect, it } from 'vitest';
import { azuriteConnectionString, ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to Azurite and port 7071 outside production', () => {
    expect(loadConfig({})).toEqual({
      production: false,
      storageConnectionString: azuriteConnectionString,
      port: 7071,
      logRequests: true,
    });
  });

  it('refuses to start in production without a storage connection, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AZURE_STORAGE_CONNECTION_STRING/);
  });

  it('treats the Azure Functions host as production even without NODE_ENV', () => {
    expect(() => loadConfig({ WEBSITE_INSTANCE_ID: 'abc' })).toThrow(
      /AZURE_STORAGE_CONNECTION_STRING/,
    );
  });

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
