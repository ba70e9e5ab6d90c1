import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDED_AUDIO_MIME } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import {
  expectNoToast,
  expectToast,
  fields,
  pngFile,
  renderShareStoryPage,
  UPLOAD,
  uploading,
} from '@/features/share-story/share-story-test-utils';
import { voiceRecordingName } from '@/features/share-story/use-voice-recorder';
import { voiceNoteBytes } from '@/testing/voice-note';

// The test DOM has neither a microphone nor MediaRecorder: these stand in for them.
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = vi.fn((type: string) => type === RECORDED_AUDIO_MIME);
  /** What the browser records when not asked for a format (Safari: 'audio/mp4'). */
  static nativeType = 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly stream: unknown;
  readonly options: unknown;

  constructor(stream: unknown, options: { mimeType?: string }) {
    this.stream = stream;
    this.options = options;
    this.mimeType = options.mimeType ?? FakeMediaRecorder.nativeType;
    FakeMediaRecorder.instances.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    this.state = 'inactive';
    // Sound the real server accepts (it tells the format from the bytes).
    this.ondataavailable?.({ data: new Blob([voiceNoteBytes()], { type: this.mimeType }) });
    this.onstop?.();
  }
}

let track: { stop: ReturnType<typeof vi.fn> };
let getUserMedia: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  FakeMediaRecorder.instances = [];
  FakeMediaRecorder.isTypeSupported.mockImplementation((type) => type === RECORDED_AUDIO_MIME);
  FakeMediaRecorder.nativeType = 'audio/webm;codecs=opus';
  track = { stop: vi.fn() };
  getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [track] }));
  revokeObjectURL = vi.fn();
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn(() => 'blob:voice-preview'),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: revokeObjectURL,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const setup = renderShareStoryPage;

/** Share Story, with uploads held on their way to the server (the upload list shows them). */
async function setupHoldingUploads() {
  const page = await setup();
  page.network.hold('POST', UPLOAD);
  return page;
}

async function recordAndStop(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Record' }));
  await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
  return screen.findByLabelText('Your voice recording');
}

describe('Voice recording', () => {
  // The timer running, her recording to listen to, the microphone off once she stops, and the
  // file uploaded: share-story.spec.ts' voice recording journey on Chromium's fake microphone.
  it('records, shows the time, lets her listen, and adds the WebM file on Save Recording', async () => {
    const { user } = await setupHoldingUploads();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(FakeMediaRecorder.instances[0]?.options).toEqual({ mimeType: RECORDED_AUDIO_MIME });
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    expect(stop).toHaveFocus();

    await user.click(stop);
    const preview = await screen.findByLabelText('Your voice recording');
    expect(preview).toHaveAttribute('controls');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Recording' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save Recording' }));
    await expectToast(MESSAGES.voiceRecordingAdded);
    // On its way to the server (the type it is sent with: recordedAudioType's tests), named
    // .weba, WebM audio's own extension: under .webm it would be shown as a video.
    expect(uploading()).toEqual([
      expect.stringMatching(/^voice-recording-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.weba$/),
    ]);
    expect(screen.queryByLabelText('Your voice recording')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toHaveFocus();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:voice-preview');
  });

  // Discard keeps nothing: share-story.spec.ts' voice recording journey.
  it.each([
    ['the microphone is refused', () => getUserMedia.mockRejectedValue(new Error('NotAllowed'))],
    ['there is no microphone API', () => Reflect.deleteProperty(navigator, 'mediaDevices')],
    ['MediaRecorder is missing', () => vi.stubGlobal('MediaRecorder', undefined)],
  ])('says it could not access the microphone when %s', async (_case, breakIt) => {
    breakIt();
    await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    await expectToast(MESSAGES.microphoneFailed);
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop recording' })).not.toBeInTheDocument();
  });

  it('refuses an 11th file and keeps the recording so she can make room', async () => {
    const { user } = await setupHoldingUploads();
    await user.upload(
      fields().media,
      Array.from({ length: 10 }, (_, i) => pngFile(`p${i}.png`)),
    );
    await recordAndStop(user);
    await user.click(screen.getByRole('button', { name: 'Save Recording' }));
    await expectToast(MESSAGES.tooManyFiles);
    expectNoToast(MESSAGES.voiceRecordingAdded);
    expect(uploading()).toHaveLength(10);
    expect(screen.getByLabelText('Your voice recording')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Cancel p0.png` }));
    await user.click(screen.getByRole('button', { name: 'Save Recording' }));
    await expectToast(MESSAGES.voiceRecordingAdded);
    expect(uploading()).toHaveLength(10);
    expect(uploading().at(-1)).toMatch(/^voice-recording-[\dT-]+\.weba$/);
  });

  it('turns the microphone off when she leaves the page while recording', async () => {
    const { view, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    expect(track.stop).not.toHaveBeenCalled();
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
  });

  it('names recordings by time, without characters file systems refuse', () => {
    expect(voiceRecordingName(new Date(Date.UTC(2025, 0, 31, 10, 15, 7)))).toBe(
      'voice-recording-2025-01-31T10-15-07.weba',
    );
  });

  // Each recorder type's audio type and extension (Ogg, WebM called video) is recordedAudioType's
  // and storedMediaExtension's, proved in src/domain/media-extensions.test.ts.
  it.each([
    ['Safari, which records MP4', 'audio/mp4', 'm4a'],
    ['a browser that does not say', '', 'weba'],
  ])(
    'labels the file with what the recorder made, on %s',
    async (_browser, nativeType, extension) => {
      FakeMediaRecorder.isTypeSupported.mockReturnValue(false);
      FakeMediaRecorder.nativeType = nativeType;
      const { user } = await setupHoldingUploads();
      await recordAndStop(user);
      expect(FakeMediaRecorder.instances[0]?.options).toEqual({});
      await user.click(screen.getByRole('button', { name: 'Save Recording' }));
      await expectToast(MESSAGES.voiceRecordingAdded);
      // The type it is sent with is recordedAudioType's, proved in its own tests.
      expect(uploading()).toEqual([
        expect.stringMatching(new RegExp(`^voice-recording-[\\dT-]+\\.${extension}$`)),
      ]);
    },
  );
});
