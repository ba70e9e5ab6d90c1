import { createContext, useContext } from 'react';
import type { AuthPort } from '@/backend/port';

/** The auth port itself, for screens that call its actions (sign in, sign up, reset...). */
export const AuthPortContext = createContext<AuthPort | null>(null);

export function useAuthPort(): AuthPort {
  const port = useContext(AuthPortContext);
  if (!port) throw new Error('useAuthPort must be used inside <AuthPortContext.Provider>');
  return port;
}
