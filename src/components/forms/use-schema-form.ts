// Ours, zero bytes of library: it runs the submit, says it is pending and refuses a second one
// meanwhile; it adds the operation's domain schema and her-language words for what it refuses. It
// asks the schema through its Standard Schema face, so a form on every page (the footer's) need
// not carry zod's code until it loads its schema on her first submit.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { issueProblem } from '@/domain/issue-problem';
import type { MessageKey } from '@/domain/messages';
import { loadMessages } from '@/i18n/i18n';
import { errorText } from '@/i18n/message';

/** What a form refused, by field; `form` is about the input as a whole (a story without text). */
export type Refusals<F extends string> = Partial<Record<F | 'form', string>>;

// void: a form that refuses nothing of its own simply returns nothing.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
type Refused<F extends string> = Refusals<F> | undefined | void;

export interface SchemaFormOptions<S extends z.core.$ZodType, F extends string, P> {
  /**
   * The operation's schema in src/domain/*-input.ts, the one the server parses with; or a
   * function that loads it (asked on the first submit).
   */
  schema: S | (() => Promise<S>);
  /** The form's fields in screen order (the first refused one gets focus). */
  fields: readonly F[];
  /** What the form holds now, as the schema reads it. */
  values: () => z.input<S>;
  /**
   * Asked first on every submit; false stops quietly (a visitor sent to sign in, files still
   * uploading).
   */
  maySubmit?: (payload: P) => boolean;
  /** Sends what the schema accepted; may answer with refusals of its own. */
  send: (data: z.output<S>, payload: P) => Promise<Refused<F>>;
  /** `send` failed: what to refuse (a wrong password), or nothing when it said so itself. */
  onFailed: (error: unknown) => Refused<F>;
  /** Told the first refusal in the catalogue's words (a form that also toasts it). */
  onRefused?: (text: string, field: F | 'form') => void;
  /** A form's own words for a catalogue message beside a field ('Please fill in this field.'). */
  reword?: Partial<Record<MessageKey, string>>;
}

export interface SchemaForm<F extends string, P> {
  /** The form's onSubmit: checks, then sends in a transition. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Submits without an event (a dialog's confirm, "share anyway"). */
  submit: (payload: P) => void;
  /** True from submit until the send has settled. */
  isPending: boolean;
  /** What is refused now, by field; a field's goes as she edits it. */
  refusals: Refusals<F>;
  /** The element id of a field, so its label, the prompt and the focus find it. */
  idOf: (field: F) => string;
  /** The id of the element that says why the field was refused (render it with `refusals`). */
  refusalIdOf: (field: F | 'form') => string;
  /** aria-invalid and aria-describedby for a field, with the ids of its own hints. */
  described: (
    field: F,
    ...hintIds: (string | undefined)[]
  ) => { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  /** She edited the field: its refusal no longer holds. */
  edited: (field: F) => void;
  /** Every refusal goes (she closed the dialog the form is in). */
  dismiss: () => void;
}

interface Outcome<F extends string> {
  refusals: Refusals<F>;
  /** Counts submits, so edits made before the last refusal do not hide it. */
  round: number;
  /** The first refused field, focused once this outcome is on screen. */
  focus?: F;
  /** The first refusal, for the form's onRefused (a toast), once this outcome is on screen. */
  told?: { head: F | 'form'; headText: string };
}

/** The schema's refusals by field, each field's first, worded in her language. */
function refusalsOf<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
  reword: Partial<Record<string, string>>,
): { refusals: Refusals<F>; order: (F | 'form')[]; said: Refusals<F> } {
  const refusals: Refusals<F> = {};
  const said: Refusals<F> = {};
  const order: (F | 'form')[] = [];
  for (const issue of issues) {
    const head = issue.path[0];
    const field = fields.find((candidate) => candidate === head) ?? 'form';
    if (refusals[field] !== undefined) continue;
    const problem = issueProblem(issue);
    said[field] = errorText(problem.key, problem.params, problem.said);
    refusals[field] = (problem.key && reword[problem.key]) ?? said[field];
    order.push(field);
  }
  const rank = (field: F | 'form') => (field === 'form' ? -1 : fields.indexOf(field));
  order.sort((a, b) => rank(a) - rank(b));
  return { refusals, order, said };
}

/**
 * One way for every form: the values checked with the operation's domain schema, each refused
 * field described (aria-invalid, aria-describedby) and the first one focused, then `send`. What
 * she typed stays in the form whatever happens; the form keeps its own state.
 */
export function useSchemaForm<S extends z.core.$ZodType, F extends string, P = void>(
  options: SchemaFormOptions<S, F, P>,
): SchemaForm<F, P> {
  const baseId = useId();
  const idOf = (field: F) => `${baseId}-${field}`;
  const refusalIdOf = (field: F | 'form') => `${baseId}-${field}-refused`;
  // The round in which she last edited each field.
  const [editedIn, setEditedIn] = useState<Partial<Record<F, number>>>({});
  // The last round whose refusals she dismissed.
  const [dismissedIn, setDismissedIn] = useState(0);

  /** A failed send is the form's to word, not the error boundary's. */
  async function sent(data: z.output<S>, payload: P): Promise<Refusals<F>> {
    try {
      const refused: Refused<F> = await options.send(data, payload);
      return refused ?? {};
    } catch (error) {
      return options.onFailed(error) ?? {};
    }
  }

  const [outcome, setOutcome] = useState<Outcome<F>>({ refusals: {}, round: 0 });
  const [isPending, setPending] = useState(false);
  // Submits so far, and whether one is under way: read at her tap, before React renders again.
  const rounds = useRef(0);
  const running = useRef(false);

  async function checkAndSend(payload: P, round: number): Promise<Outcome<F>> {
    if (options.maySubmit && !options.maySubmit(payload)) return { refusals: {}, round };
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    // Awaited only when it is a promise: a refusal shows in the same turn as her tap.
    const checked = schema['~standard'].validate(options.values());
    const parsed = checked instanceof Promise ? await checked : checked;
    // The refusals' words come with the toasts' catalogue, fetched on first use: a tap before
    // it arrived waits for it rather than show a key (offline and never fetched: the key).
    if (parsed.issues) await loadMessages().catch(() => undefined);
    const { refusals, order, said }: ReturnType<typeof refusalsOf<F>> = parsed.issues
      ? // A zod schema's Standard Schema issues are its own (with a custom check's params).
        refusalsOf(parsed.issues as z.core.$ZodIssue[], options.fields, options.reword ?? {})
      : { refusals: await sent(parsed.value, payload), order: [], said: {} };
    const shown = order.length > 0 ? order : (Object.keys(refusals) as (F | 'form')[]);
    const [head] = shown;
    const headText = head === undefined ? undefined : (said[head] ?? refusals[head]);
    const told = head !== undefined && headText !== undefined ? { head, headText } : undefined;
    const focus = shown.find((field): field is F => field !== 'form');
    return { refusals, round, focus, told };
  }

  // The toast and the focus come with the outcome, once its refusals are on screen (updates of
  // their own could land first), so the field is read with its reason.
  const onRefused = useRef(options.onRefused);
  useEffect(() => {
    onRefused.current = options.onRefused;
  });
  useEffect(() => {
    if (outcome.told) onRefused.current?.(outcome.told.headText, outcome.told.head);
    if (outcome.focus) document.getElementById(`${baseId}-${outcome.focus}`)?.focus();
  }, [outcome, baseId]);

  const refusals: Refusals<F> =
    dismissedIn === outcome.round
      ? {}
      : (Object.fromEntries(
          Object.entries(outcome.refusals).filter(
            ([field]) => editedIn[field as F] !== outcome.round,
          ),
        ) as Refusals<F>);

  function submit(payload: P) {
    // A second tap while one is under way would send twice.
    if (running.current) return;
    running.current = true;
    rounds.current += 1;
    setPending(true);
    // Both updates in one turn, so the outcome and the end of pending show together.
    checkAndSend(payload, rounds.current).then(
      (next) => {
        running.current = false;
        setOutcome(next);
        setPending(false);
      },
      (error: unknown) => {
        running.current = false;
        setPending(false);
        // Thrown while rendering, so it reaches the error boundary (a schema that failed to load).
        setOutcome(() => {
          throw error;
        });
      },
    );
  }

  return {
    onSubmit(event) {
      event.preventDefault();
      submit(undefined as P);
    },
    submit,
    isPending,
    refusals,
    idOf,
    refusalIdOf,
    described(field, ...hintIds) {
      const refused = refusals[field] !== undefined;
      const ids = [...hintIds, refused ? refusalIdOf(field) : undefined].filter(Boolean);
      return {
        'aria-invalid': refused || undefined,
        'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
      };
    },
    edited(field) {
      if (outcome.refusals[field] === undefined) return;
      setEditedIn((current) =>
        current[field] === outcome.round ? current : { ...current, [field]: outcome.round },
      );
    },
    dismiss: () => setDismissedIn(outcome.round),
  };
}
