import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECORDED_AUDIO_EXTENSION, RECORDED_AUDIO_MIME } from './limits';
import {
  STORED_MEDIA_EXTENSIONS,
  mediaTypeEssence,
  recordedAudioType,
  storedMediaExtension,
} from './media-extensions';
import { mediaKindFromUrl } from './media-files';

const knownTypes = Object.keys(STORED_MEDIA_EXTENSIONS);
/** Optional MIME parameters, as browsers and MediaRecorder add them. */
const parameters = fc.constantFrom('', ';codecs=opus', '; codecs="vp8, opus"', ';charset=x');

describe('storedMediaExtension', () => {
  it.each([
    ['audio/webm', 'weba'],
    ['audio/ogg', 'oga'],
    ['audio/mpeg', 'mp3'],
    ['video/webm', 'webm'],
    ['video/ogg', 'ogv'],
    ['audio/mp4', 'm4a'],
    ['image/jpeg', 'jpg'],
    ['video/quicktime', 'mov'],
  ])('%s is stored as .%s', (type, extension) => {
    expect(storedMediaExtension(type)).toBe(extension);
  });

  it.each(['', 'application/pdf', 'text/html', 'audio/', 'video/x-unknown', 'webm'])(
    '%j has no stored extension',
    (type) => {
      expect(storedMediaExtension(type)).toBeNull();
    },
  );

  it('gives every type, whatever its parameters and case, its extension, which the screens show as that type’s kind', () => {
    fc.assert(
      fc.property(fc.constantFrom(...knownTypes), parameters, fc.boolean(), (type, params, up) => {
        const declared = `${up ? type.toUpperCase() : type}${params}`;
        const extension = storedMediaExtension(declared);
        expect(extension).not.toBeNull();
        expect(extension).toBe(STORED_MEDIA_EXTENSIONS[type]);
        expect(mediaKindFromUrl(`/media/r4nd0m.${extension}`)).toBe(type.split('/')[0]);
      }),
    );
  });

  it('names the default recording format with the recorder’s fallback extension', () => {
    expect(storedMediaExtension(RECORDED_AUDIO_MIME)).toBe(RECORDED_AUDIO_EXTENSION);
  });
});

describe('mediaTypeEssence', () => {
  it('drops parameters and case', () => {
    expect(mediaTypeEssence(' Audio/WebM ; codecs=opus')).toBe('audio/webm');
    expect(mediaTypeEssence('')).toBe('');
  });
});

describe('recordedAudioType', () => {
  it.each([
    ['audio/webm;codecs=opus', 'audio/webm;codecs=opus'],
    ['audio/mp4', 'audio/mp4'],
    ['audio/ogg; codecs=opus', 'audio/ogg; codecs=opus'],
    ['video/webm;codecs=opus', 'audio/webm;codecs=opus'],
    ['video/mp4', 'audio/mp4'],
    ['', RECORDED_AUDIO_MIME],
    [undefined, RECORDED_AUDIO_MIME],
    ['application/octet-stream', RECORDED_AUDIO_MIME],
  ])('%j is recorded as %j', (recorderType, type) => {
    expect(recordedAudioType(recorderType)).toBe(type);
  });

  it('is always an audio type', () => {
    fc.assert(
      fc.property(fc.string(), (recorderType) => {
        expect(mediaTypeEssence(recordedAudioType(recorderType)).startsWith('audio/')).toBe(true);
      }),
    );
  });
});
