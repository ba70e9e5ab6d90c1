// Toasts and errors in her language. The English lives in src/domain/messages.ts (the server's
// and the tests' copy); the SPA reads every language, English too, from the `messages`
// catalogue, keyed by the same codes, so no message text ships in the app's first script.
import type { ErrorParams } from '@/domain/error-codes';
import type { MessageArgs, MessageKey } from '@/domain/messages';
import { i18n, loadMessages } from '@/i18n/i18n';

/** Keys message() gave back unworded, as their catalogue had not arrived, with their values. */
const unworded = new Map<string, Record<string, unknown> | undefined>();

/**
 * A catalogue message, its placeholders filled. Before any language is active (code run outside
 * the app: the adapters under Node, scripts) it is the key itself, never an exception: an
 * adapter's error keeps its code, and the screen words it by that code when it shows it. Asked
 * for before the catalogue has arrived (it comes on first use), it is the key too, and the
 * catalogue is sent for: a toast waits for it and shows the words (awaitsWords, wordedNow).
 */
export function message<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  if (!i18n.locale) return key;
  if (!Object.hasOwn(i18n.messages, key)) {
    unworded.set(key, args[0]);
    loadMessages().catch(() => undefined);
    return key;
  }
  return i18n._(key, args[0]);
}

/** Whether `text` is a key message() gave back while its catalogue was still on its way. */
export function awaitsWords(text: unknown): boolean {
  return typeof text === 'string' && unworded.has(text) && !Object.hasOwn(i18n.messages, text);
}

/** `text` in words once its catalogue has arrived, if message() gave it back as a key. */
export function wordedNow<T>(text: T): T | string {
  if (typeof text !== 'string' || !unworded.has(text) || !Object.hasOwn(i18n.messages, text)) {
    return text;
  }
  return i18n._(text, unworded.get(text));
}

/** The argument names a compiled message uses (Lingui compiles "{max} files" to [["max"], " files"]). */
function argumentsOf(compiled: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return names;
  for (const token of compiled as unknown[]) {
    if (!Array.isArray(token)) continue;
    const [name, , branches] = token as [unknown, unknown, unknown];
    if (typeof name === 'string') names.add(name);
    if (branches && typeof branches === 'object') {
      for (const branch of Object.values(branches)) argumentsOf(branch, names);
    }
  }
  return names;
}

/**
 * The text to show for a coded failure: the catalogue's message in her language when it has
 * the code and every placeholder has a value, else `fallback` (the server's own words).
 */
export function errorText(
  code: string | undefined,
  params: ErrorParams | undefined,
  fallback: string,
): string {
  if (code === undefined || !i18n.locale || !Object.hasOwn(i18n.messages, code)) return fallback;
  const compiled: unknown = i18n.messages[code];
  for (const name of argumentsOf(compiled)) {
    if (!params || !Object.hasOwn(params, name)) return fallback;
  }
  return i18n._(code, params);
}
