import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FAQS_COPY, faqCountLine } from '../../src/domain/copy/faqs';
import { FAQ_ENTRIES } from '../../src/features/faqs/faq-entries';

const total = FAQ_ENTRIES.length;

function entryAt(index: number) {
  const entry = FAQ_ENTRIES[index];
  if (!entry) throw new Error(`No FAQ entry at ${index}`);
  return entry;
}

async function openFaqs(page: Page) {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: FAQS_COPY.faqsHeading })).toBeVisible();
  await expect(page.getByText(faqCountLine(total, total))).toBeVisible();
}

test('search matches questions and answers, and says when nothing matches', async ({ page }) => {
  await openFaqs(page);
  const search = page.getByRole('searchbox', { name: 'Search questions' });

  await search.fill('GRAMMAR');
  const grammarMatches = FAQ_ENTRIES.filter((entry) =>
    `${entry.question} ${entry.answer}`.toLowerCase().includes('grammar'),
  );
  await expect(page.getByText(faqCountLine(grammarMatches.length, total))).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'What does the Fix Grammar button do?' }),
  ).toBeVisible();

  await search.fill('zzzz no such words');
  await expect(page.getByText(faqCountLine(0, total))).toBeVisible();
  await expect(page.getByText(FAQS_COPY.noFaqsFound)).toBeVisible();

  await search.fill('');
  await expect(page.getByText(faqCountLine(total, total))).toBeVisible();
});

test('the category dropdown and the category cards filter the same way', async ({ page }) => {
  await openFaqs(page);
  const inCategory = FAQ_ENTRIES.filter((entry) => entry.category === 'NGO Support');

  await page.getByRole('combobox', { name: 'Category' }).selectOption('NGO Support');
  await expect(page.getByText(faqCountLine(inCategory.length, total))).toBeVisible();
  for (const entry of inCategory) {
    await expect(page.getByRole('button', { name: entry.question })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /NGO Support/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: /Technical Help/ }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Technical Help');
  await expect(
    page.getByRole('button', { name: 'What does the Fix Grammar button do?' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'How do I share my story?' })).toHaveCount(0);
});

test('only one answer is open at a time', async ({ page }) => {
  await openFaqs(page);
  const first = entryAt(0);
  const second = entryAt(1);
  const firstButton = page.getByRole('button', { name: first.question });
  const secondButton = page.getByRole('button', { name: second.question });

  await firstButton.click();
  await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: first.question })).toBeVisible();

  await secondButton.press('Enter');
  await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: first.question })).toHaveCount(0);
});

test('feedback is given once per question per session, then disabled, and sends nothing', async ({
  page,
}) => {
  await openFaqs(page);
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  const first = entryAt(0);
  await page.getByRole('button', { name: first.question }).click();
  const answer = page.getByRole('region', { name: first.question });
  await answer.getByRole('button', { name: 'Yes, helpful' }).click();
  await expect(answer.getByText('Thanks for your feedback')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Yes, helpful' })).toBeDisabled();
  await expect(answer.getByRole('button', { name: 'No, not helpful' })).toBeDisabled();
  expect(requests).toEqual([]);

  await page.reload();
  await page.getByRole('button', { name: first.question }).click();
  await expect(
    page
      .getByRole('region', { name: first.question })
      .getByRole('button', { name: 'Yes, helpful' }),
  ).toBeDisabled();
});
