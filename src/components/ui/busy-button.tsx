import type { ReactNode } from 'react';

/** The look of a button whose action is under way; aria-disabled keeps focus on it meanwhile. */
export const BUSY_LOOK = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

/**
 * A button whose action is under way says so in its label and stays focusable (a disabled
 * button would drop keyboard focus to the page while her action, or a key derivation, runs).
 */
export function BusyButton({
  busy,
  label,
  busyLabel,
  onClick,
  className,
  icon,
  type = 'button',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick?: () => void;
  className: string;
  icon?: ReactNode;
  type?: 'button' | 'submit';
}) {
  return (
    <button
      type={type}
      className={`${className} ${BUSY_LOOK}`}
      aria-disabled={busy}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.();
      }}
    >
      {icon}
      {busy ? busyLabel : label}
    </button>
  );
}
