import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { session } from '@/testing/server-side';
import { startTestBackend, type StartTestBackendOptions } from '@/testing/test-backend';
import { QuickExitButton } from '@/app/layout/quick-exit-button';
import { quickExit } from '@/app/layout/quick-exit';

vi.mock('@/app/layout/quick-exit', () => ({
  quickExit: vi.fn(),
  quickExitUrl: () => 'https://neutral.example/',
}));

async function renderButton(options: StartTestBackendOptions = {}) {
  const started = await startTestBackend(options);
  renderWithProviders(
    <>
      <label>
        Notes
        <input />
      </label>
      <QuickExitButton />
    </>,
    { backend: started.backend },
  );
  return started;
}

beforeEach(() => {
  vi.mocked(quickExit).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

// Its name and description in every language: tests/e2e/pseudo-locales.spec.ts on every route,
// and the catalogue check holds the Hindi to the English.
describe('QuickExitButton', () => {
  it('is a labelled button whose description says it leaves at once, and how to do it by keyboard', async () => {
    const { server } = await renderButton({ signedIn: 'her@example.org' });
    const button = screen.getByRole('link', { name: 'Quick exit' });
    expect(button).toHaveAccessibleDescription(
      'Leaves this site at once for an everyday page and clears what this tab kept. Shortcut: press Shift three times.',
    );
    // A plain link before the script runs: it leaves for the neutral site and tells it nothing.
    expect(button).toHaveAttribute('href', 'https://neutral.example/');
    expect(button).toHaveAttribute('rel', 'noreferrer');

    await userEvent.click(button);
    expect(quickExit).toHaveBeenCalledTimes(1);
    // What it gives quickExit to sign her out with ends her session on the server.
    await vi.mocked(quickExit).mock.calls[0]?.[0].signOut();
    expect(await server.db.select().from(session)).toEqual([]);
  });

  it('leaves when Shift is pressed three times, even while typing in a field', async () => {
    await renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(quickExit).toHaveBeenCalledTimes(1);
  });

  it('does not leave when other keys come between the Shift presses (typing capitals)', async () => {
    await renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{Shift>}I{/Shift} {Shift>}A{/Shift}m {Shift>}O{/Shift}{Shift>}K{/Shift}');
    expect(quickExit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('I Am OK');
  });

  it('does not leave when the three presses are spread over more than a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await renderButton();
    const user = userEvent.setup();
    await user.keyboard('{Shift}{Shift}');
    vi.setSystemTime(Date.now() + 1500);
    await user.keyboard('{Shift}');
    expect(quickExit).not.toHaveBeenCalled();
    await user.keyboard('{Shift}{Shift}');
    expect(quickExit).toHaveBeenCalledTimes(1);
  });

  it('does not count a held Shift key repeating', async () => {
    await renderButton();
    const user = userEvent.setup();
    await user.keyboard('{Shift>3}{/Shift}');
    expect(quickExit).not.toHaveBeenCalled();
  });
});
