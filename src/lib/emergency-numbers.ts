import { emergencyNumbersFrom } from '@/domain/emergency-numbers';

/** The footer's numbers for someone in danger now (checked by the build; see vite.config.ts). */
export const EMERGENCY_NUMBERS = emergencyNumbersFrom(
  import.meta.env.VITE_EMERGENCY_NUMBERS as string | undefined,
);
