// Parts of the backend that run only when she asks for them load then, not with every page (they
// would weigh on the Home page's first load): the translate and grammar helpers, the upload code
// (only Share Story and Edit Story use it) and the photo-metadata stripper.
import { catalogueError } from '@/backend/backend-error';
import type { HelperCalls, MediaPort } from '@/backend/port';

/**
 * What `load` gives, loaded on the first call and reused. A failed load is reported like a
 * server that could not be reached, and the next call tries again.
 */
export function onDemand<Loaded>(load: () => Promise<Loaded>): () => Promise<Loaded> {
  let loading: Promise<Loaded> | null = null;
  return async () => {
    loading ??= load();
    try {
      return await loading;
    } catch {
      loading = null;
      throw catalogueError('network', undefined, 'serverUnreachable');
    }
  };
}

export function lazyHelpers(load: () => Promise<HelperCalls>): HelperCalls {
  const helpers = onDemand(load);
  return {
    async translate(title, content, targetLang) {
      return (await helpers()).translate(title, content, targetLang);
    },
    async correctGrammar(content) {
      return (await helpers()).correctGrammar(content);
    },
  };
}

export function lazyMedia(load: () => Promise<MediaPort>): MediaPort {
  const media = onDemand(load);
  return {
    async upload(file, options) {
      return (await media()).upload(file, options);
    },
    async remove(url) {
      return (await media()).remove(url);
    },
  };
}
