import { describe, expect, it } from 'vitest';
import { redactPath, redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('keeps a table name but never the partition or row key', () => {
    expect(
      redactUrl(
        "https://ststride.table.core.windows.net/injections(PartitionKey='u-123',RowKey='7973-01-01')",
      ),
    ).toBe('https://ststride.table.core.windows.net/injections/*');
  });

  it('drops query strings (filters, signatures)', () => {
    const url =
      "https://ststride.table.core.windows.net/journal()?$filter=PartitionKey%20eq%20'u-123'&sig=abc";
    expect(redactUrl(url)).toBe('https://ststride.table.core.windows.net/journal/*');
    expect(redactUrl('https://x.blob.core.windows.net/photos?restype=container&sig=s')).toBe(
      'https://x.blob.core.windows.net/photos',
    );
  });

  it('keeps a blob container but not the owner or the photo', () => {
    expect(redactUrl('https://x.blob.core.windows.net/photos/u-123/p-456.jpg')).toBe(
      'https://x.blob.core.windows.net/photos/*',
    );
  });

  it('keeps a bare table list and Azurite’s account segment only', () => {
    expect(redactUrl('https://x.table.core.windows.net/Tables')).toBe(
      'https://x.table.core.windows.net/Tables',
    );
    expect(redactUrl("http://127.0.0.1:10002/devstoreaccount1/users(PartitionKey='a')")).toBe(
      'http://127.0.0.1:10002/devstoreaccount1/*',
    );
  });

  it('never returns what it cannot parse', () => {
    expect(redactUrl('not a url with secret words')).toBe('[redacted]');
  });

  it('redacts a path alone the same way', () => {
    expect(redactPath("/journal(PartitionKey='u',RowKey='r')?x=1")).toBe('/journal/*');
    expect(redactPath('/')).toBe('');
  });
});
