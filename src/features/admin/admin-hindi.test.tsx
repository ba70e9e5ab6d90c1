import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USER, SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, type FakeBackendOptions } from '@/testing/fake-backend';
import { activateForTests } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import AdminPage from '@/features/admin/admin-page';
import { makeApprovedNgo, makeRequest, report } from '@/features/admin/admin-test-data';

async function renderDashboard(options: FakeBackendOptions = {}) {
  const backend = createFakeBackend({ user: ADMIN_USER, ...options });
  renderWithProviders(<AdminPage />, { route: '/admin', backend });
  await waitFor(() =>
    expect(screen.queryByText('एडमिन का डेटा लोड हो रहा है...')).not.toBeInTheDocument(),
  );
  return backend;
}

describe('Admin page in Hindi', () => {
  beforeEach(() => activateForTests('hi'));
  afterEach(() => activateForTests('en'));

  it('tells a reader who is not an admin, in Hindi, where she can go', async () => {
    renderWithProviders(<AdminPage />, {
      route: '/admin',
      backend: createFakeBackend({ user: SIGNED_IN_USER }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'यहाँ आने की अनुमति नहीं है' }),
    ).toBeInTheDocument();
    expect(screen.getByText('यह पेज सिर्फ़ Sahas की मॉडरेशन टीम के लिए है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'कहानियाँ पढ़ें' })).toHaveAttribute('href', '/stories');
  });

  it('shows the sections and their empty states in Hindi', async () => {
    await renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'एडमिन डैशबोर्ड' })).toBeInTheDocument();
    for (const [name, empty] of [
      ['एनजीओ के बाकी अनुरोध', 'कोई अनुरोध बाकी नहीं है।'],
      ['मंज़ूरी पाए एनजीओ', 'अभी तक किसी एनजीओ को मंज़ूरी नहीं मिली है।'],
      ['कहानियों की जाँच', 'जाँचने के लिए कोई कहानी नहीं है।'],
    ] as const) {
      expect(within(screen.getByRole('region', { name })).getByText(empty)).toBeInTheDocument();
    }
  });

  it('shows a request in Hindi, its name as written, and asks in Hindi before approving', async () => {
    await renderDashboard({ ngoRequests: [makeRequest(1)] });
    const card = screen.getByRole('article', { name: 'Requested NGO 1' });
    expect(card).toHaveTextContent('रजिस्ट्रेशन नंबर:REQ-1');
    expect(card).toHaveTextContent(/को भेजा गया/);
    expect(
      within(card).getByRole('button', { name: 'Requested NGO 1 को नामंज़ूर करें' }),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Requested NGO 1 को मंज़ूरी दें' }));
    const dialog = screen.getByRole('dialog', { name: 'क्या इस एनजीओ को मंज़ूरी देनी है?' });
    const category = within(dialog).getByRole('combobox', { name: 'डायरेक्टरी में श्रेणी' });
    // The stored category stays English; the admin reads its label.
    expect(category).toHaveValue('General');
    expect(within(category).getByRole('option', { name: 'आश्रय' })).toHaveValue('Shelter');
    expect(within(dialog).getByRole('button', { name: 'मंज़ूरी दें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it('shows an approved NGO with its category and date in Hindi', async () => {
    await renderDashboard({ ngos: [makeApprovedNgo(1, { category: 'Legal Aid' })] });
    const card = screen.getByRole('article', { name: 'Approved NGO 1' });
    expect(card).toHaveTextContent('श्रेणी:क़ानूनी सहायता');
    expect(card).toHaveTextContent(/को मंज़ूरी मिली/);
    await userEvent.click(within(card).getByRole('button', { name: 'Approved NGO 1 को हटाएँ' }));
    expect(
      screen.getByRole('alertdialog', { name: 'क्या इस एनजीओ को हटाना है?' }),
    ).toBeInTheDocument();
  });

  it('counts a story’s reports and their reasons in Hindi, and asks in Hindi before dismissing', async () => {
    const backend = createFakeBackend({
      user: ADMIN_USER,
      stories: [makeStory(1, { title: 'Reported story', under_review: true })],
    });
    report(backend, 'story-1', 3);
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    const card = await screen.findByRole('article', { name: 'Reported story' });
    expect(card).toHaveTextContent('3 रिपोर्ट');
    expect(card).toHaveTextContent('पाठकों से छिपी है');
    expect(within(card).getByRole('list', { name: 'बताई गई वजहें' })).toHaveTextContent(
      'उत्पीड़न या नफ़रत: 3',
    );
    await userEvent.click(
      within(card).getByRole('button', { name: 'Reported story पर आई रिपोर्ट खारिज करें' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'क्या ये रिपोर्ट खारिज करनी हैं?' });
    expect(dialog).toHaveTextContent('क्या "Reported story" पर आई रिपोर्ट को जाँचा हुआ मान लें?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'रिपोर्ट खारिज करें' }));
    expect(
      await screen.findByText('"Reported story" पर आई रिपोर्टें खारिज कर दी गई हैं।'),
    ).toBeInTheDocument();
    expect(backend.callsTo('admin.dismissReports')[0]?.args).toEqual(['story-1']);
  });

  it('asks in Hindi before deleting a story', async () => {
    const backend = createFakeBackend({
      user: ADMIN_USER,
      stories: [makeStory(1, { title: '' })],
    });
    report(backend, 'story-1', 1);
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    const card = await screen.findByRole('article', { name: 'बिना शीर्षक की कहानी' });
    expect(card).toHaveTextContent('1 रिपोर्ट');
    await userEvent.click(
      within(card).getByRole('button', { name: 'बिना शीर्षक की कहानी को हटाएँ' }),
    );
    expect(screen.getByRole('alertdialog', { name: 'क्या यह कहानी हटानी है?' })).toHaveTextContent(
      'क्या कहानी "बिना शीर्षक की कहानी" हटानी है?',
    );
  });
});
