// The fake backend's account port: her summary, her data, a new password and the erasure of
// everything she wrote, answering and refusing as the real backends do (the port contract's
// account cases run against it).
import { catalogueError } from '@/backend/backend-error';
import type { AccountPort } from '@/backend/port';
import type { SessionUser } from '@/domain/entities';
import { reactionId } from '@/domain/entities';
import { anonymousName } from '@/domain/display';
import { MY_DATA_FORMAT, myDataFileName, myStory } from '@/domain/my-data';
import { isStrongPassword } from '@/domain/password-rules';
import type { FakeAuth } from '@/testing/fake-auth';
import type { FakeDatabase } from '@/testing/fake-backend';

/** What the account port needs of the fake it belongs to. */
export interface FakeAccountContext {
  db: FakeDatabase;
  auth: FakeAuth;
  /** Records the call, waits while held, fails if told to. */
  enter(method: `account.${keyof AccountPort}`, args: unknown[]): Promise<void>;
  requireUser(): SessionUser;
  /** Removes a story with its media, reactions and reports. */
  removeStory(id: string): void;
  /** Removes every upload she owns that no story holds. */
  removeUploadsOf(userId: string): void;
  now(): string;
}

/** When every fake account was made. */
const ACCOUNTS_CREATED_AT = new Date(Date.UTC(2025, 0, 1)).toISOString();

/** Accounts a test made without a password (SIGNED_IN_USER) accept any non-empty one. */
const ANY_PASSWORD = Symbol('any password');

export function createFakeAccount(context: FakeAccountContext): AccountPort {
  const { db, auth } = context;

  function passwordOf(user: SessionUser): string | typeof ANY_PASSWORD {
    return auth.accounts.get(user.email)?.password ?? ANY_PASSWORD;
  }

  function confirmPassword(user: SessionUser, given: string | null): void {
    if (given === null || given === '')
      throw catalogueError('invalid', 400, 'accountPasswordRequired');
    const password = passwordOf(user);
    if (password !== ANY_PASSWORD && password !== given) {
      throw catalogueError('invalid', 400, 'wrongPassword');
    }
  }

  return {
    async summary() {
      await context.enter('account.summary', []);
      const user = context.requireUser();
      return {
        email: user.email,
        pseudonym: anonymousName(user.id),
        emailVerified: user.emailVerified,
        created_at: ACCOUNTS_CREATED_AT,
        provider: 'email',
        activeSessions: 1,
      };
    },

    async myData() {
      await context.enter('account.myData', []);
      const user = context.requireUser();
      const exportedAt = context.now();
      const stories = db.stories.filter((story) => story.owner_id === user.id).map(myStory);
      return {
        fileName: myDataFileName(new Date(exportedAt)),
        data: {
          format: MY_DATA_FORMAT,
          exported_at: exportedAt,
          profile: {
            email: user.email,
            pseudonym: anonymousName(user.id),
            created_at: ACCOUNTS_CREATED_AT,
          },
          stories,
          testimonials: db.testimonials
            .filter((testimonial) => testimonial.owner_id === user.id)
            .map(({ id, content, created_at }) => ({ id, content, created_at })),
          // The fake keeps no time for a reaction: it reads as made at the export.
          reactions: db.stories
            .filter((story) => db.reactions.has(reactionId(user.id, story.id)))
            .map((story) => ({ story_id: story.id, created_at: exportedAt })),
          reports: db.reports
            .filter((report) => report.user_id === user.id)
            .map(({ story_id, reason, reported_at }) => ({ story_id, reason, reported_at })),
          ngo_requests: db.ngoRequests
            .filter((request) => request.user_id === user.id)
            .map(({ name, description, contact, email, registration_number, created_at }) => ({
              name,
              description,
              contact,
              email,
              registration_number,
              created_at,
            })),
        },
      };
    },

    async resendVerification() {
      await context.enter('account.resendVerification', []);
      context.requireUser();
    },

    async signOutEverywhere() {
      await context.enter('account.signOutEverywhere', []);
      context.requireUser();
      auth.endSession();
    },

    async changePassword(currentPassword, newPassword) {
      await context.enter('account.changePassword', [currentPassword, newPassword]);
      const user = context.requireUser();
      if (!isStrongPassword(newPassword)) throw catalogueError('invalid', 400, 'weakPassword');
      confirmPassword(user, currentPassword);
      const account = auth.accounts.get(user.email);
      if (account) account.password = newPassword;
    },

    async deleteAccount(password) {
      await context.enter('account.deleteAccount', [password]);
      const user = context.requireUser();
      confirmPassword(user, password);
      for (const story of db.stories.filter((candidate) => candidate.owner_id === user.id)) {
        context.removeStory(story.id);
      }
      for (const story of db.stories) {
        if (db.reactions.delete(reactionId(user.id, story.id))) story.reactionsCount -= 1;
      }
      db.reports = db.reports.filter((report) => report.user_id !== user.id);
      db.testimonials = db.testimonials.filter((testimonial) => testimonial.owner_id !== user.id);
      db.ngoRequests = db.ngoRequests.filter((request) => request.user_id !== user.id);
      context.removeUploadsOf(user.id);
      auth.accounts.delete(user.email);
      auth.endSession();
    },
  };
}
