// Ours: react-hot-toast's <Toaster> styles itself through goober's inline <style>, which our CSP blocks; this draws its headless list.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@/domain/limits';
import { hotToast as toast, resolveValue, useToaster, type Toast } from '@/lib/toast-store';
import { placeToasts, type Span, type ToastPlacement } from '@/lib/toast-placement';
import { useToastHost, useToastsKeptClear } from '@/lib/toast-host';

// Long enough for a tired or second-language reader; errors longest. A dismissed toast leaves
// the list at once (removeDelay 0): only visible toasts are drawn, so react-hot-toast's second
// of exit time serves nothing, and its pending removal could take away a new toast sent under
// the same id by a toaster mounted after it (each test renders its own).
const TOAST_OPTIONS = {
  duration: LIMITS.toastMs,
  removeDelay: 0,
  error: { duration: LIMITS.errorToastMs },
};

// What she may be using when a toast appears: the toasts must not lie over it.
const CONTROLS =
  'button, a[href], input, select, textarea, summary, label, [contenteditable], [role="button"]';

/** The control an event came from, unless it is outside the page or one of the toasts' own. */
function controlOf(target: EventTarget | null, toaster: HTMLElement | null): Element | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(CONTROLS);
  return control && !toaster?.contains(control) ? control : null;
}

const ACCENT: Record<Toast['type'], string> = {
  success: 'border-success-600',
  error: 'border-danger-600',
  loading: 'border-brand-500',
  blank: 'border-brand-500',
  custom: 'border-brand-500',
};

function spanOf(element: Element): Span {
  const { top, bottom } = element.getBoundingClientRect();
  return { top, bottom };
}

/** The heading that names an open dialog the toasts are drawn in: it must stay in sight. */
function headingOf(dialog: HTMLElement | null): HTMLElement | null {
  const id = dialog?.getAttribute('aria-labelledby');
  return id ? document.getElementById(id) : null;
}

function ToastIcon({ shown }: { shown: Toast }) {
  if (shown.icon) {
    return typeof shown.icon === 'string' ? (
      <span aria-hidden="true" className="shrink-0 text-lg leading-6">
        {shown.icon}
      </span>
    ) : (
      shown.icon
    );
  }
  if (shown.type === 'success')
    return <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success-600" />;
  if (shown.type === 'error')
    return <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger-600" />;
  return null;
}

/**
 * The app's toasts, drawn from react-hot-toast's headless list. The newest LIMITS.visibleToasts
 * are shown (older ones are sent away), each a polite live region with a close button: phones
 * cannot hover to hold a toast, and a slow reader can read and then close it. Hovering or
 * focusing one holds them all. They stand under the header, or at the bottom above the Quick
 * exit strip when the top would hide the control she is using; never over the open menu or the
 * heading of the dialog they are drawn in (below it, or not at all while there is no room).
 */
export function Toaster() {
  const { t } = useLingui();
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  const host = useToastHost();
  const keptClear = useToastsKeptClear();
  const { startPause, endPause } = handlers;
  const frameRef = useRef<HTMLDivElement>(null);
  const stackRef = useRef<HTMLDivElement>(null);
  // The control she last pressed (kept until she types: then the focus says where she is), and
  // the last one that had the focus, for closing a toast from the keyboard.
  const pressed = useRef<Element | null>(null);
  const lastFocused = useRef<Element | null>(null);
  const held = useRef({ hover: false, focus: false });
  const [placement, setPlacement] = useState<ToastPlacement>({ edge: 'top', offset: 0 });

  const visible = toasts.filter((t) => t.visible);
  const shown = visible.slice(0, LIMITS.visibleToasts);
  const overflow = visible
    .slice(LIMITS.visibleToasts)
    .map((t) => t.id)
    .join('\n');
  const shownKey = shown.map((t) => `${t.id}\n${t.type}\n${t.createdAt}`).join('\n');

  useEffect(() => {
    if (overflow !== '') for (const id of overflow.split('\n')) toast.dismiss(id);
  }, [overflow]);

  const hold = useCallback(
    (what: 'hover' | 'focus', on: boolean) => {
      const before = held.current.hover || held.current.focus;
      held.current[what] = on;
      const after = held.current.hover || held.current.focus;
      if (after && !before) startPause();
      if (!after && before) endPause();
    },
    [startPause, endPause],
  );

  // With nothing left on screen nothing is held: a closed toast under the pointer or the focus
  // never reports being left.
  const empty = shown.length === 0;
  useEffect(() => {
    if (!empty) return;
    held.current = { hover: false, focus: false };
    endPause();
  }, [empty, endPause]);

  const place = useCallback(() => {
    const frame = frameRef.current;
    const stack = stackRef.current;
    if (!frame || !stack || stack.childElementCount === 0) return;
    const controls = [pressed.current, controlOf(document.activeElement, frame)].filter(
      (control): control is Element => control?.isConnected === true,
    );
    const kept = [...keptClear, headingOf(host)].filter(
      (element): element is HTMLElement => element?.isConnected === true,
    );
    const viewport = window.visualViewport;
    const next = placeToasts({
      frame: spanOf(frame),
      stackHeight: stack.getBoundingClientRect().height,
      controls: controls.map(spanOf),
      visibleBottom: viewport ? viewport.offsetTop + viewport.height : window.innerHeight,
      keepClear: kept.map(spanOf),
    });
    // A new object each time would render again for nothing.
    setPlacement((now) => (JSON.stringify(now) === JSON.stringify(next) ? now : next));
  }, [keptClear, host]);

  useEffect(() => {
    const onPointerDown = (event: Event) => {
      const control = controlOf(event.target, frameRef.current);
      if (control) pressed.current = control;
    };
    const onKeyDown = (event: Event) => {
      if (controlOf(event.target, frameRef.current)) pressed.current = null;
    };
    // Moving to a field the toasts lie over moves them; so does a keyboard or a turned phone.
    const onFocus = (event: Event) => {
      const control = controlOf(event.target, frameRef.current);
      if (control) lastFocused.current = control;
      place();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocus);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('resize', place);
    };
  }, [place]);

  // Before the browser paints: a toast never shows, even for a frame, over her control. Again when
  // the menu opens or closes, or a dialog takes the toasts in.
  useLayoutEffect(() => {
    if (shownKey !== '') place();
  }, [shownKey, place]);

  function close(id: string) {
    const hadFocus = frameRef.current?.contains(document.activeElement) ?? false;
    toast.dismiss(id);
    held.current = { hover: false, focus: false };
    endPause();
    // Back to where she was, rather than to the top of the page with the closed toast.
    const back = lastFocused.current;
    if (hadFocus && back instanceof HTMLElement && back.isConnected) {
      back.focus({ preventScroll: true });
    }
  }

  const atTop = placement.edge !== 'bottom';
  const frame = (
    <div
      ref={frameRef}
      className={`pointer-events-none fixed inset-x-0 top-[calc(4.5rem+env(safe-area-inset-top))] bottom-[calc(var(--safety-strip)+0.5rem)] z-50 flex px-3 ${atTop ? 'flex-col justify-start' : 'flex-col justify-end'}`}
    >
      <div
        ref={stackRef}
        className={`mx-auto flex max-w-xl items-center gap-2 ${atTop ? 'flex-col' : 'flex-col-reverse'} ${placement.edge === 'none' ? 'invisible' : ''}`}
        // Below what is kept clear; set through the CSSOM, which the style policy allows.
        style={
          placement.edge === 'top' && placement.offset > 0
            ? { marginTop: placement.offset }
            : undefined
        }
        onFocus={() => hold('focus', true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
        }}
      >
        {shown.map((item) => (
          <div
            key={item.id}
            className={`pointer-events-auto flex max-w-full items-start gap-3 rounded-xl border-s-4 bg-surface-raised py-2 pe-2 ps-3 text-base text-ink shadow-lg ring-1 ring-brand-100 motion-safe:animate-[fade-in_200ms_ease-out] ${ACCENT[item.type]}`}
            onMouseEnter={() => hold('hover', true)}
            onMouseLeave={() => hold('hover', false)}
          >
            <span className="flex min-h-tap items-center">
              <ToastIcon shown={item} />
            </span>
            <div {...item.ariaProps} className="min-w-0 flex-1 self-center py-2 break-words">
              {resolveValue(item.message, item)}
            </div>
            <button
              type="button"
              onClick={() => close(item.id)}
              className="flex min-h-tap min-w-tap shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t`Dismiss message`}</span>
            </button>
          </div>
        ))}
      </div>
    </div>
  );
  // Inside an open modal dialog, which is the only part of the page she can see and use.
  return host ? createPortal(frame, host) : frame;
}
