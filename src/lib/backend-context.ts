import { createContext, useContext } from 'react';
import type { BackendPort } from '@/backend/port';

/** The backend port for screens' data calls (stories, testimonials, NGOs, admin, media). */
export const BackendContext = createContext<BackendPort | null>(null);

export function useBackend(): BackendPort {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend must be used inside <BackendContext.Provider>');
  return backend;
}
