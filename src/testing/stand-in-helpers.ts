// The translate and grammar helpers as the server runs them (limits, checks, refusals), with a
// stand-in for the outside provider they call: that API is not ours, so a test may answer for it.
// Give the result to startTestBackend({ helpers }).
import {
  createHelperHandlers,
  createTranslationCache,
  inProcessLimiter,
  type GrammarCorrector,
  type HelperHandlers,
  type Translator,
} from '@/testing/server-side';

export interface StandInProviders {
  /** The translation provider: `[hi] text` by default; false for a deployment without one. */
  translator?: Translator | false;
  /** The grammar provider: `text (corrected)` by default; false for a deployment without one. */
  grammar?: GrammarCorrector | false;
}

export const STAND_IN_TRANSLATOR: Translator = {
  name: 'stand-in',
  translate: ({ title, content, targetLang }) =>
    Promise.resolve({
      translatedTitle: title && `[${targetLang}] ${title}`,
      translatedContent: `[${targetLang}] ${content}`,
    }),
};

export const STAND_IN_GRAMMAR: GrammarCorrector = {
  name: 'stand-in',
  correct: (content) => Promise.resolve(`${content.trim()} (corrected)`),
};

/** Both helpers offered, on stand-in providers, unless said otherwise. */
export function standInHelpers(providers: StandInProviders = {}): HelperHandlers {
  const { translator = STAND_IN_TRANSLATOR, grammar = STAND_IN_GRAMMAR } = providers;
  return createHelperHandlers({
    translator: translator || undefined,
    grammar: grammar || undefined,
    cache: createTranslationCache({ maxEntries: 100 }),
    limiter: inProcessLimiter(1000),
    timeoutMs: 5000,
    log: () => {},
  });
}
