// Send Support speaks her language: the encouragement comes from the message catalogue, so a
// Hindi reader reads it in Hindi (issue 34, item 3). The button asks nothing of the backend.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendSupportButton } from '@/features/stories/send-support-button';
import { activateForTests } from '@/testing/i18n';
import { renderWithoutBackend } from '@/testing/render-with-providers';

const LATIN_LETTER = /[A-Za-z]/;

function renderButton() {
  renderWithoutBackend(<SendSupportButton describedBy="story-title" />);
}

/** The toast Send Support shows (react-hot-toast's status region). */
async function supportToast(): Promise<HTMLElement> {
  return screen.findByRole('status');
}

describe('Send Support in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('shows the chosen encouragement in Hindi, from the catalogue', async () => {
    activateForTests('hi');
    renderButton();
    // The fourth of the fifteen: "Your voice matters".
    vi.spyOn(Math, 'random').mockReturnValue(3 / 15);
    await userEvent.click(screen.getByRole('button', { name: 'हौसला भेजें' }));
    const toast = await supportToast();
    expect(toast).toHaveTextContent('आपकी आवाज़ मायने रखती है');
    expect(toast.textContent).not.toMatch(LATIN_LETTER);
  });

  it('never shows English in Hindi, whichever of the fifteen is drawn', async () => {
    activateForTests('hi');
    renderButton();
    const seen = new Set<string>();
    for (let index = 0; index < 15; index += 1) {
      vi.spyOn(Math, 'random').mockReturnValue((index + 0.5) / 15);
      await userEvent.click(screen.getByRole('button', { name: 'हौसला भेजें' }));
      const toast = await supportToast();
      await vi.waitFor(() => expect(seen.has(toast.textContent ?? '')).toBe(false));
      const text = toast.textContent ?? '';
      expect(text).not.toMatch(LATIN_LETTER);
      expect(text.trim()).not.toBe('');
      seen.add(text);
    }
    expect(seen.size).toBe(15);
  });

  it('still shows the English in English', async () => {
    activateForTests('en');
    renderButton();
    vi.spyOn(Math, 'random').mockReturnValue(3 / 15);
    await userEvent.click(screen.getByRole('button', { name: 'Send Support' }));
    expect(await supportToast()).toHaveTextContent('Your voice matters');
  });
});
