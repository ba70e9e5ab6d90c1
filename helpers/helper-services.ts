// Builds the helpers from their configuration: the chosen providers, cache and rate limits.
import type { HelpersConfig } from './helpers-config';
import { createHelperHandlers, type HelperHandlers } from './helper-handlers';
import { chatGrammarCorrector, chatTranslator, type ChatModel } from './providers/chat-model';
import { geminiModel } from './providers/gemini';
import { languageToolCorrector } from './providers/languagetool';
import { libreTranslateTranslator } from './providers/libretranslate';
import { openAiCompatibleModel } from './providers/openai-compatible';
import type { GrammarCorrector, Translator } from './providers/provider';
import { createTranslationCache } from './translation-cache';
import type { Limiter } from '../server/limits/limiter';
import { inProcessLimiter } from '../server/limits/memory-counters';

function chatModel(config: HelpersConfig, name: 'gemini' | 'openai'): ChatModel | undefined {
  if (name === 'gemini') return config.gemini && geminiModel(config.gemini);
  return config.openai && openAiCompatibleModel(config.openai);
}

function translator(config: HelpersConfig): Translator | undefined {
  switch (config.translationProvider) {
    case 'libretranslate':
      return config.libreTranslate && libreTranslateTranslator(config.libreTranslate);
    case 'gemini':
    case 'openai': {
      const model = chatModel(config, config.translationProvider);
      return model && chatTranslator(model);
    }
    default:
      return undefined;
  }
}

function grammarCorrector(config: HelpersConfig): GrammarCorrector | undefined {
  switch (config.grammarProvider) {
    case 'languagetool':
      return config.languageTool && languageToolCorrector(config.languageTool);
    case 'gemini':
    case 'openai': {
      const model = chatModel(config, config.grammarProvider);
      return model && chatGrammarCorrector(model);
    }
    default:
      return undefined;
  }
}

/**
 * `limiter` counts calls per client: in this process by default (Netlify); the self-hosted
 * server passes its database's, so servers sharing one PostgreSQL share the counts (built with
 * the same config.rateLimitPerMinute).
 */
export function createHelpers(
  config: HelpersConfig,
  log: (line: string) => void = (line) => console.warn(line),
  limiter: Limiter = inProcessLimiter(config.rateLimitPerMinute),
): HelperHandlers {
  return createHelperHandlers({
    translator: translator(config),
    grammar: grammarCorrector(config),
    // Per process even on several servers: a miss only costs one more provider call.
    cache: createTranslationCache({ maxEntries: config.cacheEntries }),
    limiter,
    timeoutMs: config.timeoutMs,
    log,
  });
}
