import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HELPER_PATHS } from '@/backend/helpers-client';
import { MESSAGES } from '@/domain/messages';
import { GrammarButton } from '@/components/forms/grammar-button';
import { renderWithProviders } from '@/testing/render-with-providers';
import { standInHelpers } from '@/testing/stand-in-helpers';
import { startTestBackend } from '@/testing/test-backend';
import { useOfferedHelpers } from '@/lib/use-offered-helpers';

const GRAMMAR = HELPER_PATHS.correctGrammar;

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

// The editor, signed in on a test server offering both helpers (stand-in providers), once the
// deployment has said it offers Fix Grammar.
async function setup(initial: string) {
  const { backend, network } = await startTestBackend({
    signedIn: 'her@example.org',
    helpers: standInHelpers(),
  });
  renderWithProviders(<Editor initial={initial} />, { backend });
  await screen.findByRole('button', { name: /^fix(ing)? grammar/i });
  return {
    network,
    user: userEvent.setup(),
    button: () => screen.getByRole('button', { name: /^fix(ing)? grammar/i }),
    text: () => screen.getByLabelText('Text'),
  };
}

describe('GrammarButton', () => {
  it('puts the corrected text in place and says so', async () => {
    const { network, user, button, text } = await setup('i was scarred');
    const held = network.hold('POST', GRAMMAR);
    await user.click(button());
    expect(button()).toHaveTextContent('Fixing grammar...');
    expect(button()).toHaveAttribute('aria-busy', 'true');
    // Pressed again while busy: one request.
    await user.click(button());
    expect(network.requestsTo('POST', GRAMMAR)).toHaveLength(1);
    held.releaseAll();
    expect(await screen.findByText(MESSAGES.grammarUpdatedInEditor)).toBeInTheDocument();
    expect(text()).toHaveValue('i was scarred (corrected)');
    expect(button()).toHaveTextContent('Fix Grammar');
  });

  it('asks for text first, and sends nothing', async () => {
    const { network, user, button } = await setup('   ');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleDescription(MESSAGES.grammarNeedsContent);
    await user.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.grammarNeedsContent);
    expect(network.requestsTo('POST', GRAMMAR)).toEqual([]);
  });

  // A refusal (a visitor's) shown in the spec's words, her text kept: helpers.spec.ts, 'a visitor
  // is told to sign in for Fix Grammar'.
});

/** Shows when the deployment's answer has arrived and offers translation. */
function OfferedProbe() {
  return useOfferedHelpers().translate ? <p>translate offered</p> : null;
}

describe('GrammarButton where the deployment has no grammar provider', () => {
  it('is not shown, since every press would fail', async () => {
    const { backend } = await startTestBackend({
      signedIn: 'her@example.org',
      helpers: standInHelpers({ grammar: false }),
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
});
