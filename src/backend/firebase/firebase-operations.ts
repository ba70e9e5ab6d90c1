// Every declared operation (src/domain/operations/) on Firestore: its argument checked with its
// schema as the HTTP adapter checks it, then its handler. A table of handlers must name every
// declared operation (the compiler says which is missing), so neither adapter lacks one.
import { checkedBy } from '@/backend/checked-input';
import { dataCall } from '@/backend/firebase/firebase-errors';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import type {
  AnyOperation,
  CheckedArgument,
  OperationAnswer,
  OperationCalls,
} from '@/domain/operations/operation';

export type FirebaseHandlers<Table> = {
  readonly [K in keyof Table]: (
    services: FirebaseServices,
    argument: CheckedArgument<Table[K]>,
  ) => Promise<OperationAnswer<Table[K]>>;
};

export function firebaseOperations<Table extends Record<string, AnyOperation>>(
  services: FirebaseServices,
  table: Table,
  handlers: FirebaseHandlers<Table>,
): OperationCalls<Table> {
  const calls = Object.entries(table).map(([name, operation]) => {
    const handle = handlers[name] as (s: FirebaseServices, a: unknown) => Promise<unknown>;
    const call = (argument: unknown) =>
      dataCall(async () => handle(services, await checkedBy(await operation.input(), argument)));
    return [name, call];
  });
  return Object.fromEntries(calls) as OperationCalls<Table>;
}
