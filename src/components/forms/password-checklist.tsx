import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@/domain/limits';
import { checkPassword, type PasswordRuleId } from '@/domain/password-rules';

const minLength = LIMITS.passwordMinLength;

// The rules' labels in her language (password-rules.ts keeps the English for the server).
const RULE_LABELS: Readonly<Record<PasswordRuleId, MessageDescriptor>> = {
  length: msg`At least ${minLength} characters`,
  uppercase: msg`One uppercase letter`,
  lowercase: msg`One lowercase letter`,
  number: msg`One number`,
  special: msg`One special character`,
};

/**
 * The live list of password rules. Each rule says ✓ or ✗ in text as well as colour. The list
 * describes the password field (read on focus); only "every rule met" is announced, so a
 * screen reader is not interrupted on every keystroke.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t, i18n } = useLingui();
  const rules = checkPassword(password);
  const allMet = rules.every((rule) => rule.met);

  return (
    <div id={id} className="mt-2 text-base">
      <p className="text-ink-muted">{t`Your password needs:`}</p>
      <ul className="mt-1 space-y-1">
        {rules.map((rule) => (
          <li
            key={rule.id}
            data-rule={rule.id}
            className={`flex items-start gap-2 ${rule.met ? 'text-success-600' : 'text-danger-600'}`}
          >
            <span aria-hidden="true" className="w-4 font-bold">
              {rule.met ? '✓' : '✗'}
            </span>
            <span>
              {i18n._(RULE_LABELS[rule.id])}
              <span className="sr-only"> ({rule.met ? t`done` : t`not yet`})</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {allMet ? t`Your password meets every rule.` : ''}
      </p>
    </div>
  );
}
