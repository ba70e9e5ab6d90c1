import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { formToast, toast } from '@/lib/toast';
import { Toaster } from '@/components/ui/toaster';
import { withI18n } from '@/testing/with-i18n';

function messages(): string[] {
  return screen.queryAllByRole('status').map((element) => element.textContent ?? '');
}

/** Moves fake time on, with what React renders meanwhile. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('a toast sent again under a dismissed id stays, even by a toaster mounted after', async () => {
    const first = render(<Toaster />, withI18n);
    const form = formToast('toaster-test-form');
    act(() => form.error('Wrong password'));
    await screen.findByText('Wrong password');
    act(() => form.dismissError());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    first.unmount();
    render(<Toaster />, withI18n);
    act(() => form.success('Signed in'));
    await screen.findByText('Signed in');
    // Past react-hot-toast's default second of exit time for the dismissed one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    expect(screen.getByText('Signed in')).toBeInTheDocument();
  });

  // Each toast a polite live region beside a close button named Dismiss message:
  // toasts-on-first-use.spec.ts' first journey (toast-locators.ts finds a toast by that button).
  it('closing one gives focus back to the control she was using', async () => {
    render(
      <>
        <button type="button" onClick={() => toast.error('Could not send')}>
          Send
        </button>
        <Toaster />
      </>,
      withI18n,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.tab(); // from Send to the toast's close button
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(messages()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it(`keeps at most ${LIMITS.visibleToasts} on screen, the newest`, () => {
    render(<Toaster />, withI18n);
    act(() => {
      toast('First');
      toast('Second');
      toast('Third');
    });
    expect(messages()).toEqual(['Third', 'Second']);
    expect(screen.getAllByRole('button', { name: 'Dismiss message' })).toHaveLength(2);
  });

  // A form's success in the place of its error, one toast for the form: toasts.spec.ts.
  it('a note with an icon replaced by a success does not keep the icon', () => {
    render(<Toaster />, withI18n);
    const form = formToast('icon-form');
    act(() => form.info('Check your e-mail', '⚠️'));
    expect(screen.getByText('⚠️')).toBeInTheDocument();
    act(() => form.success('Done'));
    expect(messages()).toEqual(['Done']);
    expect(screen.queryByText('⚠️')).not.toBeInTheDocument();
  });

  it('a form can take its toast away', () => {
    render(<Toaster />, withI18n);
    const form = formToast('quiet-form');
    act(() => form.error('Wrong'));
    act(() => form.dismiss());
    expect(messages()).toEqual([]);
  });

  it.each([
    ['success', LIMITS.toastMs],
    ['error', LIMITS.errorToastMs],
  ] as const)('keeps a %s on screen for its full time', (kind, ms) => {
    vi.useFakeTimers();
    render(<Toaster />, withI18n);
    act(() => toast[kind]('Read me slowly'));
    advance(ms - 500);
    expect(screen.getByRole('status')).toHaveTextContent('Read me slowly');
    advance(1_000);
    expect(screen.queryByText('Read me slowly')).not.toBeInTheDocument();
  });

  it('holds the toasts while the pointer is on one, and lets them go after', () => {
    vi.useFakeTimers();
    render(<Toaster />, withI18n);
    act(() => toast('Hold me'));
    const shown = screen.getByRole('status');
    fireEvent.mouseOver(shown);
    advance(LIMITS.toastMs * 2);
    expect(screen.getByRole('status')).toHaveTextContent('Hold me');
    fireEvent.mouseOut(shown, { relatedTarget: document.body });
    advance(LIMITS.toastMs + 500);
    expect(screen.queryByText('Hold me')).not.toBeInTheDocument();
  });

  it('holds the toasts while the focus is in one', async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
      withI18n,
    );
    act(() => toast('Focus me', { duration: 300 }));
    screen.getByRole('button', { name: 'Dismiss message' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByRole('status')).toHaveTextContent('Focus me');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => expect(messages()).toEqual([]));
  });
});
