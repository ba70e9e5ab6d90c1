import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '@/app/layout/language-switcher';
import { i18n } from '@/i18n/i18n';
import { activateForTests } from '@/testing/i18n';
import { renderWithoutBackend } from '@/testing/render-with-providers';

afterEach(() => {
  activateForTests('en');
  document.cookie = 'nf_lang=; Path=/; Max-Age=0';
});

describe('LanguageSwitcher', () => {
  it('names each language in its own script, the active one pressed; switches the page to Hindi in place and keeps her choice in the language cookie', async () => {
    renderWithoutBackend(<LanguageSwitcher />);
    const english = within(screen.getByRole('group', { name: 'Language' }));
    expect(english.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const hindi = english.getByRole('button', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('aria-pressed', 'false');
    expect(hindi).toHaveAttribute('lang', 'hi');
    await userEvent.click(hindi);
    const group = await screen.findByRole('group', { name: 'भाषा' });
    expect(within(group).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(i18n.locale).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('nf_lang=hi');
  });

  it('writes nothing when she presses the language already shown', async () => {
    renderWithoutBackend(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(document.cookie).not.toContain('nf_lang');
  });
});
