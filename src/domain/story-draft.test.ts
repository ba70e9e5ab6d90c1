import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MediaFileLike } from './media-files';
import { validateStoryDraft, validateStoryEdit } from './story-draft';

const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0') });
const filled = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');
const audio: MediaFileLike = { name: 'voice.webm', size: 1000, type: 'audio/webm' };
const nonAudioFile = fc.record({
  name: fc.string(),
  size: fc.nat(),
  type: fc.constantFrom('image/png', 'video/mp4', 'application/pdf', '', 'text/audio'),
});

describe('validateStoryDraft', () => {
  it('accepts any non-blank title and content, whatever the files', () => {
    fc.assert(
      fc.property(filled, filled, fc.array(nonAudioFile), (title, content, files) => {
        expect(validateStoryDraft({ title, content, files }).ok).toBe(true);
      }),
    );
  });

  it('rejects a blank title or blank content without audio, with its catalogue code', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.tuple(blank, filled), fc.tuple(filled, blank), fc.tuple(blank, blank)),
        fc.array(nonAudioFile, { maxLength: 5 }),
        ([title, content], files) => {
          expect(validateStoryDraft({ title, content, files })).toEqual({
            ok: false,
            code: 'storyDraftIncomplete',
          });
        },
      ),
    );
  });

  it('waives title and content when any audio file is attached', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.array(nonAudioFile, { maxLength: 4 }),
        fc.nat({ max: 4 }),
        (title, content, others, at) => {
          const files: MediaFileLike[] = [...others];
          files.splice(Math.min(at, files.length), 0, audio);
          expect(validateStoryDraft({ title, content, files }).ok).toBe(true);
        },
      ),
    );
  });
});

describe('validateStoryEdit', () => {
  it('accepts non-blank title and content', () => {
    fc.assert(
      fc.property(filled, filled, (title, content) => {
        expect(validateStoryEdit({ title, content })).toEqual({ ok: true });
      }),
    );
  });

  it('requires both, with its catalogue code', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.tuple(blank, filled), fc.tuple(filled, blank), fc.tuple(blank, blank)),
        ([title, content]) => {
          expect(validateStoryEdit({ title, content })).toEqual({
            ok: false,
            code: 'titleAndContentRequired',
          });
        },
      ),
    );
  });
});
