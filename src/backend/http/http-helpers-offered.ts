import { backendCall, type HttpClient } from '@/backend/http/http-client';
import type { OfferedHelpers } from '@/backend/port';
import { readServerConfig } from '@/backend/http/http-server-config';

/** The server's own answer (server/config): anything but `true` is a helper it lacks. */
export function readOfferedHelpers(http: HttpClient): () => Promise<OfferedHelpers> {
  return () =>
    backendCall(async () => {
      const config = await readServerConfig(http);
      return {
        translate: config.helpers?.translate === true,
        grammar: config.helpers?.grammar === true,
      };
    });
}
