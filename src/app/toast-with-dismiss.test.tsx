import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '@/domain/copy';
import { LIMITS } from '@/domain/limits';
import { AppProviders } from '@/app/providers';
import { createFakeAuth } from '@/testing/fake-auth';

function renderToaster() {
  render(
    <AppProviders auth={createFakeAuth(null)}>
      <p>Page</p>
    </AppProviders>,
  );
}

beforeEach(() => {
  toast.remove();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('are announced and can be closed with a named button', async () => {
    renderToaster();
    act(() => {
      toast.success('Your request has been submitted successfully!');
    });
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('Your request has been submitted successfully!');
    expect(message).toHaveAttribute('aria-live', 'polite');
    const dismiss = screen.getByRole('button', { name: COPY.dismissToast });
    await userEvent.click(dismiss);
    await userEvent.unhover(dismiss); // hovering holds every toast; later tests need them to run
    // The dismissed toast leaves after its exit animation, long before its 6 s are up.
    await waitFor(
      () => expect(screen.queryByText(/submitted successfully/)).not.toBeInTheDocument(),
      { timeout: 3_000 },
    );
  });

  it.each([
    ['success', LIMITS.toastMs],
    ['error', LIMITS.errorToastMs],
  ] as const)('keep a %s on screen for its full time', (kind, ms) => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      toast[kind]('Read me slowly');
    });
    act(() => {
      vi.advanceTimersByTime(ms - 500);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Read me slowly');
    expect(screen.getByRole('button', { name: COPY.dismissToast })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000); // time is up: the toast starts to leave
    });
    act(() => {
      vi.advanceTimersByTime(1_500); // and is gone after its exit animation
    });
    expect(screen.queryByText('Read me slowly')).not.toBeInTheDocument();
  });
});
