// Both adapters check a write with its domain schema (src/domain/*-input.ts) before anything is
// sent or written: a bad input fails as the server refuses it (kind 'invalid', status 400, the
// same code and placeholders), without a request, and Firebase's rules, which could only say
// "permission denied", are not asked. The schemas load with the first write (input-schemas.ts).
import type * as z from 'zod/mini';
import { BackendError } from '@/backend/backend-error';
import { onDemand } from '@/backend/lazy-port';
import type { ErrorCode } from '@/domain/error-codes';
import { errorText } from '@/i18n/message';

type InputSchemas = (typeof import('@/backend/input-schemas'))['INPUT_SCHEMAS'];
export type InputName = keyof InputSchemas;
/** What an input is once checked: trimmed, each tag once, defaults filled. */
export type CheckedInput<K extends InputName> = z.core.output<InputSchemas[K]>;

const schemas = onDemand(() => import('@/backend/input-schemas'));

/** `value` as the schema of the write `name` parses it; rejects with BackendError. */
export async function checkedInput<K extends InputName>(
  name: K,
  value: unknown,
): Promise<CheckedInput<K>> {
  const { INPUT_SCHEMAS } = await schemas();
  return checkedBy(INPUT_SCHEMAS[name], value) as Promise<CheckedInput<K>>;
}

/** `value` as `schema` parses it (a declared operation's, src/domain/operations/). */
export async function checkedBy<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
): Promise<z.core.output<T>> {
  const { checkInput } = await schemas();
  const checked = checkInput(schema, value);
  if (checked.ok) return checked.data;
  const { key, params, field, said } = checked.problem;
  if (key === undefined) {
    throw new BackendError('invalid', field ? `${field}: ${said}` : said, 400, {
      code: 'invalidRequest',
    });
  }
  // In her language when one is active; the key itself under Node, as catalogueError words it.
  throw new BackendError('invalid', errorText(key, params, key), 400, {
    code: key as ErrorCode,
    params,
  });
}
