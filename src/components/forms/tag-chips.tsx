import { useLingui } from '@lingui/react/macro';
import { storyTagLabel } from '@/components/labels/story-tag-labels';

/**
 * Toggle chips for a story's tags. `offered` are always shown; any selected tag outside them
 * is shown too, so nothing the story carries is hidden or dropped without her seeing it.
 */
export function TagChips({
  offered,
  selected,
  onToggle,
  legend,
}: {
  offered: readonly string[];
  selected: readonly string[];
  onToggle: (tag: string) => void;
  legend?: string;
}) {
  const { t, i18n } = useLingui();
  const shown = [...offered, ...selected.filter((tag) => !offered.includes(tag))];
  return (
    <fieldset>
      <legend className="font-semibold">{legend ?? t`Tags`}</legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {shown.map((tag) => {
          const on = selected.includes(tag);
          return (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(tag)}
                className={`min-h-tap rounded-full border px-4 text-sm font-medium ${
                  on
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-brand-200 bg-surface-raised text-brand-700 hover:bg-brand-50'
                }`}
              >
                {on && <span aria-hidden="true">✓ </span>}
                {storyTagLabel(i18n, tag)}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
