// The Suggest Tags helper with its keyword lists in six languages (about 33 KB, 9 KB gzip) loads
// when she first asks for suggestions, or as her pointer or focus reaches the button, not with
// the story form.
type TagSuggestion = typeof import('@/domain/tag-suggestion');

let loading: Promise<TagSuggestion> | null = null;

/** The helper, fetched once; a failed fetch (offline) is tried again on her next press. */
export function loadTagSuggestion(): Promise<TagSuggestion> {
  loading ??= import('@/domain/tag-suggestion').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts the fetch ahead of her press; a failure waits for the press to be told. */
export function prefetchTagSuggestion(): void {
  loadTagSuggestion().catch(() => undefined);
}
