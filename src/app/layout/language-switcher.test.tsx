import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '@/app/layout/language-switcher';
import { LOCALE_NAMES, LOCALES } from '@/i18n/locales';
import { deleteCookie } from '@/testing/cookies';
import { activateForTests } from '@/testing/i18n';
import { renderWithoutBackend } from '@/testing/render-with-providers';

afterEach(() => {
  activateForTests('en');
  deleteCookie('nf_lang');
});

function renderSwitcher() {
  renderWithoutBackend(
    <>
      <LanguageSwitcher />
      <a href="/after">After the switcher</a>
    </>,
  );
}

// Choosing by pointer and keyboard (Arrow Down, Enter, Space, Home, Escape, Tab, a click outside),
// the focus back on the button and the language kept are languages.spec.ts' journey in a browser;
// here, what it does not reach.
describe('LanguageSwitcher', () => {
  it('opens a menu of every language, each in its own script and lang, hers checked and focused', async () => {
    renderSwitcher();
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The list's code arrives with the first opening.
    const menu = within(await screen.findByRole('menu', { name: 'Language' }));
    const items = menu.getAllByRole('menuitemradio');
    // Every language, in LANGUAGES' order (then, in development only, the pseudo-locales).
    expect(items.slice(0, LOCALES.length).map((item) => [item.textContent, item.lang])).toEqual(
      LOCALES.map((locale) => [LOCALE_NAMES[locale], locale]),
    );
    const english = menu.getByRole('menuitemradio', { name: 'English' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(english).toHaveFocus();
    expect(menu.getByRole('menuitemradio', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('wraps the arrows, goes to the ends with Home and End, and opens on the last with Arrow Up', async () => {
    renderSwitcher();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    const item = (name: string) => screen.getByRole('menuitemradio', { name });
    const last = () => screen.getAllByRole('menuitemradio').at(-1);
    await userEvent.keyboard('{ArrowUp}');
    expect(last()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('English')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(last()).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('English')).toHaveFocus();
    await userEvent.keyboard('{Escape}{ArrowUp}');
    expect(last()).toHaveFocus();
  });

  it('writes nothing when she picks the language already shown', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('nf_lang');
  });
});
