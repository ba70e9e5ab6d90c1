import { useLingui } from '@lingui/react/macro';

/**
 * A story's tags as small labels; nothing when it has none. The caller names each tag in the
 * reader's language (`labelOf`): the tags' own labels live with the screens that load them, so
 * this piece, in the shell every page loads, carries none of their text.
 */
export function StoryTagList({
  tags,
  labelOf = (tag) => tag,
}: {
  tags: readonly string[];
  labelOf?: (tag: string) => string;
}) {
  const { t } = useLingui();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t`Tags`} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
          {labelOf(tag)}
        </li>
      ))}
    </ul>
  );
}
