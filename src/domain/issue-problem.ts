// One issue a schema found, as the server answers it and a form shows it. Its own module, free
// of zod's code, so a form that loads its schema late (use-schema-form.ts) does not carry it.
import type * as z from 'zod/mini';
import { looksLikeErrorCode, readErrorParams } from './error-codes';
import type { InputProblem } from './check-input';

export function issueProblem(issue: z.core.$ZodIssue | undefined): InputProblem {
  const said = issue?.message ?? 'The request is not valid.';
  const params = issue?.code === 'custom' ? readErrorParams(issue.params) : undefined;
  return {
    key: looksLikeErrorCode(said) ? said : undefined,
    params: params && Object.keys(params).length > 0 ? params : undefined,
    field: issue?.path.join('.') ?? '',
    said,
  };
}
