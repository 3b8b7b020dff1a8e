import { ROOT_CONTEXT } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { RedactingSpanProcessor } from './redacting-span-processor.js';

function liveSpan(name: string, attributes: Record<string, unknown>) {
  const span = {
    name,
    attributes: { ...attributes },
    events: [] as { name: string; attributes?: Record<string, unknown> }[],
    status: { code: 0 } as { code: number; message?: string },
    setAttribute(key: string, value: string) {
      span.attributes[key] = value;
    },
    updateName(next: string) {
      span.name = next;
    },
  };
  return span;
}

const keyedUrl =
  "https://st.table.core.windows.net/journal(PartitionKey='u-42',RowKey='id-7')?$filter=x";

describe('RedactingSpanProcessor', () => {
  it('cuts URLs and the name to the table when the span starts', () => {
    const span = liveSpan("GET /journal(PartitionKey='u-42',RowKey='id-7')", {
      'http.url': keyedUrl,
      'url.query': '$filter=x',
      'az.namespace': 'Microsoft.Data.Tables',
    });
    new RedactingSpanProcessor().onStart(span, ROOT_CONTEXT);
    expect(span.name).toBe('GET /journal/*');
    expect(span.attributes).toEqual({
      'http.url': 'https://st.table.core.windows.net/journal/*',
      'az.namespace': 'Microsoft.Data.Tables',
    });
  });

  it('redacts late attributes, and drops exception events and status messages, when it ends', () => {
    const span = liveSpan('TableClient.getEntity', {});
    span.attributes['url.full'] = keyedUrl;
    span.events.push(
      { name: 'exception', attributes: { 'exception.message': "RowKey='id-7' not found" } },
      { name: 'retry' },
    );
    span.status = { code: 2, message: "The entity RowKey='id-7' does not exist" };
    new RedactingSpanProcessor().onEnd(span);
    expect(span.attributes['url.full']).toBe('https://st.table.core.windows.net/journal/*');
    expect(span.events).toEqual([{ name: 'retry' }]);
    expect(span.status).toEqual({ code: 2 });
    expect(JSON.stringify(span)).not.toContain('id-7');
  });
});
