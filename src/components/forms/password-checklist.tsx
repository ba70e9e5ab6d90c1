import { useEffect, useRef, useState } from 'react';
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

/** How a rule looks: ✓ in green once met; before that ○ in the text colour, or ✗ in red once she
 * has tried to send the form without it. */
function ruleLook(met: boolean, refused: boolean): { mark: string; colour: string } {
  if (met) return { mark: '✓', colour: 'text-success-600' };
  if (refused) return { mark: '✗', colour: 'text-danger-600' };
  return { mark: '○', colour: 'text-ink' };
}

/**
 * The live list of password rules. Each rule says ✓ (met) or ○ (still to do) in text as well as
 * colour. It stays calm while she types: red only for what is still missing after she tried to
 * send the form (its submit event, whoever handles it). The list describes the password field
 * (read on focus); only "every rule met" is announced, so a screen reader is not interrupted on
 * every keystroke.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t, i18n } = useLingui();
  const rules = checkPassword(password);
  const allMet = rules.every((rule) => rule.met);
  const [refused, setRefused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const form = rootRef.current?.closest('form');
    if (!form) return;
    const onSubmit = () => setRefused(true);
    // Capture: the form's own handler may stop the event, and the attempt still counts.
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, []);

  return (
    <div id={id} ref={rootRef} className="mt-2 text-base">
      <p className="text-ink-muted">{t`Your password needs:`}</p>
      <ul className="mt-1 space-y-1">
        {rules.map((rule) => {
          const { mark, colour } = ruleLook(rule.met, refused);
          return (
            <li key={rule.id} data-rule={rule.id} className={`flex items-start gap-2 ${colour}`}>
              <span aria-hidden="true" className="w-4 shrink-0 font-bold">
                {mark}
              </span>
              <span>
                {i18n._(RULE_LABELS[rule.id])}
                <span className="sr-only"> ({rule.met ? t`done` : t`not yet`})</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" aria-live="polite">
        {allMet ? t`Your password meets every rule.` : ''}
      </p>
    </div>
  );
}
