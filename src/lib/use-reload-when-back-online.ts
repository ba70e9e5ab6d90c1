import { useEffect, useRef } from 'react';

/**
 * Loads again, by itself, what failed for want of a connection once the connection comes back
 * (only then: a failure with a connection waits for her Try again).
 */
export function useReloadWhenBackOnline(online: boolean, failed: boolean, reload: () => void) {
  const wasOnline = useRef(online);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (cameBack && failed) reload();
  }, [online, failed, reload]);
}
