import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '@/domain/copy';
import { OfflineNotice } from '@/app/layout/offline-notice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineNotice', () => {
  it('says nothing while the phone is online', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so politely while the connection is gone, and goes when it is back', () => {
    render(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');

    goOffline(true);
    expect(region).toHaveTextContent(COPY.offlineNotice);

    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows at once on a page opened with no connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(COPY.offlineNotice);
  });
});
