// Suggest Tags reads Bengali (issue 39): stories as women write them, in any interface language,
// matched as whole words, whichever way a phone types ড় and য় (one code point, or two).
import { describe, expect, it } from 'vitest';
import { suggestTags } from './tag-suggestion';

describe('Suggest Tags on Bengali stories', () => {
  it.each([
    [
      'office harassment and going to the police: workplace and legal',
      'আমার অফিসে বস মাসের পর মাস আমাকে বিরক্ত করত। শেষে আমি থানায় গিয়ে পুলিশে অভিযোগ জানালাম।',
      ['Workplace Harassment', 'Legal'],
    ],
    [
      'domestic violence: husband and in-laws, dowry',
      'বিয়ের পর থেকেই স্বামী আমার গায়ে হাত তুলত। শাশুড়ি রোজ পণের জন্য খোঁটা দিতেন।',
      ['Domestic Violence'],
    ],
    [
      'cyber harassment: a fake profile on Facebook',
      'কেউ ফেসবুকে আমার নামে ভুয়ো প্রোফাইল খুলে ছবি ভাইরাল করে দিয়েছিল।',
      ['Cyberbullying'],
    ],
    [
      'street harassment on a bus and a metro',
      'রোজ বাসে আর মেট্রোতে একটা লোক পিছু নিত, শিস দিত।',
      ['Street Harassment'],
    ],
    [
      'recovery with friends and a helpline',
      'বন্ধুরা পাশে ছিল, হেল্পলাইনে কথা বলেছি। এখন আমি ঘুরে দাঁড়িয়েছি।',
      ['Recovery', 'Support'],
    ],
  ])('%s', (_case, story, tags) => {
    expect(suggestTags(story)).toEqual(tags);
    // A keyboard that types ড় and য় as a letter and its nukta gives the same tags.
    expect(suggestTags(story.normalize('NFD'))).toEqual(tags);
  });

  it('does not take a keyword inside a longer word', () => {
    // পণ ("dowry") inside পণ্য ("goods"): one word, so not a dowry story.
    expect(suggestTags('বাজারে পণ্য কিনলাম')).toEqual(['Street Harassment']);
  });
});
