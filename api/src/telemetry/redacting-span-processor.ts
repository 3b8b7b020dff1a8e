import type { Context } from '@opentelemetry/api';
import { redactPath, redactUrl, urlAttributes } from './redact-url.js';

/** The parts of an SDK span this processor reads (structural, so no SDK import is needed). */
interface EndedSpan {
  readonly name: string;
  readonly attributes: Record<string, unknown>;
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
 */
export class RedactingSpanProcessor {
  onStart(span: LiveSpan, _parentContext: Context): void {
    this.redact(span, span);
  }

  onEnd(span: EndedSpan): void {
    this.redact(span, undefined);
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
