import { describe, expect, it } from 'vitest';
import { HelpersConfigError, parseHelpersConfig } from './helpers-config';

describe('parseHelpersConfig', () => {
  // No provider unless one is named: helper-handlers.test.ts' 503s 'without a provider'.
  it('reads a provider with what it needs, trailing slashes trimmed', () => {
    const config = parseHelpersConfig({
      TRANSLATION_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      OPENAI_MODEL: 'llama3.1',
      GRAMMAR_PROVIDER: 'languagetool',
      LANGUAGETOOL_URL: 'http://127.0.0.1:8010',
    });
    expect(config.openai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
    });
    expect(config.languageTool?.language).toBe('auto');
  });

  it.each([
    [
      { TRANSLATION_PROVIDER: 'deepl' },
      'TRANSLATION_PROVIDER must be gemini, openai or libretranslate',
    ],
    [{ GRAMMAR_PROVIDER: 'gemini' }, 'GEMINI_API_KEY is required for the gemini provider'],
    [{ TRANSLATION_PROVIDER: 'openai', OPENAI_MODEL: 'm' }, 'OPENAI_BASE_URL is required'],
    [{ GRAMMAR_PROVIDER: 'languagetool' }, 'LANGUAGETOOL_URL is required'],
    [{ LANGUAGETOOL_USERNAME: 'me' }, 'LANGUAGETOOL_USERNAME and LANGUAGETOOL_API_KEY'],
    [{ HELPERS_TIMEOUT_MS: '10' }, 'HELPERS_TIMEOUT_MS must be a whole number from 1000'],
    [{ LIBRETRANSLATE_URL: 'not a url' }, 'LIBRETRANSLATE_URL must be a full URL'],
  ])('refuses %o with one line naming the variable', (env, text) => {
    expect(() => parseHelpersConfig(env)).toThrow(HelpersConfigError);
    expect(() => parseHelpersConfig(env)).toThrow(text);
  });
});
