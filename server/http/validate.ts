import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The JSON body checked against `schema`, or a 400 JSON error that changes nothing. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const body: unknown = await c.req.json().catch(() => {
    throw new HTTPException(400, { message: 'The request body must be JSON.' });
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HTTPException(400, { message: firstIssue(parsed.error) });
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
  if (!parsed.success) throw new HTTPException(400, { message: firstIssue(parsed.error) });
  return parsed.data;
}
