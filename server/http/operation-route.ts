// A declared operation's route (src/domain/operations/): its method and path, and its argument
// parsed with its schema from the path's parameters and the JSON body together, so the route and
// the SPA's call are read from one declaration and cannot disagree. The handler gets the checked
// argument; a bad one is a 400 that changes nothing.
import type { Context, Hono } from 'hono';
import type { AnyOperation, CheckedArgument, OperationAnswer } from '@/domain/operations/operation';
import type { AppEnv } from './current-user';
import { parseValue, readJson } from './validate';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Adds `operation`'s route to `router`, which the app mounts at `mountedAt` under /api (the
 * declared path starts with it).
 */
export function operationRoute<O extends AnyOperation>(
  router: Hono<AppEnv>,
  mountedAt: string,
  operation: O,
  handle: (c: Context<AppEnv>, argument: CheckedArgument<O>) => Promise<OperationAnswer<O>>,
): void {
  if (!operation.path.startsWith(`${mountedAt}/`)) {
    throw new Error(`${operation.path} is not under ${mountedAt}`);
  }
  router.on(operation.method, operation.path.slice(mountedAt.length), async (c) => {
    const body = await readJson(c, {});
    // The path's parameters win over body fields of the same name; a body that is no object
    // goes to the schema as it is, which refuses it.
    const given = isPlainObject(body) ? { ...body, ...c.req.param() } : body;
    const argument = parseValue(await operation.input(), given) as CheckedArgument<O>;
    const answer = await handle(c, argument);
    return operation.status === 204 ? c.body(null, 204) : c.json(answer, operation.status);
  });
}

/** One handler per declared operation of a table: the compiler names any one missing. */
export type OperationHandlers<Table> = {
  readonly [K in keyof Table]: (
    c: Context<AppEnv>,
    argument: CheckedArgument<Table[K]>,
  ) => Promise<OperationAnswer<Table[K]>>;
};

/** Every operation of `table` on `router` (mounted at `mountedAt`), each with its handler. */
export function operationRoutes<Table extends Record<string, AnyOperation>>(
  router: Hono<AppEnv>,
  mountedAt: string,
  table: Table,
  handlers: OperationHandlers<Table>,
): void {
  for (const [name, operation] of Object.entries(table)) {
    operationRoute(router, mountedAt, operation, handlers[name] as never);
  }
}
