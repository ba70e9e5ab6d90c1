import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT } from '@/domain/brand';
import { faqEntriesIn } from '@/features/faqs/faq-entries';
import { FAQ_FEEDBACK_STORAGE_KEY } from '@/features/faqs/faq-feedback';
import FaqsPage from '@/features/faqs/faqs-page';
import { i18n } from '@/i18n/i18n';
import { activateForTests } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';

/**
 * What the test server offers: neither helper, which is also what the page assumes until it is
 * told, so the answer never changes the page mid-test. The answers for each offer, reaching the
 * page from a deployment's real answer: offer-only-what-works.spec.ts' two journeys (the wording
 * for each offer, in English and Hindi: faq-entries.test.ts).
 */
const NONE = { translate: false, grammar: false };

async function renderPage() {
  const { backend } = await startTestBackend();
  return renderWithProviders(<FaqsPage />, { backend });
}

function questionHeadings(regionName = 'Questions and answers') {
  const list = screen.getByRole('region', { name: regionName });
  return within(list).queryAllByRole('heading', { level: 3 });
}

/** An entry as shown in the active language. */
function entry(id: number) {
  const found = faqEntriesIn(i18n, NONE).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No FAQ entry ${id}`);
  return found;
}

describe('FaqsPage', () => {
  it('renders one h1 and shows all 12 questions', async () => {
    await renderPage();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Frequently Asked Questions');
    expect(screen.getByText('Showing 12 of 12 questions')).toHaveAttribute('aria-live', 'polite');
    expect(questionHeadings()).toHaveLength(12);
  });

  it('filters by the search text in the question or the answer, with the category too, and updates the count', async () => {
    const user = userEvent.setup();
    await renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search questions' });

    await user.type(search, 'POLICE COMPLAINT');
    expect(screen.getByText('Showing 1 of 12 questions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: entry(2).question })).toBeInTheDocument();

    // Text in the answer as well as the question: filter-faqs.test.ts' properties.
    await user.clear(search);
    await user.type(search, '112');
    expect(screen.getByText('Showing 2 of 12 questions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^NGO Support/ }));
    expect(screen.getByText('Showing 1 of 12 questions')).toBeInTheDocument();
  });

  it('shows "No FAQs found" when nothing matches, and can show everything again', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'xylophone');
    expect(screen.getByText('No FAQs found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 12 questions')).toBeInTheDocument();
    expect(questionHeadings()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(screen.queryByText('No FAQs found')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 12 of 12 questions')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');
  });

  it('filters by the category dropdown and by the category cards, which share its filter', async () => {
    const user = userEvent.setup();
    await renderPage();
    const select = screen.getByRole('combobox', { name: 'Category' });

    await user.selectOptions(select, 'Technical Help');
    expect(screen.getByText('Showing 3 of 12 questions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: entry(10).question })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: entry(1).question })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Technical Help/, pressed: true })).toBeVisible();

    await user.selectOptions(select, 'All categories');
    expect(screen.getByText('Showing 12 of 12 questions')).toBeInTheDocument();

    const card = screen.getByRole('button', { name: /^NGO Support/ });
    expect(card).toHaveAttribute('aria-pressed', 'false');

    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(select).toHaveValue('NGO Support');
    expect(screen.getByText('Showing 3 of 12 questions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: entry(7).question })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: entry(4).question })).not.toBeInTheDocument();

    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(select).toHaveValue('');
    expect(screen.getByText('Showing 12 of 12 questions')).toBeInTheDocument();
  });

  // Each question is a native button: Enter and Space open it as the browser's own.
  it('keeps only one answer open at a time', async () => {
    const user = userEvent.setup();
    await renderPage();
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
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('takes feedback once per question, only logs it, and remembers it for the session', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    const { unmount } = await renderPage();

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
    await renderPage();
    await user.click(screen.getByRole('button', { name: entry(5).question }));
    const again = screen.getByRole('region', { name: entry(5).question });
    expect(within(again).getByRole('button', { name: 'Yes, helpful' })).toBeDisabled();
    expect(within(again).getByRole('button', { name: 'No, not helpful' })).toBeDisabled();
    expect(within(again).getByText('Thanks for your feedback')).toBeInTheDocument();
    expect(within(again).getByText('Thanks for your feedback')).not.toHaveFocus();
  });

  it('offers the contact e-mail and a link to the resources in "Still have questions"', async () => {
    await renderPage();
    const block = screen.getByRole('region', { name: 'Still have questions' });
    expect(within(block).getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    expect(within(block).getByRole('link', { name: /resources/i })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  describe('in Hindi', () => {
    afterEach(() => activateForTests('en'));

    // The words are the catalogue's; what differs is that a category's label is not its value.
    it('filters by a category chosen by its Hindi label, which keeps its English value', async () => {
      activateForTests('hi');
      const user = userEvent.setup();
      await renderPage();
      const select = screen.getByRole('combobox', { name: 'श्रेणी' });
      await user.selectOptions(select, 'निजता और सुरक्षा');
      expect(select).toHaveValue('Privacy & Security');
      expect(screen.getByText('12 में से 3 सवाल')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^निजता और सुरक्षा/, pressed: true })).toBeVisible();
    });
  });
});
