import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '@/app/layout/language-switcher';
import { i18n } from '@/i18n/i18n';
import { LOCALE_NAMES, LOCALES } from '@/i18n/locales';
import { activateForTests } from '@/testing/i18n';
import { renderWithoutBackend } from '@/testing/render-with-providers';

afterEach(() => {
  activateForTests('en');
  document.cookie = 'nf_lang=; Path=/; Max-Age=0';
});

function renderSwitcher() {
  renderWithoutBackend(
    <>
      <LanguageSwitcher />
      <a href="/after">After the switcher</a>
    </>,
  );
}

describe('LanguageSwitcher', () => {
  it('is one button naming the page language, opening a menu of every language, each in its own script and lang, hers checked; choosing Hindi switches the page in place and keeps her choice in the language cookie', async () => {
    renderSwitcher();
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The list's code arrives with the first opening.
    const menu = within(await screen.findByRole('menu', { name: 'Language' }));
    const items = menu.getAllByRole('menuitemradio');
    // Every language, in LANGUAGES' order (then, in development only, the pseudo-locales).
    expect(items.slice(0, LOCALES.length).map((item) => [item.textContent, item.lang])).toEqual(
      LOCALES.map((locale) => [LOCALE_NAMES[locale], locale]),
    );
    expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Hers takes focus, so Enter keeps it and the arrows start from it.
    expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    const hindi = menu.getByRole('menuitemradio', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(hindi);
    const inHindi = await screen.findByRole('button', { name: 'भाषा: हिन्दी' });
    expect(inHindi).not.toHaveAttribute('aria-expanded');
    expect(inHindi).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(i18n.locale).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('nf_lang=hi');

    await userEvent.click(inHindi);
    expect(
      within(screen.getByRole('menu', { name: 'भाषा' })).getByRole('menuitemradio', {
        name: 'हिन्दी',
      }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  it('works from the keyboard: Arrow Down opens it on her language, the arrows, Home and End move and wrap, Escape closes it onto its button, Enter and Space choose, Tab leaves', async () => {
    renderSwitcher();
    const button = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.tab();
    expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    const item = (name: string) => screen.getByRole('menuitemradio', { name });
    const last = () => screen.getAllByRole('menuitemradio').at(-1);
    expect(item('English')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('हिन्दी')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(last()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('English')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(last()).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('English')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-expanded');

    // Arrow Up opens it on the last language.
    await userEvent.keyboard('{ArrowUp}');
    expect(last()).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    // Enter opens it too; Enter on a language chooses it.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const inHindi = await screen.findByRole('button', { name: 'भाषा: हिन्दी' });
    expect(inHindi).toHaveFocus();
    expect(document.cookie).toContain('nf_lang=hi');

    // Space opens it and chooses.
    await userEvent.keyboard(' ');
    expect(screen.getByRole('menuitemradio', { name: 'हिन्दी' })).toHaveFocus();
    await userEvent.keyboard('{Home} ');
    expect(await screen.findByRole('button', { name: 'Language: English' })).toHaveFocus();
    expect(document.cookie).toContain('nf_lang=en');

    // Tab leaves the menu for what follows, closing it.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'After the switcher' })).toHaveFocus();
  });

  it('closes on a click outside it, and writes nothing when she picks the language already shown', async () => {
    renderSwitcher();
    const button = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('nf_lang');
  });
});
