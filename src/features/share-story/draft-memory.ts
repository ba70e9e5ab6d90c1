// The unsent Share Story draft (title, story, tags, content warning; never files), kept for this
// tab only: a dropped connection, a reload or a trip to sign in loses nothing, and nothing
// lingers once the tab is closed, the story is shared or the quick exit is used.

export interface RememberedDraft {
  title: string;
  content: string;
  tags: string[];
  contentWarning: string;
}

export const SHARE_DRAFT_KEY = 'sahas.share-story-draft';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the draft then lives only as long as the form.
    return null;
  }
}

function isBlank(draft: RememberedDraft): boolean {
  return (
    draft.title.trim() === '' &&
    draft.content.trim() === '' &&
    draft.contentWarning.trim() === '' &&
    draft.tags.length === 0
  );
}

/** Keeps the draft for this tab; an empty draft removes what was kept. */
export function rememberDraft(draft: RememberedDraft): void {
  try {
    if (isBlank(draft)) storage()?.removeItem(SHARE_DRAFT_KEY);
    else storage()?.setItem(SHARE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or blocked storage: losing the draft is the only cost.
  }
}

/** The kept draft, if any and well-formed. */
export function peekDraft(): RememberedDraft | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(SHARE_DRAFT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const tags = Array.isArray(parsed.tags)
      ? parsed.tags.filter((tag): tag is string => typeof tag === 'string')
      : [];
    return {
      title: text(parsed.title),
      content: text(parsed.content),
      tags,
      contentWarning: text(parsed.contentWarning),
    };
  } catch {
    return null;
  }
}

export function forgetDraft(): void {
  try {
    storage()?.removeItem(SHARE_DRAFT_KEY);
  } catch {
    // Nothing to do.
  }
}
