import type { Context } from 'hono';
import { z } from '../contracts/zod.js';
import { ValidationError } from '../errors.js';

/**
 * Parses and validates a JSON body. Malformed JSON and every failed rule become a 400 with
 * `fields` naming each bad field; the message is the first problem, in the spec's words.
 */
/** No request of this API nests deeper; a deeper body is refused before it is parsed. */
export const maxJsonDepth = 32;

/**
 * True when the JSON text opens more than `max` arrays or objects inside each other (strings are
 * skipped). Checked on the raw text, so a body 50,000 levels deep never reaches a recursive
 * parser, validator or serializer (a stack overflow is a 500).
 */
export function nestingDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) {
      inString = true;
    } else if (ch === 91 || ch === 123) {
      if (++depth > max) return true;
    } else if (ch === 93 || ch === 125) {
      depth--;
    }
  }
  return false;
}

export async function readJson<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  options: { optional?: boolean } = {},
): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (options.optional) return parseWith(schema, {});
    throw new ValidationError('A JSON request body is required.');
  }
  if (nestingDeeperThan(text, maxJsonDepth)) {
    throw new ValidationError(
      `The request body is nested too deeply (at most ${maxJsonDepth} levels).`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.');
  }
  return parseWith(schema, data);
}

export function parseWith<S extends z.core.$ZodType>(schema: S, data: unknown): z.infer<S> {
  // The top-level parse takes any zod schema: the contracts' (zod/mini) and a route's own.
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'The request is not valid.';
  const fieldless = Object.keys(fields).length === 1 && fields._ !== undefined;
  throw new ValidationError(first, fieldless ? undefined : fields);
}
