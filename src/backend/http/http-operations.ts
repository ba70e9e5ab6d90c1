// Every declared operation (src/domain/operations/) called the same way: its argument checked
// with its schema (a refusal as the server words it, without a request), its path filled from the
// argument, the rest sent as the JSON body with the declared method. Nothing here names one.
import { checkedBy } from '@/backend/checked-input';
import { backendCall, type HttpClient } from '@/backend/http/http-client';
import {
  type AnyOperation,
  type OperationCalls,
  operationRequest,
} from '@/domain/operations/operation';

export function httpOperations<Table extends Record<string, AnyOperation>>(
  http: HttpClient,
  table: Table,
): OperationCalls<Table> {
  const call = (operation: AnyOperation) => (argument: unknown) =>
    backendCall(async () => {
      const checked = await checkedBy(await operation.input(), argument);
      const { path, body } = operationRequest(operation, checked as Record<string, unknown>);
      // A GET carries no body (fetch refuses one): its argument is its path.
      const sent = operation.method === 'GET' ? {} : { body };
      return http.json(`/api${path}`, { method: operation.method, ...sent });
    });
  const calls = Object.entries(table).map(([name, operation]) => [name, call(operation)]);
  return Object.fromEntries(calls) as OperationCalls<Table>;
}
