import { useEffect, useState } from 'react';
import { useAuthPort } from '@/lib/auth-port-context';

/** Whether this deployment offers Google sign-in; false until known, and false on any failure. */
export function useGoogleAvailable(): boolean {
  const port = useAuthPort();
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    let current = true;
    port.googleAvailable().then(
      (value) => {
        if (current) setAvailable(value);
      },
      () => {
        if (current) setAvailable(false);
      },
    );
    return () => {
      current = false;
    };
  }, [port]);

  return available;
}
