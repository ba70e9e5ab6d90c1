import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OfferedHelpers } from '@/backend/port';
import type { FaqEntry } from '@/domain/entities';
import { CONTACT } from '@/domain/brand';
import { LIMITS, POLICY } from '@/domain/limits';
import type { FaqCategory } from '@/domain/vocabularies';

/** A FAQ entry whose category is one of the four FAQ categories, in the language shown. */
export type CategorisedFaqEntry = FaqEntry & { category: FaqCategory };

/** A FAQ entry as written: its question and answer are messages, shown in the reader's language. */
export interface FaqEntryMessages {
  /** Also the key of its feedback vote (faq-feedback.ts), the same in every language. */
  id: number;
  /** A stored English value (FAQ_CATEGORIES); its label comes from FAQ_CATEGORY_LABELS. */
  category: FaqCategory;
  question: MessageDescriptor;
  answer: MessageDescriptor;
  /**
   * For an entry about a writing helper: the answer where this deployment lacks it (no provider
   * configured), so the FAQ never promises a control the screens do not show.
   */
  withoutHelper?: { helper: keyof OfferedHelpers; answer: MessageDescriptor };
  helpful: number;
  notHelpful: number;
}

// Named, so the catalogues show {maxFiles} rather than {0} to a translator.
const maxFiles = LIMITS.maxFilesPerStory;
const maxMbCreate = LIMITS.maxFileMbCreate;
const maxMbEdit = LIMITS.maxFileMbEdit;
const privacyEmail = CONTACT.privacyEmail;
const deletionDays = POLICY.deletedAccountDataDays;

/**
 * The 12 static FAQ entries, three per category. The helpful / not-helpful counts are fixed.
 * The upload limits are the real ones of Share Story, not the outdated '10 MB, JPEG/PNG/MP3/WAV' wording.
 * Entry 5 names the Quick exit button as the shell labels it ("Quick exit"), shortcut included.
 */
export const FAQ_ENTRIES: readonly FaqEntryMessages[] = [
  {
    id: 1,
    category: 'Reporting Process',
    question: msg`How do I share my story?`,
    answer: msg`Sign in, open Share Your Story and write a title and your story in your own words. If writing feels hard, you can record or upload a voice message instead. You can add tags so others can find it, then press Share Story. It appears only as Anonymous, and you can edit or delete it at any time from Your Stories.`,
    helpful: 48,
    notHelpful: 2,
  },
  {
    id: 2,
    category: 'Reporting Process',
    question: msg`Is sharing my story here the same as making a police complaint?`,
    answer: msg`No. Sharing on Sahas is a way to be heard and supported, but it is not an official complaint and nobody is informed on your behalf. If you want to file a complaint, you can go to any police station or call 112, and the Women’s Helpline 1091 or 181 can guide you. The NGOs on our Resources page can also help with free legal advice, whenever you feel ready.`,
    helpful: 41,
    notHelpful: 3,
  },
  {
    id: 3,
    category: 'Reporting Process',
    question: msg`How do I report a story that feels harmful or breaks the rules?`,
    answer: msg`Every story has a report button. Sign in, press it once, and our moderators will review the story. The author is not told who reported it. Stories that put someone at risk, reveal a person’s identity or are abusive are removed.`,
    helpful: 27,
    notHelpful: 1,
  },
  {
    id: 4,
    category: 'Privacy & Security',
    question: msg`Will anyone know that the story is mine?`,
    answer: msg`Other people see you only as Anonymous followed by a short code. Your e-mail address is never shown to anyone. To stay safe, leave out names, places, dates or details that could identify you or the people in your story.`,
    helpful: 56,
    notHelpful: 2,
  },
  {
    id: 5,
    category: 'Privacy & Security',
    question: msg`Is it safe to use Sahas on a shared phone or computer?`,
    answer: msg`It can be. Use a private or incognito window, sign out when you finish, and clear your browsing history if someone else might look at the device. If someone comes near, tap the red Quick exit button at the bottom of the screen: it opens an everyday website at once and clears what this tab kept. On a computer keyboard, pressing Shift three times quickly does the same. Sahas does not use analytics or advertising trackers, and it keeps only the small session cookie that keeps you signed in.`,
    helpful: 39,
    notHelpful: 4,
  },
  {
    id: 6,
    category: 'Privacy & Security',
    question: msg`What do you keep about me, and can I delete it?`,
    answer: msg`We keep the e-mail address you sign in with and what you choose to post: stories, reactions and reviews. We never sell your data or show you ads. You can delete any of your stories at any time from Your Stories, together with its media and reactions. To delete your whole account, write to ${privacyEmail}; its data is removed within ${deletionDays} days.`,
    helpful: 33,
    notHelpful: 2,
  },
  {
    id: 7,
    category: 'NGO Support',
    question: msg`How are the NGOs in the directory checked?`,
    answer: msg`An NGO is listed only after our team has reviewed its request, including its registration number. Any signed-in person can suggest an NGO with the join-request form on the Resources page. Even so, trust your own judgement, and share only what you are comfortable sharing when you first reach out.`,
    helpful: 29,
    notHelpful: 3,
  },
  {
    id: 8,
    category: 'NGO Support',
    question: msg`I need help right now. What can I do?`,
    answer: msg`If you are in danger, please call 112 for the police. The Women’s Helpline 1091 or 181 answers day and night, and the Child Helpline is 1098. Sahas is not an emergency service and cannot send help, but the Resources page lists these numbers with tap-to-call links, together with verified NGOs.`,
    helpful: 62,
    notHelpful: 1,
  },
  {
    id: 9,
    category: 'NGO Support',
    question: msg`Does Sahas or the NGO support cost anything?`,
    answer: msg`Sahas is free, and it will stay free. Many of the NGOs in our directory offer free counselling and legal aid as well; each one sets its own terms, so it is fine to ask about any costs before you begin.`,
    helpful: 35,
    notHelpful: 2,
  },
  {
    id: 10,
    category: 'Technical Help',
    question: msg`What files can I add to my story?`,
    answer: msg`You can add up to ${maxFiles} files to a story: images, videos or audio recordings, each up to ${maxMbCreate} MB. You can also record a voice message right in your browser. When you edit a story later, each new file can be up to ${maxMbEdit} MB. Photos can carry hidden details such as where they were taken, so choose with care.`,
    helpful: 24,
    notHelpful: 3,
  },
  {
    id: 11,
    category: 'Technical Help',
    question: msg`Can I read stories in my own language?`,
    answer: msg`Yes. Each story has a language menu that translates it on request into 8+ Indian languages (Hindi, Marathi, Bengali, Tamil, Telugu, Kannada, Malayalam, Gujarati and Punjabi) as well as English, Spanish and French. Translations are automatic, so some words may come out a little differently; you can always switch back to the original.`,
    withoutHelper: {
      helper: 'translate',
      answer: msg`Not on this site at the moment: automatic translation of stories is not available here, so stories have no language menu. You can still use Sahas in your own language with the language switcher, and write your own story in whichever language you are most comfortable with.`,
    },
    helpful: 44,
    notHelpful: 5,
  },
  {
    id: 12,
    category: 'Technical Help',
    question: msg`What does the Fix Grammar button do?`,
    answer: msg`Grammar correction uses an AI model to tidy up spelling and grammar in your draft. Your text is sent to it only when you press the button, and the result stays in your draft so you can read it and change anything before sharing. Suggest Tags works differently: it simply looks for keywords in your story on your own device.`,
    withoutHelper: {
      helper: 'grammar',
      answer: msg`This site does not offer grammar correction at the moment, so there is no Fix Grammar button when you write. Your story is welcome just as you write it: spelling and grammar do not matter here. Suggest Tags still works: it simply looks for keywords in your story on your own device.`,
    },
    helpful: 21,
    notHelpful: 2,
  },
];

/**
 * The entries with their question and answer in the active language, which the search reads,
 * each answer saying what this deployment offers.
 */
export function faqEntriesIn(i18n: I18n, offered: OfferedHelpers): CategorisedFaqEntry[] {
  return FAQ_ENTRIES.map(({ withoutHelper, ...entry }) => ({
    ...entry,
    question: i18n._(entry.question),
    answer: i18n._(
      withoutHelper && !offered[withoutHelper.helper] ? withoutHelper.answer : entry.answer,
    ),
  }));
}
