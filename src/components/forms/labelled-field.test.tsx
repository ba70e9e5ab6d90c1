import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LabelledField, LabelledTextInput } from '@/components/forms/labelled-field';

function Warning({ hint }: { hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <LabelledTextInput
      label="Content warning"
      hint={hint}
      value={value}
      maxLength={5}
      onChange={setValue}
    />
  );
}

describe('LabelledField', () => {
  it.each([
    ['names its field by the label and describes it by the hint', 'Say what to know first.'],
    ['describes the field by nothing when there is no hint', undefined],
  ])('%s', (_, hint) => {
    render(<Warning hint={hint} />);
    const field = screen.getByRole('textbox', { name: 'Content warning' });
    expect(field).toHaveAccessibleDescription(hint ?? '');
    if (!hint) expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('keeps what she types, up to its limit', async () => {
    render(<Warning />);
    const field = screen.getByRole('textbox', { name: 'Content warning' });
    await userEvent.type(field, 'Violence');
    expect(field).toHaveValue('Viole');
  });

  it('gives the field the id it is asked for, so other parts of the page can point at it', () => {
    render(
      <LabelledField id="story-text" label="Your Story" below={<button type="button">Help</button>}>
        {(wiring) => <textarea {...wiring} />}
      </LabelledField>,
    );
    const field = screen.getByRole('textbox', { name: 'Your Story' });
    expect(field).toHaveAttribute('id', 'story-text');
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
  });
});
