import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { MESSAGES } from '@/domain/messages';
import { GrammarButton } from '@/components/forms/grammar-button';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useOfferedHelpers } from '@/lib/use-offered-helpers';

function Editor({ initial }: { initial: string }) {
  const [content, setContent] = useState(initial);
  return (
    <>
      <label>
        Text
        <textarea value={content} onChange={(event) => setContent(event.target.value)} />
      </label>
      <GrammarButton
        content={content}
        onCorrected={setContent}
        successMessage={MESSAGES.grammarUpdatedInEditor}
      />
    </>
  );
}

/** The editor, once the deployment has said it offers Fix Grammar (the fake's default). */
async function setup(
  initial: string,
  backend: FakeBackend = createFakeBackend({ user: SIGNED_IN_USER }),
) {
  renderWithProviders(<Editor initial={initial} />, { backend });
  await screen.findByRole('button', { name: /^fix(ing)? grammar/i });
  return {
    backend,
    user: userEvent.setup(),
    button: () => screen.getByRole('button', { name: /^fix(ing)? grammar/i }),
    text: () => screen.getByLabelText('Text'),
  };
}

beforeEach(() => {
  toast.remove();
});

describe('GrammarButton', () => {
  it('puts the corrected text in place and says so', async () => {
    const { backend, user, button, text } = await setup('i was scarred');
    const held = backend.hold('helpers.correctGrammar');
    await user.click(button());
    expect(button()).toHaveTextContent('Fixing grammar...');
    expect(button()).toHaveAttribute('aria-busy', 'true');
    held.releaseAll();
    expect(await screen.findByText(MESSAGES.grammarUpdatedInEditor)).toBeInTheDocument();
    expect(text()).toHaveValue('i was scarred (corrected)');
    expect(button()).toHaveTextContent('Fix Grammar');
  });

  it('sends one request however often it is pressed while busy', async () => {
    const { backend, user, button } = await setup('text');
    const held = backend.hold('helpers.correctGrammar');
    await user.click(button());
    await user.click(button());
    expect(backend.callCount('helpers.correctGrammar')).toBe(1);
    held.releaseAll();
  });

  it('asks for text first, and sends nothing', async () => {
    const { backend, user, button } = await setup('   ');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleDescription(MESSAGES.grammarNeedsContent);
    await user.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.grammarNeedsContent);
    expect(backend.callCount('helpers.correctGrammar')).toBe(0);
  });

  it('keeps the text and shows the failure in the spec’s words', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
    backend.fail(
      'helpers.correctGrammar',
      new BackendError('unauthenticated', 'Please sign in to use grammar correction.', 401),
    );
    const { user, button, text } = await setup('my words', backend);
    await user.click(button());
    expect(
      await screen.findByText(
        'Failed to correct grammar: Please sign in to use grammar correction.',
      ),
    ).toBeInTheDocument();
    expect(text()).toHaveValue('my words');
  });
});

/** Shows when the deployment's answer has arrived and offers translation. */
function OfferedProbe() {
  return useOfferedHelpers().translate ? <p>translate offered</p> : null;
}

describe('GrammarButton where the deployment has no grammar provider', () => {
  it('is not shown, since every press would fail', async () => {
    const backend = createFakeBackend({
      user: SIGNED_IN_USER,
      helpersOffered: { translate: true, grammar: false },
    });
    renderWithProviders(
      <>
        <Editor initial="i was scarred" />
        <OfferedProbe />
      </>,
      { backend },
    );
    // The answer has reached the screen before looking for what it must not show.
    expect(await screen.findByText('translate offered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /grammar/i })).not.toBeInTheDocument();
  });

  it('is hidden until the deployment has said it offers it, never shown then taken away', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
    const held = backend.hold('helpers.offered');
    renderWithProviders(<Editor initial="i was scarred" />, { backend });
    expect(screen.queryByRole('button', { name: /grammar/i })).not.toBeInTheDocument();
    held.releaseAll();
    expect(await screen.findByRole('button', { name: 'Fix Grammar' })).toBeInTheDocument();
  });

  it('stays hidden when the deployment cannot be asked (offline)', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
    backend.fail('helpers.offered', new BackendError('network', 'offline'));
    renderWithProviders(<Editor initial="i was scarred" />, { backend });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /grammar/i })).not.toBeInTheDocument();
  });
});
