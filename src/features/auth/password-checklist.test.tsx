import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@/domain/password-rules';
import { renderAuthPage, switchTo } from '@/features/auth/auth-test-utils';

async function openSignUp() {
  await renderAuthPage();
  await switchTo('Sign Up');
  return userEvent.setup();
}

function ruleItem(label: string): HTMLElement {
  const item = screen.getByText(label).closest('li');
  if (!item) throw new Error(`no checklist item for ${label}`);
  return item;
}

function metRules(): string[] {
  return PASSWORD_RULES.filter((rule) => ruleItem(rule.label).textContent?.includes('✓')).map(
    (rule) => rule.id,
  );
}

// Not shown when signing in: auth-page.test.tsx's sign-in mode.
describe('password checklist', () => {
  // Its colours (neutral, then green for a rule met, red only once she tries to sign up without
  // one) as drawn: polish.spec.ts' checklist journey in every language.
  it('starts with every rule marked ○ (still to do) in text', async () => {
    await openSignUp();
    for (const rule of PASSWORD_RULES) {
      expect(ruleItem(rule.label)).toHaveTextContent(`○${rule.label} (not yet)`);
    }
    // The rules describe the password field.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      new RegExp(`^Your password needs:.*${PASSWORD_RULES[4]?.label}`),
    );
  });

  it('flips each rule from ○ to ✓ as the password grows', async () => {
    const user = await openSignUp();
    const field = screen.getByLabelText('Password');

    // Which characters meet which rule: password-rules.test.ts' reference property.
    await user.type(field, 'a');
    expect(metRules()).toEqual(['lowercase']);
    await user.type(field, 'B3!');
    expect(metRules()).toEqual(['uppercase', 'lowercase', 'number', 'special']);
    expect(screen.queryByText('Your password meets every rule.')).toBeNull();
    await user.type(field, 'cdef');
    expect(metRules()).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special']);

    expect(ruleItem(PASSWORD_RULES[0]?.label ?? '')).toHaveTextContent(
      `✓${PASSWORD_RULES[0]?.label} (done)`,
    );
    expect(screen.getByText('Your password meets every rule.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});

describe('show password toggle', () => {
  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    await renderAuthPage();
    const field = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.type(field, 'S3cret!pw');
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveValue('S3cret!pw');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});
