import type { Context } from 'hono';
import type { z } from 'zod';
import { MESSAGES, isMessageKey } from '@/domain/messages';
import { refuseWith } from './error-handler';

/**
 * A 400 naming the first problem. Schemas name catalogue messages by key (hidden control
 * characters, a missing NGO field): the key is the code and the catalogue gives the text. Any
 * other message is the schema's own, with invalidRequest.
 */
function refuseIssue(error: z.ZodError): never {
  const issue = error.issues[0];
  if (!issue) refuseWith(400, 'invalidRequest', 'The request is not valid.');
  const key = isMessageKey(issue.message) ? issue.message : undefined;
  const said = key ? MESSAGES[key] : issue.message;
  const field = issue.path.join('.');
  refuseWith(400, key ?? 'invalidRequest', field ? `${field}: ${said}` : said);
}

/** The JSON body checked against `schema`, or a 400 JSON error that changes nothing. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const body: unknown = await c.req.json().catch(() => {
    refuseWith(400, 'invalidRequest', 'The request body must be JSON.');
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) refuseIssue(parsed.error);
  return parsed.data;
}

/** The query string checked against `schema`, or a 400 JSON error. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const url = new URL(c.req.url);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    raw[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) refuseIssue(parsed.error);
  return parsed.data;
}
