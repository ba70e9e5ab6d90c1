import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryTagList } from '@/components/ui/story-tag-list';
import { withI18n } from '@/testing/with-i18n';

// Each tag by its caller's label, in order: story-card.test.tsx's tags, and in Hindi
// reader-in-her-language.spec.ts' story card.
describe('StoryTagList', () => {
  it('shows nothing for a story without tags', () => {
    const { container } = render(<StoryTagList tags={[]} />, withI18n);
    expect(container).toBeEmptyDOMElement();
  });
});
