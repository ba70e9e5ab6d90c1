import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDED_AUDIO_EXTENSION, RECORDED_AUDIO_MIME } from '@/domain/limits';
import { recordedAudioType, storedMediaExtension } from '@/domain/media-extensions';
import { message } from '@/i18n/message';
import { formToast } from '@/lib/toast';

/** The recorder's toasts: a recording added after a failed start replaces the failure. */
export const voiceRecorderToast = formToast('voice-recorder');

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'requesting' }
  | { phase: 'recording'; startedAt: number }
  | { phase: 'recorded'; file: File; previewUrl: string };

export interface VoiceRecorder {
  state: RecorderState;
  /** Whole seconds since recording started (0 when not recording). */
  elapsedSeconds: number;
  start: () => Promise<void>;
  stop: () => void;
  /** Drops the recording (or stops one under way) and goes back to idle. */
  discard: () => void;
}

/**
 * 'voice-recording-2025-01-31T10-15-00.weba': sortable, and no ':' for file systems. The
 * extension comes from the recording's type as the backends store it (.weba for WebM, .m4a for
 * Safari's MP4), so the name in the upload list says what will be shared.
 */
export function voiceRecordingName(date: Date, type: string = RECORDED_AUDIO_MIME): string {
  const stamp = date.toISOString().slice(0, 19).replaceAll(':', '-');
  return `voice-recording-${stamp}.${storedMediaExtension(type) ?? RECORDED_AUDIO_EXTENSION}`;
}

/**
 * Voice recording: idle, then recording, then recorded (an audio file with a preview URL), in
 * the format the browser really recorded: WebM where it can, MP4 on Safari.
 * The microphone is released the moment recording stops, fails or the page goes away.
 */
export function useVoiceRecorder(): VoiceRecorder {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const previewUrlRef = useRef<string | null>(null);
  const mounted = useRef(true);

  const releaseMicrophone = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  const revokePreview = useCallback(() => {
    if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    previewUrlRef.current = null;
  }, []);

  const fail = useCallback(() => {
    releaseMicrophone();
    recorderRef.current = null;
    if (!mounted.current) return;
    setState({ phase: 'idle' });
    voiceRecorderToast.error(message('microphoneFailed'));
  }, [releaseMicrophone]);

  const start = useCallback(async () => {
    if (state.phase !== 'idle') return;
    setState({ phase: 'requesting' });
    setElapsedSeconds(0);
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
        throw new Error('Recording is not supported in this browser');
      }
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      fail();
      return;
    }
    streamRef.current = stream;
    if (!mounted.current) {
      releaseMicrophone();
      return;
    }
    let recorder: MediaRecorder;
    try {
      const supported = MediaRecorder.isTypeSupported?.(RECORDED_AUDIO_MIME) ?? false;
      recorder = new MediaRecorder(stream, supported ? { mimeType: RECORDED_AUDIO_MIME } : {});
    } catch {
      fail();
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onerror = () => fail();
    recorder.onstop = () => {
      releaseMicrophone();
      recorderRef.current = null;
      if (!mounted.current) return;
      // Labelled with what the recorder made, not what was asked for: a wrong type would be
      // stored on Firebase as it is (and played as the wrong format).
      const type = recordedAudioType(recorder.mimeType);
      const blob = new Blob(chunks, { type });
      if (blob.size === 0) {
        fail();
        return;
      }
      const file = new File([blob], voiceRecordingName(new Date(), type), { type });
      revokePreview();
      previewUrlRef.current = URL.createObjectURL(file);
      setState({ phase: 'recorded', file, previewUrl: previewUrlRef.current });
    };
    recorderRef.current = recorder;
    try {
      recorder.start();
    } catch {
      fail();
      return;
    }
    setState({ phase: 'recording', startedAt: Date.now() });
  }, [fail, releaseMicrophone, revokePreview, state.phase]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    else releaseMicrophone();
  }, [releaseMicrophone]);

  const discard = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder) {
      recorder.onstop = null;
      recorder.ondataavailable = null;
      if (recorder.state !== 'inactive') recorder.stop();
      recorderRef.current = null;
    }
    releaseMicrophone();
    revokePreview();
    setState({ phase: 'idle' });
    setElapsedSeconds(0);
  }, [releaseMicrophone, revokePreview]);

  const startedAt = state.phase === 'recording' ? state.startedAt : null;
  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => {
      setElapsedSeconds(Math.floor((Date.now() - startedAt) / 1000));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      recorderRef.current = null;
      releaseMicrophone();
      revokePreview();
    };
  }, [releaseMicrophone, revokePreview]);

  return { state, elapsedSeconds, start, stop, discard };
}
