import { describe, expect, it } from 'vitest';
import { EMERGENCY_LINE, LIMITS, POLICY, RECORDED_AUDIO_MIME } from './limits';

describe('limits (spec §9)', () => {
  it('matches the business constants', () => {
    expect(LIMITS).toMatchObject({
      homeTopStories: 9,
      testimonialsFetched: 9,
      homeTruncateChars: 600,
      storiesTruncateChars: 400,
      maxFileMbCreate: 200,
      maxFileMbEdit: 50,
      maxFilesPerStory: 10,
      carouselAutoplayMs: 5000,
      carouselSpeedMs: 500,
      heroRotateMs: 15_000,
      heroPhraseCount: 6,
      backToTopPx: 300,
      idPrefixShort: 6,
      idPrefixLong: 8,
      supportMessageCount: 15,
      translationLanguageCount: 12,
      tagCount: 11,
      editStoryTagCount: 9,
      directoryPageSize: 12,
      passwordMinLength: 8,
      adminEmailCount: 3,
      faqEntryCount: 12,
    });
  });

  it('states file sizes in bytes consistently with the MB figures', () => {
    expect(LIMITS.maxFileBytesCreate).toBe(LIMITS.maxFileMbCreate * 1024 * 1024);
    expect(LIMITS.maxFileBytesEdit).toBe(LIMITS.maxFileMbEdit * 1024 * 1024);
  });

  it('records voice as webm and shows the emergency line', () => {
    expect(RECORDED_AUDIO_MIME).toBe('audio/webm');
    expect(EMERGENCY_LINE).toBe('1800-SAFE-NOW');
  });

  it('has the policy figures', () => {
    expect(POLICY).toMatchObject({
      version: '2.0',
      effectiveDate: '28 September 2025',
      inactiveAccountDeletionYears: 2,
      deletedAccountDataDays: 30,
      privacyInquiryHours: 48,
      dataRequestDays: 30,
      legalInquiryBusinessDays: 5,
      uptimeAimPercent: 99.9,
      minimumAge: 18,
      liabilityCapUsd: 0,
      governingLaw: 'India',
    });
  });
});
