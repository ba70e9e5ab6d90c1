import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedStory } from '@/testing/seed';
import { seedReports } from '@/testing/seed-reports';
import { activateForTests } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';
import AdminPage from '@/features/admin/admin-page';
import {
  seedApprovedNgo,
  seedRequest,
  startAdminBackend,
  waitForAdminData,
} from '@/features/admin/admin-test-data';

describe('Admin page in Hindi', () => {
  beforeEach(() => activateForTests('hi'));
  afterEach(() => activateForTests('en'));

  it('tells a reader who is not an admin, in Hindi, where she can go', async () => {
    const { backend } = await startTestBackend({ signedIn: 'reader@example.org' });
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'यहाँ आने की अनुमति नहीं है' }),
    ).toBeInTheDocument();
    expect(screen.getByText('यह पेज सिर्फ़ Sahas की मॉडरेशन टीम के लिए है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'कहानियाँ पढ़ें' })).toHaveAttribute('href', '/stories');
  });

  it('shows the sections and their empty states in Hindi', async () => {
    const { backend } = await startAdminBackend();
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    await waitForAdminData('hi');
    for (const [name, empty] of [
      ['एनजीओ के बाकी अनुरोध', 'कोई अनुरोध बाकी नहीं है।'],
      ['मंज़ूरी पाए एनजीओ', 'अभी तक किसी एनजीओ को मंज़ूरी नहीं मिली है।'],
      ['कहानियों की जाँच', 'जाँचने के लिए कोई कहानी नहीं है।'],
    ] as const) {
      expect(within(screen.getByRole('region', { name })).getByText(empty)).toBeInTheDocument();
    }
  });

  it('shows a request and an approved NGO in Hindi, their names as written, and asks in Hindi', async () => {
    const { backend, server } = await startAdminBackend();
    await seedRequest(server, 1);
    await seedApprovedNgo(server, 1, 'Legal Aid');
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    await waitForAdminData('hi');

    const request = screen.getByRole('article', { name: 'Requested NGO 1' });
    expect(request).toHaveTextContent('रजिस्ट्रेशन नंबर:REQ-1');
    expect(request).toHaveTextContent(/को भेजा गया/);
    expect(
      within(request).getByRole('button', { name: 'Requested NGO 1 को नामंज़ूर करें' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(request).getByRole('button', { name: 'Requested NGO 1 को मंज़ूरी दें' }),
    );
    const approval = screen.getByRole('dialog', { name: 'क्या इस एनजीओ को मंज़ूरी देनी है?' });
    const category = within(approval).getByRole('combobox', { name: 'डायरेक्टरी में श्रेणी' });
    // The stored category stays English; the admin reads its label.
    expect(category).toHaveValue('General');
    expect(within(category).getByRole('option', { name: 'आश्रय' })).toHaveValue('Shelter');
    expect(within(approval).getByRole('button', { name: 'मंज़ूरी दें' })).toBeInTheDocument();
    await userEvent.click(within(approval).getByRole('button', { name: 'रद्द करें' }));

    const ngo = screen.getByRole('article', { name: 'Approved NGO 1' });
    expect(ngo).toHaveTextContent('श्रेणी:क़ानूनी सहायता');
    expect(ngo).toHaveTextContent(/को मंज़ूरी मिली/);
    await userEvent.click(within(ngo).getByRole('button', { name: 'Approved NGO 1 को हटाएँ' }));
    expect(
      screen.getByRole('alertdialog', { name: 'क्या इस एनजीओ को हटाना है?' }),
    ).toBeInTheDocument();
  });

  it('counts reports and their reasons in Hindi, asks in Hindi before deleting or dismissing, and says it is done in Hindi', async () => {
    const { backend, server } = await startAdminBackend();
    const reported = await seedStory(server, { title: 'Reported story' });
    const untitled = await seedStory(server, { title: '' });
    await seedReports(server, reported.id, ['harassment', 'harassment', 'harassment'], {
      hide: true,
    });
    await seedReports(server, untitled.id, ['spam']);
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    await waitForAdminData('hi');

    const nameless = screen.getByRole('article', { name: 'बिना शीर्षक की कहानी' });
    expect(nameless).toHaveTextContent('1 रिपोर्ट');
    await userEvent.click(
      within(nameless).getByRole('button', { name: 'बिना शीर्षक की कहानी को हटाएँ' }),
    );
    expect(screen.getByRole('alertdialog', { name: 'क्या यह कहानी हटानी है?' })).toHaveTextContent(
      'क्या कहानी "बिना शीर्षक की कहानी" हटानी है?',
    );
    await userEvent.keyboard('{Escape}');

    const card = screen.getByRole('article', { name: 'Reported story' });
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
    expect((await backend.admin.reportedStories()).map((item) => item.story.id)).toEqual([
      untitled.id,
    ]);
  });
});
