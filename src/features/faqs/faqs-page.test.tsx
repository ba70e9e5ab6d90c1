import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT } from '@/domain/brand';
import { FAQS_COPY } from '@/domain/copy/faqs';
import { FAQ_ENTRIES } from '@/features/faqs/faq-entries';
import { FAQ_FEEDBACK_STORAGE_KEY } from '@/features/faqs/faq-feedback';
import FaqsPage from '@/features/faqs/faqs-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <FaqsPage />
    </MemoryRouter>,
  );
}

function questionHeadings() {
  const list = screen.getByRole('region', { name: 'Questions and answers' });
  return within(list).queryAllByRole('heading', { level: 3 });
}

function entry(id: number) {
  const found = FAQ_ENTRIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No FAQ entry ${id}`);
  return found;
}

describe('FaqsPage', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('renders one h1 and shows all 12 questions', () => {
    renderPage();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(FAQS_COPY.faqsHeading);
    expect(screen.getByText('Showing 12 of 12 questions')).toHaveAttribute('aria-live', 'polite');
    expect(questionHeadings()).toHaveLength(12);
  });

  it('filters by the search text in the question or the answer and updates the count', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search questions' });

    await user.type(search, 'POLICE COMPLAINT');
    expect(screen.getByText('Showing 1 of 12 questions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: entry(2).question })).toBeInTheDocument();

    await user.clear(search);
    // Only in answers: entry 8's answer mentions the Child Helpline.
    await user.type(search, 'child helpline');
    expect(screen.getByText('Showing 1 of 12 questions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: entry(8).question })).toBeInTheDocument();
  });

  it('shows "No FAQs found" when nothing matches, and can show everything again', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'xylophone');
    expect(screen.getByText(FAQS_COPY.noFaqsFound)).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 12 questions')).toBeInTheDocument();
    expect(questionHeadings()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(screen.queryByText(FAQS_COPY.noFaqsFound)).not.toBeInTheDocument();
    expect(screen.getByText('Showing 12 of 12 questions')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');
  });

  it('filters by the category dropdown', async () => {
    const user = userEvent.setup();
    renderPage();
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(within(select).getByRole('option', { name: 'All categories' })).toBeInTheDocument();

    await user.selectOptions(select, 'Technical Help');
    expect(screen.getByText('Showing 3 of 12 questions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: entry(10).question })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: entry(1).question })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Technical Help/, pressed: true })).toBeVisible();

    await user.selectOptions(select, 'All categories');
    expect(screen.getByText('Showing 12 of 12 questions')).toBeInTheDocument();
  });

  it('filters by the category cards, which share the dropdown filter', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = screen.getByRole('button', { name: /^NGO Support/ });
    expect(card).toHaveAttribute('aria-pressed', 'false');

    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('NGO Support');
    expect(screen.getByText('Showing 3 of 12 questions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: entry(7).question })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: entry(4).question })).not.toBeInTheDocument();

    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByText('Showing 12 of 12 questions')).toBeInTheDocument();
  });

  it('combines the search with the category', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), '112');
    expect(screen.getByText('Showing 2 of 12 questions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^NGO Support/ }));
    expect(screen.getByText('Showing 1 of 12 questions')).toBeInTheDocument();
  });

  it('keeps only one answer open at a time', async () => {
    const user = userEvent.setup();
    renderPage();
    const first = screen.getByRole('button', { name: entry(1).question });
    const second = screen.getByRole('button', { name: entry(4).question });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: entry(1).question })).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = screen.getByRole('region', { name: entry(1).question });
    expect(first).toHaveAttribute('aria-controls', firstPanel.id);
    expect(firstPanel).toHaveTextContent(entry(1).answer);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: entry(1).question })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('opens answers with the keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    const question = screen.getByRole('button', { name: entry(6).question });
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes feedback once per question, only logs it, and remembers it for the session', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    const { unmount } = renderPage();

    await user.click(screen.getByRole('button', { name: entry(5).question }));
    const panel = screen.getByRole('region', { name: entry(5).question });
    expect(panel).toHaveTextContent('Was this helpful?');
    expect(panel).toHaveTextContent(`${entry(5).helpful} people found this helpful`);
    const yes = within(panel).getByRole('button', { name: 'Yes, helpful' });
    const no = within(panel).getByRole('button', { name: 'No, not helpful' });
    expect(within(panel).queryByText('Thanks for your feedback')).not.toBeInTheDocument();

    await user.click(yes);
    expect(yes).toBeDisabled();
    expect(no).toBeDisabled();
    expect(within(panel).getByText('Thanks for your feedback')).toHaveFocus();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('FAQ feedback', { id: 5, vote: 'helpful' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(FAQ_FEEDBACK_STORAGE_KEY) ?? '{}')).toEqual({
      5: 'helpful',
    });

    // Other questions can still be rated.
    await user.click(screen.getByRole('button', { name: entry(9).question }));
    const otherPanel = screen.getByRole('region', { name: entry(9).question });
    expect(within(otherPanel).getByRole('button', { name: 'No, not helpful' })).toBeEnabled();

    unmount();
    renderPage();
    await user.click(screen.getByRole('button', { name: entry(5).question }));
    const again = screen.getByRole('region', { name: entry(5).question });
    expect(within(again).getByRole('button', { name: 'Yes, helpful' })).toBeDisabled();
    expect(within(again).getByRole('button', { name: 'No, not helpful' })).toBeDisabled();
    expect(within(again).getByText('Thanks for your feedback')).toBeInTheDocument();
    expect(within(again).getByText('Thanks for your feedback')).not.toHaveFocus();
  });

  it('offers the contact e-mail and a link to the resources in "Still have questions"', () => {
    renderPage();
    const block = screen.getByRole('region', { name: FAQS_COPY.stillHaveQuestions });
    expect(within(block).getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    expect(within(block).getByRole('link', { name: /resources/i })).toHaveAttribute(
      'href',
      '/resources',
    );
  });
});
