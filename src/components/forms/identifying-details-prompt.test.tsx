import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentifyingDetailsPrompt } from '@/components/forms/identifying-details-prompt';
import { findInFields, storyTextFields } from '@/components/forms/identifying-fields';
import { withI18n } from '@/testing/with-i18n';

/** A story form reduced to what the prompt needs: a field, a send button, the prompt. */
function Form() {
  const [text, setText] = useState('Call me on 98765 43210.');
  const [open, setOpen] = useState(false);
  const findings = findInFields(storyTextFields({ id: 'title', text: '' }, { id: 'story', text }));
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setOpen(findings.length > 0);
      }}
    >
      <label>
        Story
        <textarea id="story" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Send</button>
      <IdentifyingDetailsPrompt
        open={open}
        findings={findings}
        proceedLabel="Send anyway"
        onEdit={() => setOpen(false)}
        onProceed={() => setOpen(false)}
      />
    </form>
  );
}

const region = () => screen.getByRole('region', { name: 'Details that could identify you' });

describe('IdentifyingDetailsPrompt', () => {
  afterEach(() => {
    // Only the tests that install it use it.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('takes the focus and scrolls into sight when it appears, and again when sent once more', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const user = userEvent.setup();
    render(<Form />, withI18n);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(region()).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(region());

    // Back in the text, she sends again without changing it: the prompt comes back to her.
    await user.click(screen.getByRole('textbox', { name: 'Story' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(region()).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('leaves the focus alone while she edits the text it lists', async () => {
    const user = userEvent.setup();
    render(<Form />, withI18n);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const story = screen.getByRole('textbox', { name: 'Story' });
    await user.click(story);
    await user.type(story, ' More.');
    expect(story).toHaveFocus();
    expect(region()).toHaveTextContent('98765 43210');
  });
});
