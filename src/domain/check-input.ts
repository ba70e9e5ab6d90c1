// An input checked against its schema (src/domain/*-input.ts), and the first problem of one it
// refuses, as the server answers it and as both adapters report it without asking: a catalogue
// key (with its placeholders' values) when the schema names one, else the schema's English with
// the generic code invalidRequest.
import * as z from 'zod/mini';
import type { ErrorParams } from './error-codes';
import { issueProblem } from './issue-problem';

export interface InputProblem {
  /**
   * The schema's message when it has the shape of a code: a catalogue key (the server checks it
   * against the catalogue, which the SPA's first script does not carry).
   */
  key: string | undefined;
  /** Values for the key's placeholders (the content warning's `{max}`). */
  params: ErrorParams | undefined;
  /** Where: 'title', 'tags.0'; '' for the input as a whole. */
  field: string;
  /** The schema's message: a catalogue key, or English text. */
  said: string;
}

export type InputCheck<T> = { ok: true; data: T } | { ok: false; problem: InputProblem };

/** The first of the issues zod found (the order of the schema's fields and checks). */
export function inputProblem(error: z.core.$ZodError): InputProblem {
  return issueProblem(error.issues[0]);
}

/** `value` parsed by `schema` (zod or zod/mini), or its first problem. */
export function checkInput<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
): InputCheck<z.core.output<T>> {
  const parsed = z.safeParse(schema, value);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, problem: inputProblem(parsed.error) };
}
