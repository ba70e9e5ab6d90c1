import { describe, expect, it, vi } from 'vitest';
import { BackendError, isBackendError } from '@/backend/backend-error';
import { lazyHelpers, lazyMedia } from '@/backend/lazy-port';
import type { HelperCalls, MediaPort } from '@/backend/port';

/** A helpers port, with its two helpers kept as mocks to inspect. */
function fakeHelpers() {
  const translate = vi.fn((title: string, content: string, targetLang: string) =>
    Promise.resolve({
      translatedTitle: `${targetLang}:${title}`,
      translatedContent: `${targetLang}:${content}`,
    }),
  );
  const correctGrammar = vi.fn((content: string) => Promise.resolve(`${content}.`));
  const port: HelperCalls = { translate, correctGrammar };
  return { port, translate, correctGrammar };
}

describe('lazyHelpers', () => {
  it('loads nothing until a helper is asked for, then loads once and forwards every call', async () => {
    const real = fakeHelpers();
    const load = vi.fn(() => Promise.resolve(real.port));
    const helpers = lazyHelpers(load);
    expect(load).not.toHaveBeenCalled();

    expect(await helpers.translate('Title', 'Text', 'hi')).toEqual({
      translatedTitle: 'hi:Title',
      translatedContent: 'hi:Text',
    });
    expect(await helpers.correctGrammar('i am here')).toBe('i am here.');
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.translate).toHaveBeenCalledWith('Title', 'Text', 'hi');
    expect(real.correctGrammar).toHaveBeenCalledWith('i am here');
  });

  it('reports a failed load as a network failure, and tries again on the next call', async () => {
    const real = fakeHelpers();
    const load = vi
      .fn<() => Promise<HelperCalls>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real.port);
    const helpers = lazyHelpers(load);

    const error = await helpers.correctGrammar('text').catch((e: unknown) => e);
    expect(isBackendError(error, 'network')).toBe(true);
    expect(await helpers.correctGrammar('text')).toBe('text.');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes a helper’s own failure through unchanged', async () => {
    const refused = new BackendError('rate-limited', 'Too many requests', 429);
    const real = fakeHelpers();
    real.translate.mockRejectedValue(refused);
    const helpers = lazyHelpers(() => Promise.resolve(real.port));

    await expect(helpers.translate('T', 'C', 'ta')).rejects.toBe(refused);
  });
});

// A failed load of the upload code is onDemand's, as the helpers': their test above.
describe('lazyMedia', () => {
  it('loads the upload code on the first upload only, then forwards uploads and removals', async () => {
    const upload = vi.fn(() => Promise.resolve('/media/a.jpg'));
    const remove = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve<MediaPort>({ upload, remove }));
    const media = lazyMedia(load);
    expect(load).not.toHaveBeenCalled();

    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    expect(await media.upload(file, { purpose: 'edit' })).toBe('/media/a.jpg');
    await media.remove('/media/a.jpg');
    expect(load).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(file, { purpose: 'edit' });
    expect(remove).toHaveBeenCalledWith('/media/a.jpg');
  });
});
