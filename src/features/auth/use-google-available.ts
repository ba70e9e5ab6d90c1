import useSWR from 'swr';
import { useAuthPort } from '@/lib/auth-port-context';
import { dataKey } from '@/lib/data-layer/data-keys';

/** Whether this deployment offers Google sign-in; false until known, and false on any failure. */
export function useGoogleAvailable(): boolean {
  const port = useAuthPort();
  // The deployment's answer does not change while the page is open: asked once.
  const google = useSWR(dataKey('google-available'), () => port.googleAvailable(), {
    revalidateIfStale: false,
  });
  return google.data === true;
}
