// Her vault on the self-hosted server (server/vault): the declared operations, and an
// attachment's bytes, which travel as the raw body (application/octet-stream) both ways rather
// than as JSON. The sealed Blob is handed to fetch as it is, so the browser streams it from
// wherever encryptBytes gathered it.
import {
  backendCall,
  httpErrorFrom,
  NetworkError,
  type HttpClient,
} from '@/backend/http/http-client';
import { httpOperations } from '@/backend/http/http-operations';
import { checkedBy } from '@/backend/checked-input';
import type { VaultPort } from '@/backend/port';
import { VAULT_OPERATIONS } from '@/domain/operations/vault-operations';

async function refusal(response: Response): Promise<Error> {
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const payload: unknown = isJson ? await response.json().catch(() => null) : null;
  return httpErrorFrom(response.status, payload);
}

export function createHttpVault(http: HttpClient): VaultPort {
  const attachmentUrl = (attachmentId: string) =>
    `${http.baseUrl}/api/vault/attachments/${encodeURIComponent(attachmentId)}`;
  const send = async (url: string, init: RequestInit) => {
    try {
      return await http.fetch(url, { credentials: 'same-origin', ...init });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new NetworkError(error);
    }
  };

  return {
    ...httpOperations(http, VAULT_OPERATIONS),
    uploadVaultAttachment: ({ sealed, ...ids }, { onProgress, signal } = {}) =>
      backendCall(async () => {
        const { vaultAttachmentUploadSchema } = await import('@/domain/vault-input');
        const { attachmentId, itemId } = await checkedBy(vaultAttachmentUploadSchema, ids);
        const response = await send(
          `${attachmentUrl(attachmentId)}?item=${encodeURIComponent(itemId)}`,
          {
            method: 'PUT',
            headers: {
              accept: 'application/json',
              'content-type': 'application/octet-stream',
              // Browsers set it themselves (and ignore this); Node's fetch, in tests, needs it.
              'content-length': String(sealed.size),
            },
            body: sealed,
            signal,
          },
        );
        if (!response.ok) throw await refusal(response);
        onProgress?.(1);
      }),
    vaultAttachment: (argument) =>
      backendCall(async () => {
        const { vaultAttachmentRefSchema } = await import('@/domain/vault-input');
        const { attachmentId } = await checkedBy(vaultAttachmentRefSchema, argument);
        const response = await send(attachmentUrl(attachmentId), {
          headers: { accept: 'application/octet-stream' },
        });
        if (!response.ok) throw await refusal(response);
        return response.blob();
      }),
  };
}
