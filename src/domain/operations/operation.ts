// What a backend operation declared once (story-operations.ts) is: its method and path on the
// self-hosted server, the domain schema of its one argument (path parameters included), and the
// type of its answer. The port's type, the HTTP adapter's call, the server's route and the
// Firebase adapter's handler table are all read from it, so none of them is written per operation.
import type * as z from 'zod/mini';

/** The names of a path's `:param` segments: '/stories/:storyId/reports' gives 'storyId'. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** A schema whose output has a string field for each of the path's parameters. */
type SchemaFor<Path extends string> = z.ZodMiniType<Record<PathParams<Path>, string>>;

export interface OperationDeclaration<
  Path extends string = string,
  Schema extends SchemaFor<Path> = SchemaFor<Path>,
  Answer = unknown,
> {
  /** A GET's argument has only path parameters: no body is sent with it. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api; `:name` segments are filled from the checked argument's field of that name. */
  path: Path;
  /**
   * Loads the argument's schema. Loaded on first use, as the other schemas are
   * (input-schemas.ts), so zod costs Home's first script nothing.
   */
  input: () => Promise<Schema>;
  /** The status of success; 204 answers nothing. */
  status: 200 | 201 | 204;
  /** Never read: carries the answer's type. */
  answer?: Answer;
}

/** Declares an operation; `Answer` is what a successful call resolves with. */
export function declareOperation<Answer>() {
  return <const Path extends string, Schema extends SchemaFor<Path>>(
    declaration: Omit<OperationDeclaration<Path, Schema, Answer>, 'answer'>,
  ): OperationDeclaration<Path, Schema, Answer> => declaration;
}

/** Any declaration, as the generic code (adapters, server) reads it. */
export interface AnyOperation {
  method: OperationDeclaration['method'];
  path: string;
  input: () => Promise<z.core.$ZodType>;
  status: OperationDeclaration['status'];
}

type SchemaOf<O> = O extends OperationDeclaration<string, infer S, unknown> ? S : never;
/** What a caller passes. */
export type OperationArgument<O> = z.input<SchemaOf<O>>;
/** The argument once checked: what the server's handler and the Firebase handler receive. */
export type CheckedArgument<O> = z.output<SchemaOf<O>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export type OperationAnswer<O> = O extends OperationDeclaration<string, any, infer A> ? A : never;

/** One call per declared operation: the port's members for a table of them. */
export type OperationCalls<Table> = {
  readonly [K in keyof Table]: (
    argument: OperationArgument<Table[K]>,
  ) => Promise<OperationAnswer<Table[K]>>;
};

/**
 * The path with its parameters filled from `argument`, and the body: the argument's other fields.
 * Each parameter is encoded, so nothing in one can reach another segment.
 */
export function operationRequest(
  operation: AnyOperation,
  argument: Record<string, unknown>,
): { path: string; body: Record<string, unknown> } {
  const inPath = new Set<string>();
  const path = operation.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    inPath.add(name);
    return encodeURIComponent(String(argument[name]));
  });
  const body = Object.fromEntries(Object.entries(argument).filter(([name]) => !inPath.has(name)));
  return { path, body };
}

/** Each operation of a table named, for the ports that list their members (lazy-port.ts). */
export function eachOperation<Table extends object>(table: Table): Record<keyof Table, true> {
  return Object.fromEntries(Object.keys(table).map((name) => [name, true])) as Record<
    keyof Table,
    true
  >;
}
