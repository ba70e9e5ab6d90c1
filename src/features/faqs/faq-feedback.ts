/** sessionStorage key holding the FAQ votes of this browser session. */
export const FAQ_FEEDBACK_STORAGE_KEY = 'sahas.faqFeedback';

export type FaqVote = 'helpful' | 'notHelpful';

/** Vote per FAQ entry id. */
export type FaqFeedback = Readonly<Record<number, FaqVote>>;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (private modes, strict settings); feedback then lasts for the page only.
    return null;
  }
}

function isFaqVote(value: unknown): value is FaqVote {
  return value === 'helpful' || value === 'notHelpful';
}

/** The votes given in this session; anything unreadable counts as no vote. */
export function readFaqFeedback(): FaqFeedback {
  try {
    const raw = sessionStorageOrNull()?.getItem(FAQ_FEEDBACK_STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const feedback: Record<number, FaqVote> = {};
    for (const [key, vote] of Object.entries(parsed)) {
      const id = Number(key);
      if (Number.isInteger(id) && isFaqVote(vote)) feedback[id] = vote;
    }
    return feedback;
  } catch {
    return {};
  }
}

/** Stores the votes for the rest of the session. Failing to store is not an error for the reader. */
export function saveFaqFeedback(feedback: FaqFeedback): void {
  try {
    sessionStorageOrNull()?.setItem(FAQ_FEEDBACK_STORAGE_KEY, JSON.stringify(feedback));
  } catch {
    // Quota or blocked storage: the vote still counts on this page.
  }
}
