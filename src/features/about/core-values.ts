import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HeartHandshake, Megaphone, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';

export interface CoreValue {
  /** Stable React key: the English name, whatever language is shown. */
  key: string;
  icon: LucideIcon;
  name: MessageDescriptor;
  description: MessageDescriptor;
}

/** The About page's four core values, in order: one icon and one gentle sentence each. */
export const CORE_VALUES: readonly CoreValue[] = [
  {
    key: 'Safety',
    icon: ShieldCheck,
    name: msg`Safety`,
    description: msg`You decide what to share. Your name and e-mail are never shown, and every story appears as Anonymous.`,
  },
  {
    key: 'Community',
    icon: HeartHandshake,
    name: msg`Community`,
    description: msg`Here you are among women who understand. Kind words and quiet support travel both ways.`,
  },
  {
    key: 'Empowerment',
    icon: Sparkles,
    name: msg`Empowerment`,
    description: msg`Verified NGOs, helplines and plain-language guides to your rights help you take the next step, at your own pace.`,
  },
  {
    key: 'Voice',
    icon: Megaphone,
    name: msg`Voice`,
    description: msg`Every story that is told makes the silence a little smaller, for you and for the women who read it.`,
  },
];
