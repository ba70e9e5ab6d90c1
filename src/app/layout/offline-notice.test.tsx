import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { OfflineNotice } from '@/app/layout/offline-notice';

const OFFLINE =
  'You are offline. The helplines and guides under Resources still work; stories will come back with your connection.';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineNotice', () => {
  it('says nothing while the phone is online, so politely while the connection is gone, and goes when it is back', () => {
    renderWithoutBackend(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('aria-live', 'polite');

    goOffline(true);
    expect(region).toHaveTextContent(OFFLINE);

    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows at once on a page opened with no connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithoutBackend(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
  });
});
