import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { isSupportMessageId, SUPPORT_MESSAGES, supportMessageById } from './support-messages';

describe('SUPPORT_MESSAGES', () => {
  // Stored and sent ids must never change meaning: this list changes only by adding to it. It
  // also says the fifteen are distinct, worded, short kebab-case words safe to store and send,
  // and hold the three the spec names.
  it('keeps its ids and their words stable', () => {
    expect(Object.fromEntries(SUPPORT_MESSAGES.map(({ id, key }) => [id, MESSAGES[key]]))).toEqual({
      'not-alone': 'You are not alone',
      'stay-strong': 'Stay strong',
      'healing-possible': 'Healing is possible',
      'voice-matters': 'Your voice matters',
      'we-believe-you': 'We believe you',
      'braver-than-you-know': 'You are braver than you know',
      'sending-strength': 'Sending you strength',
      'not-your-fault': 'It was not your fault',
      'deserve-safety': 'You deserve to be safe',
      'one-step': 'One step at a time',
      'courage-inspires': 'Your courage inspires us',
      'you-are-heard': 'You are heard',
      'brighter-days': 'Brighter days are ahead',
      'you-matter': 'You matter',
      'we-stand-with-you': 'We stand with you',
    });
  });
});

describe('isSupportMessageId and supportMessageById', () => {
  it('know exactly the fifteen ids', () => {
    for (const entry of SUPPORT_MESSAGES) {
      expect(isSupportMessageId(entry.id)).toBe(true);
      expect(supportMessageById(entry.id)).toBe(entry);
    }
    for (const other of ['', 'Voice-Matters', 'supportVoiceMatters', 'toString', null, 3]) {
      expect(isSupportMessageId(other)).toBe(false);
    }
    expect(supportMessageById('__proto__')).toBeUndefined();
  });
});
