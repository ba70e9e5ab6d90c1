// Media for the self-hosted server. An upload is one POST /api/media?purpose=create|edit whose
// body is the file itself (not multipart), so the browser streams it from disk and the server
// streams it to disk. Progress needs XMLHttpRequest (fetch reports none for uploads); the
// transport is a seam (`createHttpMedia(http, { transport })`) so Node, which has no
// XMLHttpRequest, falls back to a streamed fetch and tests can drive a fake XMLHttpRequest.
import { BackendError } from '@/backend/backend-error';
import {
  HttpError,
  NetworkError,
  backendCall,
  httpErrorFrom,
  toBackendError,
  type HttpClient,
} from '@/backend/http/http-client';
import type { MediaPort, UploadOptions } from '@/backend/port';
import { prepareUploadOnDemand } from '@/backend/load-prepare-upload';

/** One upload as the transport sends it: the raw file is the request body (not multipart). */
export interface UploadRequest {
  url: string;
  file: Blob;
  contentType: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What came back: the status and the reply's text (JSON `{url}` or `{error}`). */
export interface UploadReply {
  status: number;
  body: string;
}

/**
 * Sends one upload. Rejects with NetworkError when the server cannot be reached, and with an
 * AbortError DOMException when `signal` aborts; any HTTP status resolves.
 */
export type UploadTransport = (request: UploadRequest) => Promise<UploadReply>;

export interface HttpMediaOptions {
  /**
   * The seam for uploads. Browsers use XMLHttpRequest, the only browser API that reports
   * upload progress. Where there is no XMLHttpRequest (Node: tests, scripts) the default is
   * `fetchTransport(http.fetch)`, a streamed fetch that counts bytes as they are read.
   */
  transport?: UploadTransport;
}

export function createHttpMedia(http: HttpClient, options: HttpMediaOptions = {}): MediaPort {
  const transport =
    options.transport ??
    (typeof XMLHttpRequest === 'undefined' ? fetchTransport(http.fetch) : xhrTransport());

  return {
    async upload(picked: File, { onProgress, signal, purpose = 'create' }: UploadOptions = {}) {
      signal?.throwIfAborted();
      const file = await prepareUploadOnDemand(picked);
      signal?.throwIfAborted();
      let reply: UploadReply;
      try {
        reply = await transport({
          url: `${http.baseUrl}/api/media?purpose=${purpose}`,
          file,
          contentType: file.type || 'application/octet-stream',
          onProgress,
          signal,
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw toBackendError(error instanceof NetworkError ? error : new NetworkError(error));
      }
      const payload = parseJson(reply.body) as { url?: unknown; error?: unknown } | null;
      if (reply.status < 200 || reply.status >= 300) {
        const refusal = httpErrorFrom(reply.status, payload);
        const message =
          typeof payload?.error === 'string'
            ? refusal.message
            : `Upload failed with status ${reply.status}`;
        throw toBackendError(new HttpError(reply.status, message, refusal.code, refusal.params));
      }
      if (typeof payload?.url !== 'string') {
        throw new BackendError('unavailable', 'The server did not return the uploaded file URL.');
      }
      onProgress?.(1);
      return `${http.baseUrl}${payload.url}`;
    },

    async remove(url: string) {
      const fileName = mediaFileName(url);
      if (!fileName) {
        throw new BackendError('invalid', `Not an uploaded file: ${url}`, 400, {
          code: 'invalidRequest',
        });
      }
      await backendCall(() =>
        http.json<null>(`/api/media/${encodeURIComponent(fileName)}`, { method: 'DELETE' }),
      );
    },
  };
}

/** The browser transport: XMLHttpRequest streams the File itself and reports upload progress. */
export function xhrTransport(Xhr: new () => XMLHttpRequest = XMLHttpRequest): UploadTransport {
  return ({ url, file, contentType, onProgress, signal }) =>
    new Promise<UploadReply>((resolve, reject) => {
      const xhr = new Xhr();
      const abort = () => xhr.abort();
      const done = () => signal?.removeEventListener('abort', abort);
      xhr.open('POST', url);
      xhr.setRequestHeader('Content-Type', contentType);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        done();
        resolve({ status: xhr.status, body: String(xhr.responseText ?? '') });
      };
      xhr.onerror = () => {
        done();
        reject(new NetworkError(new Error('Upload failed: network error')));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        done();
        reject(abortError());
      };
      signal?.addEventListener('abort', abort, { once: true });
      xhr.send(file);
    });
}

/**
 * The transport without XMLHttpRequest: streams the file through a counting TransformStream
 * (progress as the body is read), with Content-Length set, which the server requires.
 */
export function fetchTransport(doFetch: typeof fetch): UploadTransport {
  return async ({ url, file, contentType, onProgress, signal }) => {
    let sent = 0;
    const counted = file.stream().pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          sent += chunk.byteLength;
          if (file.size > 0) onProgress?.(sent / file.size);
          controller.enqueue(chunk);
        },
      }),
    );
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          'content-type': contentType,
          'content-length': String(file.size),
        },
        body: counted,
        signal,
        duplex: 'half',
      } as RequestInit);
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw abortError();
      throw new NetworkError(error);
    }
    return { status: response.status, body: await response.text() };
  };
}

/** The stored file name of one of our media URLs (absolute or relative), or null. */
function mediaFileName(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://local').pathname;
  } catch {
    return null;
  }
  const match = /^\/media\/([A-Za-z0-9_-]+\.[a-z0-9]+)$/.exec(path);
  return match?.[1] ?? null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
