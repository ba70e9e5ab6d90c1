import { useEffect, useId, useRef } from 'react';
import { Mic, Square, Trash2, Check } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useVoiceRecorder } from '@/features/share-story/use-voice-recorder';

/** '1:05', in the digits of her language. */
function clock(seconds: number, locale: string): string {
  const minutes = new Intl.NumberFormat(locale).format(Math.floor(seconds / 60));
  const rest = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(seconds % 60);
  return `${minutes}:${rest}`;
}

/**
 * Record a voice message: Record, then Stop, then listen to it and Save Recording (it joins the
 * files) or Discard. `mayRecord` is asked first (she may need to sign in); `onSave` returns
 * false when the file cannot be added (for example an 11th file), and the recording stays.
 */
export function VoiceRecorder({
  mayRecord,
  onSave,
}: {
  mayRecord: () => boolean;
  onSave: (file: File) => boolean;
}) {
  const { t, i18n } = useLingui();
  const recorder = useVoiceRecorder();
  const { state } = recorder;
  const headingId = useId();
  const hintId = useId();
  const recordRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const previousPhase = useRef(state.phase);

  // Each step replaces the buttons; focus follows to the next one so keyboard users keep place.
  useEffect(() => {
    if (previousPhase.current === state.phase) return;
    const from = previousPhase.current;
    previousPhase.current = state.phase;
    if (state.phase === 'recording') stopRef.current?.focus();
    else if (state.phase === 'recorded') saveRef.current?.focus();
    else if (state.phase === 'idle' && from !== 'requesting') recordRef.current?.focus();
    // From 'requesting' back to 'idle' the Record button kept focus all along.
  }, [state.phase]);

  function record() {
    if (state.phase === 'idle' && mayRecord()) void recorder.start();
  }

  function save() {
    if (state.phase === 'recorded' && onSave(state.file)) recorder.discard();
  }

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      aria-describedby={hintId}
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-surface p-4"
    >
      <p id={headingId} className="font-semibold">
        {t`Voice message`}
      </p>
      <p id={hintId} className="-mt-2 text-base text-ink-muted">
        {t`Nothing is recorded until you press Record, and the microphone is turned off as soon as you stop.`}
      </p>

      <p role="status" className="flex items-center gap-2 font-medium text-brand-700">
        {state.phase === 'recording' && (
          <>
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-full bg-brand-600 motion-safe:animate-pulse"
            />
            {t`Recording`}
          </>
        )}
        {state.phase === 'requesting' && t`Asking for the microphone...`}
      </p>

      {(state.phase === 'idle' || state.phase === 'requesting') && (
        <button
          ref={recordRef}
          type="button"
          className="btn-secondary self-start aria-disabled:cursor-wait aria-disabled:opacity-60"
          onClick={record}
          // aria-disabled keeps focus on the button while the browser asks for the microphone.
          aria-disabled={state.phase === 'requesting'}
        >
          <Mic aria-hidden="true" className="size-5" />
          {t`Record`}
        </button>
      )}

      {state.phase === 'recording' && (
        <div className="flex flex-wrap items-center gap-3">
          <span role="timer" className="font-mono text-lg tabular-nums">
            {clock(recorder.elapsedSeconds, i18n.locale)}
          </span>
          <button ref={stopRef} type="button" className="btn-primary" onClick={recorder.stop}>
            <Square aria-hidden="true" className="size-4 fill-current" />
            {t`Stop recording`}
          </button>
        </div>
      )}

      {state.phase === 'recorded' && (
        <div className="flex flex-col gap-3">
          {/* Her own voice, just recorded: there is nothing to caption. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio
            controls
            src={state.previewUrl}
            aria-label={t`Your voice recording`}
            className="w-full"
          />
          <div className="flex flex-wrap gap-2">
            <button ref={saveRef} type="button" className="btn-primary" onClick={save}>
              <Check aria-hidden="true" className="size-5" />
              {t`Save Recording`}
            </button>
            <button type="button" className="btn-secondary" onClick={recorder.discard}>
              <Trash2 aria-hidden="true" className="size-5" />
              {t`Discard`}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
