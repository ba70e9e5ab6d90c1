import { FileText, HeartHandshake, Lock, Wrench, type LucideIcon } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FAQ_CATEGORIES, type FaqCategory } from '@/domain/vocabularies';
import { FAQ_CATEGORY_LABELS } from '@/features/faqs/faq-categories';
import { formatCount } from '@/i18n/format-count';

const CATEGORY_ICONS: Readonly<Record<FaqCategory, LucideIcon>> = {
  'Reporting Process': FileText,
  'Privacy & Security': Lock,
  'NGO Support': HeartHandshake,
  'Technical Help': Wrench,
};

interface FaqCategoryCardsProps {
  selected: FaqCategory | null;
  counts: Readonly<Record<FaqCategory, number>>;
  /** Called with the chosen category, or `null` when the selected card is pressed again. */
  onSelect: (category: FaqCategory | null) => void;
}

export function FaqCategoryCards({ selected, counts, onSelect }: FaqCategoryCardsProps) {
  const { t, i18n } = useLingui();
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {FAQ_CATEGORIES.map((category) => {
        const Icon = CATEGORY_ICONS[category];
        const pressed = selected === category;
        const count = counts[category];
        const questions = formatCount(count, i18n.locale);
        return (
          <li key={category}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? null : category)}
              className={`flex min-h-tap w-full items-center gap-3 rounded-2xl p-4 text-start ring-1 transition-colors ${
                pressed
                  ? 'bg-brand-600 text-white ring-brand-700'
                  : 'bg-surface-raised text-ink ring-brand-100 hover:bg-brand-50'
              }`}
            >
              <span
                className={`flex size-10 shrink-0 items-center justify-center rounded-full ${
                  pressed ? 'bg-white/20' : 'bg-brand-50 text-brand-700'
                }`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{i18n._(FAQ_CATEGORY_LABELS[category])}</span>
                <span className={`block text-base ${pressed ? 'text-white' : 'text-ink-muted'}`}>
                  {t`${plural(count, { one: `${questions} question`, other: `${questions} questions` })}`}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
