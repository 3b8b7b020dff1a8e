import type { Context } from '@opentelemetry/api';
import { redactPath, redactUrl, urlAttributes } from './redact-url.js';

/** The parts of an SDK span this processor reads (structural, so no SDK import is needed). */
interface EndedSpan {
  readonly name: string;
  readonly attributes: Record<string, unknown>;
  readonly events?: readonly { name: string }[];
  readonly status?: { code: number; message?: string };
}

/** A span still being recorded. */
interface LiveSpan extends EndedSpan {
  setAttribute(key: string, value: string): unknown;
  updateName(name: string): unknown;
}

function redacted(kind: 'url' | 'path' | 'drop', value: unknown): string | undefined {
  if (kind === 'drop' || typeof value !== 'string') return undefined;
  return kind === 'url' ? redactUrl(value) : redactPath(value);
}

/** "PATCH /devstoreaccount1/users(PartitionKey='…')" → "PATCH /devstoreaccount1/*". */
function redactName(name: string): string {
  const match = /^([A-Z]+) (\/\S*)$/.exec(name);
  return match ? `${match[1]} ${redactPath(match[2]!)}` : name;
}

/**
 * Runs before the Azure Monitor exporter's batch processor and strips storage keys, ids and
 * query strings from every span's URL attributes and name (the Azure SDK's HTTP spans carry
 * the full request URL). At start, so nothing downstream ever sees the original; again at end,
 * for attributes an instrumentation adds late.
 *
 * At end it also removes exception events and status messages: the Azure SDK records every
 * failed call's error on its span, and a storage error's message is the service's whole reply
 * (the exporter would turn each into an "exceptions" row, expected 404s and 412s included). The
 * span keeps its failed status and result code; the API's own errors are log records.
 */
export class RedactingSpanProcessor {
  onStart(span: LiveSpan, _parentContext: Context): void {
    this.redact(span, span);
  }

  onEnd(span: EndedSpan): void {
    this.redact(span, undefined);
    const events = span.events as { name: string }[] | undefined;
    if (events?.some((e) => e.name === 'exception')) {
      const kept = events.filter((e) => e.name !== 'exception');
      events.splice(0, events.length, ...kept);
    }
    if (span.status?.message !== undefined) {
      (span as { status: { code: number } }).status = { code: span.status.code };
    }
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }

  private redact(span: EndedSpan, live: LiveSpan | undefined): void {
    const attributes = span.attributes;
    for (const [key, kind] of urlAttributes) {
      if (!(key in attributes)) continue;
      const value = redacted(kind, attributes[key]);
      if (live && value !== undefined) live.setAttribute(key, value);
      // An ended span ignores setAttribute: its attributes object is rewritten in place.
      else if (value !== undefined) attributes[key] = value;
      else delete attributes[key];
    }
    const name = redactName(span.name);
    if (name !== span.name) {
      if (live) live.updateName(name);
      else (span as { name: string }).name = name;
    }
  }
}
