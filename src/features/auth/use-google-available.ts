import { useAuthPort } from '@/lib/auth-port-context';
import { useLoad } from '@/lib/use-load';

/** Whether this deployment offers Google sign-in; false until known, and false on any failure. */
export function useGoogleAvailable(): boolean {
  const port = useAuthPort();
  const google = useLoad(() => port.googleAvailable(), [port]);
  return google.status === 'ready' && google.data;
}
