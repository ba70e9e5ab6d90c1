// What she typed on Share Story, kept in memory (never in storage) while she goes to sign in,
// so the words are there when she comes back. Gone on reload or when the tab closes.

export interface RememberedDraft {
  title: string;
  content: string;
  tags: string[];
}

let remembered: RememberedDraft | null = null;

export function rememberDraft(draft: RememberedDraft): void {
  const empty = draft.title.trim() === '' && draft.content.trim() === '' && draft.tags.length === 0;
  remembered = empty ? null : { ...draft, tags: [...draft.tags] };
}

/** The remembered draft, if any; it stays until `forgetDraft`. */
export function peekDraft(): RememberedDraft | null {
  return remembered;
}

export function forgetDraft(): void {
  remembered = null;
}
