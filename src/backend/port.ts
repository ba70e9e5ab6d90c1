// The backend port: the one typed interface the screens depend on. Each deployment
// (self-hosted HTTP server, Firebase) provides an adapter; screens never import an adapter.
import type { SessionUser } from '@/domain/entities';

export type Unsubscribe = () => void;

export interface AuthPort {
  /** Calls `listener` with the current user (or null) now and whenever it changes. */
  watch(listener: (user: SessionUser | null) => void): Unsubscribe;
  signOut(): Promise<void>;
}

export interface BackendPort {
  auth: AuthPort;
}
