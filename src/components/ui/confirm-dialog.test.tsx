import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuickExitContext } from '@/lib/quick-exit-context';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Toaster } from '@/components/ui/toaster';
import { withI18n } from '@/testing/with-i18n';

function renderDialog(leave: (() => void) | null) {
  const onCancel = vi.fn();
  // The Quick exit it carries speaks the interface language.
  render(
    <QuickExitContext.Provider value={leave && { leave, href: 'https://neutral.example/' }}>
      <ConfirmDialog
        open
        destructive
        title="Delete this story?"
        message="It cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={vi.fn()}
        onCancel={onCancel}
      />
    </QuickExitContext.Provider>,
    withI18n,
  );
  return { dialog: screen.getByRole('alertdialog', { name: 'Delete this story?' }), onCancel };
}

/** A page's Delete button that opens the question, as every page using the dialog does. */
function OpensDialog({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        destructive
        title="Delete this story?"
        message="It cannot be undone."
        confirmLabel="Delete story"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  // Each page's question (its words, what confirming does) is that page's test; this is the
  // asking itself, the same on every page. Tab and Shift+Tab kept inside it: share-story.spec.ts'
  // delete question at 360 px.
  it('asks in a modal alert dialog from Cancel, and Cancel or Escape confirm nothing, giving the focus back', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<OpensDialog onConfirm={onConfirm} />, withI18n);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this story?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('carries the Quick exit inside itself, since the page behind it cannot be reached', async () => {
    const quickExit = vi.fn();
    const { dialog, onCancel } = renderDialog(quickExit);
    // Its name and description are the shell's button's (quick-exit-button.isolated.test.tsx).
    const exit = within(dialog).getByRole('link', { name: 'Quick exit' });
    // Opening focuses Cancel, so a stray Enter never confirms, and never leaves either.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(exit);
    expect(quickExit).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows no Quick exit of its own outside the app layout', () => {
    const { dialog } = renderDialog(null);
    expect(within(dialog).queryByRole('link', { name: 'Quick exit' })).toBeNull();
  });

  it('draws toasts inside itself while open, where they can be seen and read out', () => {
    const props = {
      title: 'Delete this story?',
      message: 'It cannot be undone.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      onConfirm: vi.fn(),
      onCancel: vi.fn(),
    };
    const { rerender } = render(
      <>
        <Toaster />
        <ConfirmDialog open {...props} />
      </>,
      withI18n,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this story?' });
    act(() => toast.error('Failed to delete story.'));
    expect(within(dialog).getByText('Failed to delete story.')).toBeInTheDocument();

    rerender(
      <>
        <Toaster />
        <ConfirmDialog open={false} {...props} />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Failed to delete story.')).toBeInTheDocument();
    act(() => toast.remove());
  });
});
