// The translate and grammar helpers run only when a reader or writer asks for them, so their
// client loads then, not with every page (it would weigh on the Home page's first load).
import { BackendError } from '@/backend/backend-error';
import type { HelpersPort } from '@/backend/port';

/**
 * A HelpersPort that loads the real one (from `load`) on its first call and reuses it. A failed
 * load is reported like a helper that could not be reached, and the next call tries again.
 */
export function lazyHelpers(load: () => Promise<HelpersPort>): HelpersPort {
  let loading: Promise<HelpersPort> | null = null;
  async function helpers(): Promise<HelpersPort> {
    loading ??= load();
    try {
      return await loading;
    } catch {
      loading = null;
      throw new BackendError(
        'network',
        'The server could not be reached. Check your connection and try again.',
      );
    }
  }
  return {
    async translate(title, content, targetLang) {
      return (await helpers()).translate(title, content, targetLang);
    },
    async correctGrammar(content) {
      return (await helpers()).correctGrammar(content);
    },
  };
}
