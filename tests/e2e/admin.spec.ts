import { expect, test } from './fixtures';
import { shot } from './review-shots';
import { MESSAGES } from '../../src/domain/messages';
import { blockingViolations } from './axe';
import { requestNgoViaApi } from './list-ngo';
import { runId } from './outbox';
import { adminLink, newPage, signInAsAdmin } from './session';

// Access Denied for a visitor and for a reader who is not an admin is proved on the real server
// in src/features/admin/admin-page.test.tsx; the server's refusals in
// server/ngos/ngos-authorization.test.ts and server/stories/stories-authorization.test.ts.

test('an admin approves a request as Legal Aid, finds it in the directory and deletes it there', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const run = runId();
  const approved = `Nyaya Legal Trust ${run}`;
  const rejected = `Unverified Helpers ${run}`;
  const registration = `MH/${run}`;

  // Someone asks for two NGOs to be listed (the form's own journey: resources.spec.ts).
  await requestNgoViaApi({ name: approved, registrationNumber: registration });
  await requestNgoViaApi({ name: rejected, registrationNumber: `X/${run}` });

  await signInAsAdmin(page);
  await adminLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending NGO Requests' });
  const approvedList = page.getByRole('region', { name: 'Approved NGOs' });
  await expect(page.getByRole('region', { name: 'Story Moderation' })).toBeVisible();

  // Reject one, after saying no once to the confirmation.
  const rejectButton = pending.getByRole('button', { name: `Reject ${rejected}` });
  await rejectButton.click();
  const rejectDialog = page.getByRole('dialog', { name: 'Reject this request?' });
  await expect(rejectDialog).toContainText(rejected);
  await rejectDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rejectDialog).toHaveCount(0);
  await expect(pending.getByRole('article', { name: rejected })).toBeVisible();
  await rejectButton.click();
  await page
    .getByRole('dialog', { name: 'Reject this request?' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(page.getByText(`${rejected} has been rejected.`)).toBeVisible();
  await expect(pending.getByRole('article', { name: rejected })).toHaveCount(0);

  // Approve the other as Legal Aid.
  await pending.getByRole('button', { name: `Approve ${approved}` }).click();
  const approveDialog = page.getByRole('dialog', { name: 'Approve this NGO?' });
  const category = approveDialog.getByLabel('Directory category');
  await expect(category).toHaveValue('General');
  await expect(category).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await category.selectOption('Legal Aid');
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${approved} has been approved.`)).toBeVisible();
  await expect(pending.getByRole('article', { name: approved })).toHaveCount(0);
  await expect(approvedList.getByRole('article', { name: approved })).toContainText('Legal Aid');

  // The directory lists it under Legal Aid, with its registration number for the admin.
  await page.goto('/resources');
  const directory = page.getByRole('region', { name: 'NGO directory' });
  await directory.getByLabel('Search NGOs').fill(run);
  await directory.getByLabel('Category').selectOption('Legal Aid');
  const card = directory.getByRole('article', { name: approved });
  await expect(card).toContainText('Legal Aid');
  await expect(card).toContainText(registration);
  expect(await blockingViolations(page)).toEqual([]);
  await expect(directory.getByRole('article', { name: rejected })).toHaveCount(0);
  await directory.getByLabel('Category').selectOption('Shelter');
  await expect(card).toHaveCount(0);
  await expect(directory.getByText(MESSAGES.noNgosMatch)).toBeVisible();
  await directory.getByLabel('Category').selectOption('Legal Aid');

  // A visitor sees it too, without the registration number or a delete button.
  const visitor = await newPage(browser);
  await visitor.goto('/resources');
  const visitorCard = visitor
    .getByRole('region', { name: 'NGO directory' })
    .getByRole('article', { name: approved });
  await expect(visitorCard).toContainText('Legal Aid');
  await expect(visitorCard).not.toContainText(registration);
  await expect(visitorCard.getByRole('button')).toHaveCount(0);
  await visitor.context().close();

  // Delete it from the directory, after the confirmation.
  await card.getByRole('button', { name: `Delete ${approved}` }).click();
  const deleteDialog = page.getByRole('alertdialog', { name: 'Delete this NGO?' });
  await expect(deleteDialog).toContainText(`Delete "${approved}"? This cannot be undone.`);
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${approved} deleted.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await directory.getByLabel('Search NGOs').fill(run);
  await expect(directory.getByText(MESSAGES.noNgosMatch)).toBeVisible();
});

test('an admin sees only the totals of the support readers sent, near the top', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  // Earlier specs may have sent some: the line says how many, never which stories.
  const line = page.getByText(/^Support sent: \d+ messages? to \d+ stor(y|ies)$/);
  await expect(line).toBeVisible();
  await shot(page, 'support-totals');
});
