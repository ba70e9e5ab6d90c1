import { HeartHandshake, Megaphone, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { CORE_VALUES } from '@/domain/copy/about';

export type CoreValue = (typeof CORE_VALUES)[number];

export interface CoreValueDetails {
  icon: LucideIcon;
  description: string;
}

/** One icon and one gentle sentence for each core value of the About page. */
export const CORE_VALUE_DETAILS: Readonly<Record<CoreValue, CoreValueDetails>> = {
  Safety: {
    icon: ShieldCheck,
    description:
      'You decide what to share. Your name and e-mail are never shown, and every story appears as Anonymous.',
  },
  Community: {
    icon: HeartHandshake,
    description:
      'Here you are among women who understand. Kind words and quiet support travel both ways.',
  },
  Empowerment: {
    icon: Sparkles,
    description:
      'Verified NGOs, helplines and plain-language guides to your rights help you take the next step, at your own pace.',
  },
  Voice: {
    icon: Megaphone,
    description:
      'Every story that is told makes the silence a little smaller, for you and for the women who read it.',
  },
};
