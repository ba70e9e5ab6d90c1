import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The page's English, word for word (its entries are catalogue messages, read in the app only).
const FIRST_QUESTION = 'How do I share my story?';
const SECOND_QUESTION = 'Is sharing my story here the same as making a police complaint?';
const GRAMMAR_QUESTION = 'What does the Fix Grammar button do?';
const NGO_SUPPORT_QUESTIONS = [
  'How are the NGOs in the directory checked?',
  'I need help right now. What can I do?',
  'Does Sahas or the NGO support cost anything?',
];

async function openFaqs(page: Page) {
  await page.goto('/faqs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible();
  await expect(page.getByText('Showing 12 of 12 questions')).toBeVisible();
}

test('search matches questions and answers, and says when nothing matches', async ({ page }) => {
  await openFaqs(page);
  const search = page.getByRole('searchbox', { name: 'Search questions' });

  // Only the Fix Grammar entry speaks of grammar, in its question and its answer.
  await search.fill('GRAMMAR');
  await expect(page.getByText('Showing 1 of 12 questions')).toBeVisible();
  await expect(page.getByRole('button', { name: GRAMMAR_QUESTION })).toBeVisible();

  await search.fill('zzzz no such words');
  await expect(page.getByText('Showing 0 of 12 questions')).toBeVisible();
  await expect(page.getByText('No FAQs found')).toBeVisible();

  await search.fill('');
  await expect(page.getByText('Showing 12 of 12 questions')).toBeVisible();
});

test('the category dropdown and the category cards filter the same way', async ({ page }) => {
  await openFaqs(page);

  await page.getByRole('combobox', { name: 'Category' }).selectOption('NGO Support');
  await expect(page.getByText('Showing 3 of 12 questions')).toBeVisible();
  for (const question of NGO_SUPPORT_QUESTIONS) {
    await expect(page.getByRole('button', { name: question })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /NGO Support/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: /Technical Help/ }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Technical Help');
  await expect(page.getByRole('button', { name: GRAMMAR_QUESTION })).toBeVisible();
  await expect(page.getByRole('button', { name: FIRST_QUESTION })).toHaveCount(0);
});

test('only one answer is open at a time', async ({ page }) => {
  await openFaqs(page);
  const firstButton = page.getByRole('button', { name: FIRST_QUESTION });
  const secondButton = page.getByRole('button', { name: SECOND_QUESTION });

  await firstButton.click();
  await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: FIRST_QUESTION })).toBeVisible();

  await secondButton.press('Enter');
  await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: FIRST_QUESTION })).toHaveCount(0);
});

test('feedback is given once per question per session, then disabled, and sends nothing', async ({
  page,
}) => {
  await openFaqs(page);
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await page.getByRole('button', { name: FIRST_QUESTION }).click();
  const answer = page.getByRole('region', { name: FIRST_QUESTION });
  await answer.getByRole('button', { name: 'Yes, helpful' }).click();
  await expect(answer.getByText('Thanks for your feedback')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Yes, helpful' })).toBeDisabled();
  await expect(answer.getByRole('button', { name: 'No, not helpful' })).toBeDisabled();
  expect(requests).toEqual([]);

  await page.reload();
  await page.getByRole('button', { name: FIRST_QUESTION }).click();
  await expect(
    page
      .getByRole('region', { name: FIRST_QUESTION })
      .getByRole('button', { name: 'Yes, helpful' }),
  ).toBeDisabled();
});
