// The toast list and the toasts' words arrive on first use: toasts sent before them wait, in
// order, and then show, in words.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@/lib/toast-store');
  vi.resetModules();
});

/** react-hot-toast's calls, recorded, behind a module that arrives when `arrive` is called. */
function mockToastStore() {
  const calls: string[] = [];
  const hotToast = Object.assign((text: string) => void calls.push(`plain ${text}`), {
    success: (text: string) => void calls.push(`success ${text}`),
    error: (text: string) => void calls.push(`error ${text}`),
    dismiss: (id?: string) => void calls.push(`dismiss ${id}`),
    remove: () => void calls.push('remove'),
    removeAll: () => void calls.push('removeAll'),
  });
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('@/lib/toast-store', async () => {
    await arrived;
    return { hotToast, withAction: (text: string) => text };
  });
  return { calls, arrive };
}

describe('the first tap or focus', () => {
  it('fetches the toast list and the words before any toast, and reading fetches nothing', async () => {
    vi.resetModules();
    let listFetched = false;
    vi.doMock('@/lib/toast-store', () => {
      listFetched = true;
      return { hotToast: () => undefined };
    });
    const { activate, i18n } = await import('@/i18n/i18n');
    const { loadToastsOnFirstUse } = await import('@/lib/toast');
    activate('hi');
    // Lingui's catalogues outlive vi.resetModules: what arrives is seen, not kept.
    const load = vi.spyOn(i18n, 'load').mockImplementation(() => undefined);
    const page = document.implementation.createHTMLDocument('page');
    loadToastsOnFirstUse(page);

    page.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listFetched).toBe(false);
    expect(load).not.toHaveBeenCalled();

    page.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(listFetched).toBe(true));
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('hi', expect.anything()));
  });
});

describe('toast before the toast list has arrived', () => {
  it('keeps each toast and hands them over in the order they were sent', async () => {
    vi.resetModules();
    const { calls, arrive } = mockToastStore();
    const { formToast, toast } = await import('@/lib/toast');

    toast.error('first');
    formToast('form').success('second');
    toast('third');
    toast.dismiss('form');
    expect(calls).toEqual([]);

    arrive();
    await vi.waitFor(() =>
      expect(calls).toEqual(['error first', 'success second', 'plain third', 'dismiss form']),
    );

    // Once it has arrived, a toast goes straight to it.
    toast.success('fourth');
    expect(calls.at(-1)).toBe('success fourth');
  });

  it('shows a message asked for before its catalogue arrived in words, not as its key', async () => {
    vi.resetModules();
    const { calls, arrive } = mockToastStore();
    const { activate, i18n } = await import('@/i18n/i18n');
    const { message } = await import('@/i18n/message');
    const { formToast, toast } = await import('@/lib/toast');
    // Hindi with the shell's text only, as a first visit has it before she acts.
    i18n.load('hi', {});
    activate('hi');
    arrive();

    const signedOut = message('signedOut');
    expect(signedOut).toBe('signedOut');
    toast.success(signedOut);
    formToast('ngo').info(message('ngoRequestSignInRequired'));
    toast('after them');

    await vi.waitFor(() => expect(calls).toHaveLength(3));
    // Looked up by a variable: a literal id here would be extracted into the shell's catalogue.
    const words = ['signedOut', 'ngoRequestSignInRequired'].map((key) => i18n._(key));
    expect(words.some((text) => /^[a-zA-Z]+$/.test(text))).toBe(false);
    expect(calls).toEqual([`success ${words[0]}`, `plain ${words[1]}`, 'plain after them']);
  });
});

describe('offline before the toast list was ever kept', () => {
  it('keeps the toast and shows it once the connection is back', async () => {
    vi.resetModules();
    const calls: string[] = [];
    let online = false;
    vi.doMock('@/lib/toast-store', () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { hotToast: { error: (text: string) => void calls.push(`error ${text}`) } };
    });
    const { toast } = await import('@/lib/toast');

    toast.error('Could not send');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(calls).toEqual(['error Could not send']));
  });
});
