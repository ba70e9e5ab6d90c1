import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LifeBuoy, Mail, Search } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CONTACT } from '@/domain/brand';
import { FAQ_CATEGORIES, type FaqCategory } from '@/domain/vocabularies';
import { FaqAccordionItem } from '@/features/faqs/faq-accordion-item';
import { FAQ_CATEGORY_LABELS } from '@/features/faqs/faq-categories';
import { FaqCategoryCards } from '@/features/faqs/faq-category-cards';
import { FAQ_ENTRIES, faqEntriesIn } from '@/features/faqs/faq-entries';
import {
  readFaqFeedback,
  saveFaqFeedback,
  type FaqFeedback,
  type FaqVote,
} from '@/features/faqs/faq-feedback';
import { filterFaqs, isFaqCategory } from '@/features/faqs/filter-faqs';
import { useOfferedHelpers } from '@/lib/use-offered-helpers';
import { formatCount } from '@/i18n/format-count';

const CATEGORY_COUNTS = Object.fromEntries(
  FAQ_CATEGORIES.map((category) => [
    category,
    FAQ_ENTRIES.filter((entry) => entry.category === category).length,
  ]),
) as Record<FaqCategory, number>;

const ALL_CATEGORIES_VALUE = '';

export default function FaqsPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<FaqFeedback>(readFaqFeedback);

  // The search reads the questions and answers as shown, so she can search in her own language.
  // Twelve entries: worked out on every render, so a change of language is never missed.
  const offered = useOfferedHelpers();
  const visibleEntries = filterFaqs(faqEntriesIn(i18n, offered), { query, category });
  const shown = visibleEntries.length;
  const total = FAQ_ENTRIES.length;
  const shownCount = formatCount(shown, i18n.locale);
  const totalCount = formatCount(total, i18n.locale);

  function handleVote(id: number, vote: FaqVote) {
    if (feedback[id] !== undefined) return;
    const next = { ...feedback, [id]: vote };
    setFeedback(next);
    saveFaqFeedback(next);
    // Feedback stays in this browser: it is only logged, never sent anywhere.
    console.info('FAQ feedback', { id, vote });
  }

  function resetFilters() {
    setQuery('');
    setCategory(null);
  }

  return (
    <div className="page">
      <h1 className="page-title">{t`Frequently Asked Questions`}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-muted">
        {t`Answers to the questions people ask us most. Take your time; you can search or browse by topic.`}
      </p>

      <form
        method="post"
        role="search"
        aria-label={t`Questions`}
        className="mt-8 grid gap-4 sm:grid-cols-[2fr_1fr]"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor="faq-search" className="mb-1 block font-medium">
            {t`Search questions`}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 inset-s-3 size-5 -translate-y-1/2 text-ink-muted"
            />
            <input
              id="faq-search"
              type="search"
              className="field ps-10"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </div>
        </div>
        <div>
          <label htmlFor="faq-category" className="mb-1 block font-medium">
            {t`Category`}
          </label>
          <select
            id="faq-category"
            className="field"
            value={category ?? ALL_CATEGORIES_VALUE}
            onChange={(event) =>
              setCategory(isFaqCategory(event.target.value) ? event.target.value : null)
            }
          >
            <option value={ALL_CATEGORIES_VALUE}>{t`All categories`}</option>
            {FAQ_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {i18n._(FAQ_CATEGORY_LABELS[option])}
              </option>
            ))}
          </select>
        </div>
      </form>

      <section aria-labelledby="faq-browse" className="mt-8">
        <h2 id="faq-browse" className="text-2xl font-semibold text-brand-800">
          {t`Browse by topic`}
        </h2>
        <div className="mt-4">
          <FaqCategoryCards selected={category} counts={CATEGORY_COUNTS} onSelect={setCategory} />
        </div>
      </section>

      <section aria-labelledby="faq-questions" className="mt-10">
        <h2 id="faq-questions" className="text-2xl font-semibold text-brand-800">
          {t`Questions and answers`}
        </h2>
        <p aria-live="polite" className="mt-2 text-base text-ink-muted">
          {t`Showing ${shownCount} of ${plural(total, { one: `${totalCount} question`, other: `${totalCount} questions` })}`}
        </p>
        {shown === 0 ? (
          <div className="card mt-4 max-w-prose">
            <p className="font-semibold">{t`No FAQs found`}</p>
            <p className="mt-1 text-base text-ink-muted">
              {t`Try different words, or look through every question.`}
            </p>
            <button type="button" className="btn-secondary mt-4" onClick={resetFilters}>
              {t`Show all questions`}
            </button>
          </div>
        ) : (
          <ul className="mt-4 space-y-3">
            {visibleEntries.map((entry) => (
              <FaqAccordionItem
                key={entry.id}
                entry={entry}
                open={openId === entry.id}
                onToggle={() => setOpenId((current) => (current === entry.id ? null : entry.id))}
                vote={feedback[entry.id]}
                onVote={(vote) => handleVote(entry.id, vote)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="faq-still" className="card mt-12 bg-brand-50">
        <h2 id="faq-still" className="text-2xl font-semibold text-brand-800">
          {t`Still have questions`}
        </h2>
        <p className="mt-2 max-w-prose text-base">
          {t`We are here to listen. Write to us, without giving your name if you prefer, or find verified organisations and helplines that can support you.`}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={`mailto:${CONTACT.email}`} className="btn-primary">
            <Mail aria-hidden="true" className="size-5" />
            {CONTACT.email}
          </a>
          <Link to="/resources" className="btn-secondary">
            <LifeBuoy aria-hidden="true" className="size-5" />
            {t`Find support and resources`}
          </Link>
        </div>
      </section>
    </div>
  );
}
