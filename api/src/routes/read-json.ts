import type { Context } from 'hono';
import type { z } from 'zod';
import { ValidationError } from '../errors.js';

/**
 * Parses and validates a JSON body. Malformed JSON and every failed rule become a 400 with
 * `fields` naming each bad field; the message is the first problem, in the spec's words.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: { optional?: boolean } = {},
): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (options.optional) return parseWith(schema, {});
    throw new ValidationError('A JSON request body is required.');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.');
  }
  return parseWith(schema, data);
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
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
