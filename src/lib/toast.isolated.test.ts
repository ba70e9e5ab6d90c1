// The toast list arrives after the page: toasts sent before it wait, in order, and then show.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@/lib/toast-store');
  vi.resetModules();
});

describe('toast before the toast list has arrived', () => {
  it('keeps each toast and hands them over in the order they were sent', async () => {
    vi.resetModules();
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
      return { hotToast };
    });
    const { formToast, loadToastStore, toast } = await import('@/lib/toast');

    toast.error('first');
    formToast('form').success('second');
    toast('third');
    toast.dismiss('form');
    expect(calls).toEqual([]);

    arrive();
    await loadToastStore();
    expect(calls).toEqual(['error first', 'success second', 'plain third', 'dismiss form']);

    // Once it has arrived, a toast goes straight to it.
    toast.success('fourth');
    expect(calls.at(-1)).toBe('success fourth');
  });
});
