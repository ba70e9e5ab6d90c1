// The one form approach, on the story schema: what it refuses is said beside each field in her
// language, the first refused field gets focus, and nothing is sent until the schema accepts; one
// send at a time, and a schema that cannot load goes to the error boundary.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { storyInputSchema } from '@/domain/story-input';
import { FieldRefusal } from '@/components/forms/field-refusal';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { withI18n } from '@/testing/with-i18n';

const LONG_TITLE = 't'.repeat(LIMITS.storyTitleMaxChars + 1);

/** A bare story form whose fields start as `initial` (a title and a tag no box would let in). */
function StoryForm({
  initial,
  send,
}: {
  initial: { title: string; tag: string };
  send: (title: string) => Promise<void>;
}) {
  const [title, setTitle] = useState(initial.title);
  const form = useSchemaForm({
    schema: storyInputSchema,
    fields: ['title', 'content', 'tags'],
    values: () => ({ title, content: 'Words', tags: [initial.tag] as never[], mediaUrls: [] }),
    send: (story) => send(story.title),
    onFailed: () => undefined,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <label htmlFor={form.idOf('title')}>Title</label>
      <input
        id={form.idOf('title')}
        value={title}
        {...form.described('title')}
        onChange={(event) => {
          setTitle(event.target.value);
          form.edited('title');
        }}
      />
      <FieldRefusal form={form} field="title" />
      <button type="button" id={form.idOf('tags')} {...form.described('tags')}>
        Tags
      </button>
      <FieldRefusal form={form} field="tags" />
      <button type="submit">Send</button>
    </form>
  );
}

/** A story form with nothing to refuse, saying while it sends. */
function SendingForm({
  schema,
  send,
}: {
  schema: () => Promise<typeof storyInputSchema>;
  send: () => Promise<void>;
}) {
  const form = useSchemaForm({
    schema,
    fields: ['title'],
    values: () => ({ title: 'A title', content: 'Words', tags: [], mediaUrls: [] }),
    send,
    onFailed: () => undefined,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <button type="submit">Send</button>
      {form.isPending && <p role="status">Sending</p>}
    </form>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

// What it sends is what the schema gave back (trimmed): ngo-request-form.test.tsx, 'sends the
// trimmed fields, thanks the user, clears and closes the form'.
describe('useSchemaForm', () => {
  it('says each refused field’s reason beside it, focuses the first and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<StoryForm initial={{ title: LONG_TITLE, tag: 'Not a tag' }} send={send} />, withI18n);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(
      `Please keep the title to ${LIMITS.storyTitleMaxChars} characters or fewer.`,
    );
    expect(screen.getByRole('button', { name: 'Tags' })).toHaveAccessibleDescription(
      'Please choose tags from the list.',
    );
    expect(send).not.toHaveBeenCalled();

    // Put right, its refusal goes at once.
    await userEvent.clear(title);
    await userEvent.type(title, 'A title');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).not.toHaveAccessibleDescription();
  });

  it('sends once on a double tap and says it is sending until the send settles', async () => {
    let settle = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<SendingForm schema={() => Promise.resolve(storyInputSchema)} send={send} />, withI18n);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sending');
    expect(send).toHaveBeenCalledTimes(1);
    settle();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('lets a schema that cannot load reach the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = vi.fn(() => Promise.resolve());
    const schema = () => Promise.reject(new Error('The schema did not arrive'));
    render(
      <Boundary>
        <SendingForm schema={schema} send={send} />
      </Boundary>,
      withI18n,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The schema did not arrive');
    expect(send).not.toHaveBeenCalled();
  });
});
