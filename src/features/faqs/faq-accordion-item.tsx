import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '@/domain/entities';
import type { FaqVote } from '@/features/faqs/faq-feedback';
import { FaqFeedbackControls } from '@/features/faqs/faq-feedback-controls';

interface FaqAccordionItemProps {
  entry: FaqEntry;
  open: boolean;
  onToggle: () => void;
  vote: FaqVote | undefined;
  onVote: (vote: FaqVote) => void;
}

/** One question of the accordion: a heading button that shows or hides its answer region. */
export function FaqAccordionItem({ entry, open, onToggle, vote, onVote }: FaqAccordionItemProps) {
  const buttonId = `faq-${entry.id}-question`;
  const panelId = `faq-${entry.id}-answer`;

  return (
    <li className="card p-0">
      <h3 className="text-lg font-semibold">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-tap w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start text-ink hover:bg-brand-50"
        >
          <span>{entry.question}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="px-5 pb-5"
      >
        <p className="max-w-prose text-base">{entry.answer}</p>
        <FaqFeedbackControls entry={entry} vote={vote} onVote={onVote} />
      </div>
    </li>
  );
}
