import { msg } from '@lingui/core/macro';

/** The six motivational lines of the Home hero. */
export const HERO_PHRASES = [
  msg`Your voice has power`,
  msg`Courage grows when it is shared`,
  msg`You are not alone`,
  msg`Every story breaks the silence`,
  msg`Healing begins with being heard`,
  msg`Together we are stronger`,
] as const;
