import { COPY } from '@/domain/copy';

/** A story's tags as small labels; nothing when it has none. */
export function StoryTagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={COPY.storyTagsLabel} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
