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

function setup(
  initial: string,
  backend: FakeBackend = createFakeBackend({ user: SIGNED_IN_USER }),
) {
  renderWithProviders(<Editor initial={initial} />, { backend });
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
    const { backend, user, button, text } = setup('i was scarred');
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
    const { backend, user, button } = setup('text');
    const held = backend.hold('helpers.correctGrammar');
    await user.click(button());
    await user.click(button());
    expect(backend.callCount('helpers.correctGrammar')).toBe(1);
    held.releaseAll();
  });

  it('asks for text first, and sends nothing', async () => {
    const { backend, user, button } = setup('   ');
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
    const { user, button, text } = setup('my words', backend);
    await user.click(button());
    expect(
      await screen.findByText(
        'Failed to correct grammar: Please sign in to use grammar correction.',
      ),
    ).toBeInTheDocument();
    expect(text()).toHaveValue('my words');
  });
});
