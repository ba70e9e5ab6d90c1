// Ours: react-hot-toast has no action in a toast.
// A toast's next step, as a link after its words: "Please sign in to react to stories. Sign In".
import type { MouseEvent, ReactElement } from 'react';

/** What a toast offers to do next. */
export interface ToastAction {
  label: string;
  /** Where the link goes, one of the app's own addresses. */
  href: string;
  /**
   * Follows it inside the app (a router's navigate) instead of loading the page afresh. The
   * toasts are drawn outside the router, so the caller, which is inside it, hands this over.
   */
  navigate?: (href: string) => void;
}

/** A click the browser should handle itself: a new tab or window, a download. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The toast's words and its action's link; following the link closes the toast (`dismiss`). */
export function withAction(
  message: string,
  action: ToastAction,
  dismiss: () => void,
): ReactElement {
  return (
    <span className="flex flex-wrap items-center gap-x-3">
      <span>{message}</span>
      <a
        href={action.href}
        className="inline-flex min-h-tap items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          dismiss();
          if (!action.navigate) return;
          event.preventDefault();
          action.navigate(action.href);
        }}
      >
        {action.label}
      </a>
    </span>
  );
}
