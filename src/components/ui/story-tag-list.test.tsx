import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryTagList } from '@/components/ui/story-tag-list';
import { withI18n } from '@/testing/with-i18n';

function tagsShown(name: string): (string | null)[] {
  return Array.from(screen.getByRole('list', { name }).querySelectorAll('li')).map(
    (item) => item.textContent,
  );
}

describe('StoryTagList', () => {
  it.each([
    ['shows the tags as stored when the caller names none', undefined, ['Legal', 'Healing']],
    ["shows each tag by the caller's label", (tag: string) => `#${tag}`, ['#Legal', '#Healing']],
  ])('%s', (_, labelOf, shown) => {
    render(<StoryTagList tags={['Legal', 'Healing']} labelOf={labelOf} />, withI18n);
    expect(tagsShown('Tags')).toEqual(shown);
  });

  it('shows nothing for a story without tags', () => {
    const { container } = render(<StoryTagList tags={[]} />, withI18n);
    expect(container).toBeEmptyDOMElement();
  });
});
