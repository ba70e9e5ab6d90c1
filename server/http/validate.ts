import type { Context } from 'hono';
import type * as z from 'zod';
import { checkInput, type InputProblem } from '@/domain/check-input';
import { MESSAGES, isMessageKey } from '@/domain/messages';
import { fillPlaceholders } from '@/domain/placeholders';
import { ApiRefusal, refuseWith } from './error-handler';

/**
 * A 400 naming the first problem. Schemas name catalogue messages by key (hidden control
 * characters, a missing NGO field), with the values of its placeholders: the key is the code and
 * the catalogue gives the text. Any other message is the schema's own, with invalidRequest.
 */
function refuseProblem({ key, params, field, said }: InputProblem): never {
  if (key === undefined || !isMessageKey(key)) {
    refuseWith(400, 'invalidRequest', field ? `${field}: ${said}` : said);
  }
  const text = fillPlaceholders(MESSAGES[key], params ?? {});
  throw new ApiRefusal(400, key, field ? `${field}: ${text}` : text, params);
}

/**
 * The JSON body checked against `schema` (zod or zod/mini: the domain's input schemas are
 * mini), or a 400 JSON error that changes nothing.
 */
export async function parseJson<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<z.output<T>> {
  return parseValue(schema, await readJson(c));
}

/**
 * The body as JSON, or a 400 that changes nothing. `whenEmpty` stands for a body with nothing in
 * it, where a route takes none (a DELETE whose argument is all in its path).
 */
export async function readJson(c: Context, whenEmpty?: unknown): Promise<unknown> {
  const text = await c.req.text();
  if (whenEmpty !== undefined && text.trim() === '') return whenEmpty;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    refuseWith(400, 'invalidRequest', 'The request body must be JSON.');
  }
}

/** `value` checked against `schema`, or a 400 JSON error naming the first problem. */
export function parseValue<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  const checked = checkInput(schema, value);
  if (!checked.ok) refuseProblem(checked.problem);
  return checked.data;
}

/** The query string checked against `schema`, or a 400 JSON error. */
export function parseQuery<T extends z.core.$ZodType>(c: Context, schema: T): z.output<T> {
  const url = new URL(c.req.url);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    raw[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  const checked = checkInput(schema, raw);
  if (!checked.ok) refuseProblem(checked.problem);
  return checked.data;
}
