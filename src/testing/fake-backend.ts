// An in-memory BackendPort for component tests. It answers like the real backends do (the port
// contract in port-contract.ts runs against it: paging by cursor, any-of tag filter, one
// reaction per user, hiding by reports, BackendError kinds and codes), records every call, and
// can make any method fail or hold its replies so a test can see loading states and races.
import { BackendError, catalogueError, signInRequired } from '@/backend/backend-error';
import type {
  AccountPort,
  AdminPort,
  BackendPort,
  HelpersPort,
  MediaPort,
  NgosPort,
  OfferedHelpers,
  StoriesPort,
  StoryQuery,
  TestimonialsPort,
} from '@/backend/port';
import { checkStoryInput } from '@/backend/story-input-check';
import type { Ngo, NgoRequest, SessionUser, Story, Testimonial, UserId } from '@/domain/entities';
import { reactionId } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { storedMediaExtension } from '@/domain/media-extensions';
import { isSupportedMediaType } from '@/domain/media-files';
import { trimNgoRequest, validateNgoRequest } from '@/domain/ngo-request';
import { validateTestimonial } from '@/domain/testimonial';
import { STORY_TAGS, type ReportReason } from '@/domain/vocabularies';
import { createFakeAccount } from '@/testing/fake-account';
import { createFakeAuth, type FakeAuth, type FakeAuthOptions } from '@/testing/fake-auth';
import { MESSAGES } from '@/domain/messages';

/** Every data method of the port, named 'group.method' (auth calls are recorded by FakeAuth). */
export type FakeBackendMethod =
  | `stories.${keyof StoriesPort}`
  | `media.${keyof MediaPort}`
  | `testimonials.${keyof TestimonialsPort}`
  | `ngos.${keyof NgosPort}`
  | `admin.${keyof AdminPort}`
  | `helpers.${keyof HelpersPort}`
  | `account.${keyof AccountPort}`;

export interface FakeBackendCall {
  method: FakeBackendMethod;
  args: unknown[];
}

export interface FakeBackendOptions {
  /** The signed-in user; null (the default) means signed out. */
  user?: SessionUser | null;
  authOptions?: FakeAuthOptions;
  /** Seed data: a number makes that many generated stories / testimonials. */
  stories?: number | SeedStory[];
  testimonials?: number | SeedTestimonial[];
  ngos?: Ngo[];
  ngoRequests?: NgoRequest[];
  /** Page size of `stories.list` when the query gives no limit (the server's default is 10). */
  pageSize?: number;
  /**
   * Which helpers `helpers.offered` says this deployment has; both by default, as the screens'
   * tests of Translate and Fix Grammar expect.
   */
  helpersOffered?: OfferedHelpers;
  /** Makes the named methods reject with this error (see also `fail()`). */
  failWith?: Partial<Record<FakeBackendMethod, Error>>;
  /**
   * Another fake whose data this one reads and writes: several fakes, each with its own user,
   * act as several people on one backend (the port contract's author, reader and admin).
   */
  sharedWith?: FakeBackend;
}

/** Calls to a held method wait until the test releases them, in any order. */
export interface HeldCalls {
  /** How many calls are waiting. */
  readonly waiting: number;
  /** Lets the `index`-th held call (0 = the first made) go on. */
  release(index?: number): void;
  /** Lets every waiting call go on and stops holding new ones. */
  releaseAll(): void;
}

export type FakeBackend = BackendPort & {
  auth: FakeAuth;
  /** Every data call in order. */
  calls: FakeBackendCall[];
  callsTo(method: FakeBackendMethod): FakeBackendCall[];
  callCount(method: FakeBackendMethod): number;
  /** Makes `method` reject with `error` from now on; `null` makes it work again. */
  fail(method: FakeBackendMethod, error: Error | null): void;
  /** Holds the replies of `method` until released (see HeldCalls). */
  hold(method: FakeBackendMethod): HeldCalls;
  seedStories(seed: number | SeedStory[]): FakeStory[];
  seedTestimonials(seed: number | SeedTestimonial[]): FakeTestimonial[];
  /** The stored data, for assertions and direct setup. */
  db: FakeDatabase;
};

/**
 * A stored story: the public one and its owner's account id, which, as on the real backends,
 * only decides what she may do and never leaves the store (answers carry is_mine instead).
 */
export type FakeStory = Story & { owner_id: UserId };
export type FakeTestimonial = Testimonial & { owner_id: UserId };
/** Seed data: without owner_id the story or testimonial belongs to nobody signed in here. */
export type SeedStory = Story & { owner_id?: UserId };
export type SeedTestimonial = Testimonial & { owner_id?: UserId };

const NOBODYS = 'an-account-of-someone-else';

export interface FakeDatabase {
  stories: FakeStory[];
  testimonials: FakeTestimonial[];
  /** Reaction ids, `${userId}_${storyId}` as in the document store. */
  reactions: Set<string>;
  /**
   * A dismissed report no longer counts but still blocks its user reporting again. Only reports
   * from verified addresses count towards hiding (`verified` absent counts as verified).
   */
  reports: {
    story_id: string;
    user_id: string;
    reason: ReportReason;
    reported_at: string;
    dismissed?: boolean;
    verified?: boolean;
  }[];
  ngos: Ngo[];
  ngoRequests: NgoRequest[];
  /** URLs of uploaded files not deleted since. */
  media: Set<string>;
}

/** What fakes sharing one database share besides it: the clock, ids and upload records. */
interface FakeStore {
  db: FakeDatabase;
  clock: number;
  nextId: number;
  uploads: Map<string, { ownerId: string; size: number }>;
}

const STORES = new WeakMap<FakeDatabase, FakeStore>();

/** The directory's order on the server: by name, ignoring case. */
const nameCollator = new Intl.Collator('en', { sensitivity: 'accent', numeric: true });

const BASE_TIME = Date.UTC(2025, 0, 1, 12, 0, 0);
const MINUTE = 60_000;

/**
 * A story with readable defaults; `n` makes ids, titles and dates distinct. Give `owner_id`
 * (e.g. SIGNED_IN_USER.id) to make it hers.
 */
export function makeStory(n: number, overrides: Partial<SeedStory> = {}): SeedStory {
  return {
    id: `story-${n}`,
    title: `Story ${n}`,
    content: `This is story number ${n}.`,
    tags: [STORY_TAGS[n % STORY_TAGS.length] as string],
    media_urls: [],
    author_id: `u${String(n).padStart(5, '0')}-author`,
    // Story 1 is the newest.
    created_at: new Date(BASE_TIME - n * MINUTE).toISOString(),
    reactionsCount: (n * 7) % 50,
    ...overrides,
  };
}

/** A testimonial with readable defaults; testimonial 1 is the newest. */
export function makeTestimonial(
  n: number,
  overrides: Partial<SeedTestimonial> = {},
): SeedTestimonial {
  return {
    id: `testimonial-${n}`,
    content: `Testimonial number ${n}.`,
    author_id: `w${String(n).padStart(7, '0')}-writer`,
    created_at: new Date(BASE_TIME - n * MINUTE).toISOString(),
    ...overrides,
  };
}

function byNewest(a: { created_at: string }, b: { created_at: string }): number {
  return b.created_at.localeCompare(a.created_at);
}

function sortStories<S extends Story>(stories: S[], sort: StoryQuery['sort']): S[] {
  const sorted = [...stories];
  if (sort === 'oldest') sorted.sort((a, b) => -byNewest(a, b) || a.id.localeCompare(b.id));
  else if (sort === 'likes') {
    sorted.sort((a, b) => b.reactionsCount - a.reactionsCount || byNewest(a, b));
  } else sorted.sort((a, b) => byNewest(a, b) || a.id.localeCompare(b.id));
  return sorted;
}

export function createFakeBackend(options: FakeBackendOptions = {}): FakeBackend {
  // Fakes sharing one database share the accounts too: one person, several browsers.
  const auth = createFakeAuth(options.user ?? null, {
    ...options.authOptions,
    accountStore: options.sharedWith?.auth.accounts,
  });
  let currentUser: SessionUser | null = options.user ?? null;
  auth.watch((user) => {
    currentUser = user;
  });

  const shared = options.sharedWith && STORES.get(options.sharedWith.db);
  const store: FakeStore = shared ?? {
    db: {
      stories: [],
      testimonials: [],
      reactions: new Set(),
      reports: [],
      ngos: [],
      ngoRequests: [],
      media: new Set(),
    },
    clock: 0,
    nextId: 1,
    uploads: new Map(),
  };
  STORES.set(store.db, store);
  const db = store.db;
  db.ngos.push(...(options.ngos ?? []));
  db.ngoRequests.push(...(options.ngoRequests ?? []));
  const calls: FakeBackendCall[] = [];
  const failures = new Map<FakeBackendMethod, Error>(
    Object.entries(options.failWith ?? {}) as [FakeBackendMethod, Error][],
  );
  const holds = new Map<FakeBackendMethod, { release: () => void; released: boolean }[]>();

  /** A timestamp after every seeded one, increasing with each write. */
  function now(): string {
    store.clock += 1;
    return new Date(BASE_TIME + store.clock * 1000).toISOString();
  }

  function newId(): number {
    return store.nextId++;
  }
  /** A story's or testimonial's own pseudonym, shaped like the server's random uuid. */
  function newPseudonym(): string {
    return `${newId().toString(16).padStart(8, 'a')}-0000-4000-8000-000000000000`;
  }

  /** Records the call, waits while held, then fails if told to. */
  async function enter(method: FakeBackendMethod, args: unknown[], record = true): Promise<void> {
    if (record) calls.push({ method, args });
    const queue = holds.get(method);
    if (queue) {
      await new Promise<void>((resolve) => {
        queue.push({ release: resolve, released: false });
      });
    }
    const failure = failures.get(method);
    if (failure) throw failure;
  }

  function requireUser(): SessionUser {
    if (!currentUser) {
      throw signInRequired();
    }
    return currentUser;
  }

  function requireAdmin(): SessionUser {
    const user = requireUser();
    if (!user.isAdmin) {
      throw new BackendError('forbidden', 'Only administrators may do this.', 403, {
        code: 'forbidden',
      });
    }
    return user;
  }

  function notFound(what: string): BackendError {
    return new BackendError('not-found', `This ${what} no longer exists.`, 404, {
      code: 'notFound',
    });
  }

  function findStory(id: string): FakeStory {
    const story = db.stories.find((candidate) => candidate.id === id);
    if (!story) throw catalogueError('not-found', 404, 'storyNotFound');
    return story;
  }

  /**
   * The caller's own story; another's is refused with the server's code for `operation`, and a
   * story reports have hidden is missing to everyone but its author and admins.
   */
  function ownStory(id: string, operation: 'update' | 'delete'): FakeStory {
    const user = requireUser();
    const story = findStory(id);
    if (story.under_review && story.owner_id !== user.id && !user.isAdmin) {
      throw catalogueError('not-found', 404, 'storyNotFound');
    }
    if (story.owner_id !== user.id) {
      throw catalogueError(
        'forbidden',
        403,
        operation === 'update' ? 'editOnlyOwn' : 'deleteOnlyOwn',
      );
    }
    return story;
  }

  function seedStories(seed: number | SeedStory[]): FakeStory[] {
    const start = db.stories.length + 1;
    const seeds =
      typeof seed === 'number'
        ? Array.from({ length: seed }, (_, i) => makeStory(start + i))
        : seed;
    // is_mine is never stored: each answer works it out for whoever asks.
    const added = seeds.map((seeded) => {
      const story = { ...seeded, owner_id: seeded.owner_id ?? NOBODYS };
      delete story.is_mine;
      return story;
    });
    db.stories.push(...added);
    return added;
  }

  function seedTestimonials(seed: number | SeedTestimonial[]): FakeTestimonial[] {
    const start = db.testimonials.length + 1;
    const seeds =
      typeof seed === 'number'
        ? Array.from({ length: seed }, (_, i) => makeTestimonial(start + i))
        : seed;
    const added = seeds.map((testimonial) => ({
      ...testimonial,
      owner_id: testimonial.owner_id ?? NOBODYS,
    }));
    db.testimonials.push(...added);
    return added;
  }

  if (options.stories !== undefined) seedStories(options.stories);
  if (options.testimonials !== undefined) seedTestimonials(options.testimonials);

  /** A stored story as the backends answer: no owner, and is_mine for its signed-in owner. */
  function asAnswer(stored: FakeStory, viewer?: SessionUser | null): Story {
    const story: Story & { owner_id?: UserId } = { ...stored };
    delete story.owner_id;
    delete story.is_mine;
    delete story.liked_by_me;
    delete story.reported_by_me;
    return viewer && viewer.id === stored.owner_id ? { ...story, is_mine: true } : story;
  }

  /**
   * What the reads she may be signed in for add, as both backends do: liked_by_me and
   * reported_by_me for the signed-in reader who liked or reported the story, nothing otherwise.
   */
  function withHerFlags(story: Story, viewer: SessionUser | null): Story {
    if (!viewer) return story;
    const liked = db.reactions.has(reactionId(viewer.id, story.id));
    const reported = db.reports.some(
      (report) => report.story_id === story.id && report.user_id === viewer.id,
    );
    return {
      ...story,
      ...(liked ? { liked_by_me: true as const } : {}),
      ...(reported ? { reported_by_me: true as const } : {}),
    };
  }

  /** Stories reports have not hidden (the server's public surfaces). */
  function publicStories(): FakeStory[] {
    return db.stories.filter((story) => !story.under_review);
  }

  /** Like findStory, but a story hidden by reports is missing (reactions, reports). */
  function findPublicStory(id: string): FakeStory {
    const story = findStory(id);
    if (story.under_review) throw catalogueError('not-found', 404, 'storyNotFound');
    return story;
  }

  const stories: StoriesPort = {
    async list(query) {
      await enter('stories.list', [query]);
      const wanted: readonly string[] = query.tags;
      const matching =
        wanted.length === 0
          ? publicStories()
          : publicStories().filter((story) => story.tags.some((tag) => wanted.includes(tag)));
      const sorted = sortStories(matching, query.sort);
      const start = query.cursor ? Number(query.cursor) : 0;
      const end = start + (query.limit ?? options.pageSize ?? 10);
      return {
        stories: sorted
          .slice(start, end)
          .map((story) => withHerFlags(asAnswer(story), currentUser)),
        nextCursor: end < sorted.length ? String(end) : null,
      };
    },
    async top() {
      await enter('stories.top', []);
      return sortStories(publicStories(), 'likes')
        .slice(0, LIMITS.homeTopStories)
        .map((story) => asAnswer(story));
    },
    async mine() {
      await enter('stories.mine', []);
      const user = requireUser();
      return sortStories(
        db.stories.filter((story) => story.owner_id === user.id),
        'newest',
      ).map((story) => withHerFlags(asAnswer(story, user), user));
    },
    async get(id) {
      await enter('stories.get', [id]);
      const story = db.stories.find((candidate) => candidate.id === id);
      const mayRead =
        !story?.under_review || currentUser?.isAdmin || currentUser?.id === story.owner_id;
      return story && mayRead ? withHerFlags(asAnswer(story, currentUser), currentUser) : null;
    },
    async create(input) {
      await enter('stories.create', [input]);
      const user = requireUser();
      const checked = checkStoryInput(input, 'create');
      const story: FakeStory = {
        id: `story-new-${newId()}`,
        title: checked.title,
        content: checked.content,
        tags: checked.tags,
        media_urls: checked.mediaUrls,
        author_id: newPseudonym(),
        owner_id: user.id,
        created_at: now(),
        reactionsCount: 0,
        content_warning: checked.contentWarning ?? '',
        media_sizes: mediaSizes(checked.mediaUrls),
        under_review: false,
      };
      db.stories.push(story);
      return asAnswer(story, user);
    },
    async update(id, input) {
      await enter('stories.update', [id, input]);
      const story = ownStory(id, 'update');
      const checked = checkStoryInput(input, 'update');
      const dropped = story.media_urls.filter((url) => !checked.mediaUrls.includes(url));
      const kept = new Map(story.media_urls.map((url, i) => [url, story.media_sizes?.[i] ?? null]));
      Object.assign(story, {
        title: checked.title,
        content: checked.content,
        tags: checked.tags,
        media_urls: checked.mediaUrls,
        media_sizes: mediaSizes(checked.mediaUrls, kept),
        updated_at: now(),
        // An edit without a content warning keeps the story's own, as on the server.
        ...(checked.contentWarning === undefined
          ? {}
          : { content_warning: checked.contentWarning }),
      });
      deleteMedia(dropped);
      return asAnswer(story, requireUser());
    },
    async remove(id) {
      await enter('stories.remove', [id]);
      ownStory(id, 'delete');
      removeStory(id);
    },
    async react(id) {
      await enter('stories.react', [id]);
      const user = requireUser();
      const story = findPublicStory(id);
      const key = reactionId(user.id, id);
      if (db.reactions.has(key)) throw catalogueError('conflict', 409, 'reactionDuplicate');
      db.reactions.add(key);
      story.reactionsCount += 1;
      return { reactionsCount: story.reactionsCount };
    },
    async report(id, reason) {
      await enter('stories.report', [id, reason]);
      const user = requireUser();
      const story = findPublicStory(id);
      if (db.reports.some((report) => report.story_id === id && report.user_id === user.id)) {
        throw catalogueError('conflict', 409, 'reportDuplicate');
      }
      db.reports.push({
        story_id: id,
        user_id: user.id,
        reason,
        reported_at: now(),
        verified: user.emailVerified,
      });
      // Only readers with a verified address count towards hiding, as on both backends.
      const counted = db.reports.filter(
        (report) => report.story_id === id && !report.dismissed && report.verified !== false,
      );
      if (counted.length >= LIMITS.reportsToHideStory) story.under_review = true;
    },
  };

  /** Sizes aligned with `urls`: of the files uploaded here, else those the story knew. */
  function mediaSizes(
    urls: readonly string[],
    known: ReadonlyMap<string, number | null> = new Map(),
  ): (number | null)[] {
    return urls.map((url) => store.uploads.get(url)?.size ?? known.get(url) ?? null);
  }

  function deleteMedia(urls: readonly string[]) {
    for (const url of urls) {
      db.media.delete(url);
      store.uploads.delete(url);
    }
  }

  function removeStory(id: string) {
    deleteMedia(db.stories.find((story) => story.id === id)?.media_urls ?? []);
    db.stories = db.stories.filter((story) => story.id !== id);
    for (const key of [...db.reactions]) if (key.endsWith(`_${id}`)) db.reactions.delete(key);
    db.reports = db.reports.filter((report) => report.story_id !== id);
  }

  const media: MediaPort = {
    async upload(file, uploadOptions) {
      const purpose = uploadOptions?.purpose ?? 'create';
      await enter('media.upload', [file.name, purpose]);
      const user = requireUser();
      const maxBytes = purpose === 'edit' ? LIMITS.maxFileBytesEdit : LIMITS.maxFileBytesCreate;
      if (file.size > maxBytes) {
        throw new BackendError('too-large', `${file.name} is too large.`, 413, {
          code: 'tooLarge',
        });
      }
      if (!isSupportedMediaType(file.type)) {
        throw new BackendError('unsupported-type', `${file.name} is not a supported type.`, 415, {
          code: 'unsupportedType',
        });
      }
      uploadOptions?.onProgress?.(1);
      // A random-looking name, as on both backends: the picked file's name never shows.
      const url = `/media/fake-${newId()}.${storedMediaExtension(file.type) ?? 'bin'}`;
      db.media.add(url);
      store.uploads.set(url, { ownerId: user.id, size: file.size });
      return url;
    },
    async remove(url) {
      await enter('media.remove', [url]);
      const user = requireUser();
      const upload = store.uploads.get(url);
      // Someone else's file is answered like a missing one.
      if (upload && upload.ownerId !== user.id) throw notFound('file');
      if (!upload && !db.media.has(url)) throw notFound('file');
      deleteMedia([url]);
    },
  };

  const testimonials: TestimonialsPort = {
    async latest() {
      await enter('testimonials.latest', []);
      return [...db.testimonials]
        .sort(byNewest)
        .slice(0, LIMITS.testimonialsFetched)
        .map(({ id, content, author_id, created_at }) => ({ id, content, author_id, created_at }));
    },
    async create(content) {
      await enter('testimonials.create', [content]);
      const user = requireUser();
      const check = validateTestimonial(content);
      if (!check.ok) {
        throw new BackendError('invalid', `The testimonial is ${check.reason}.`, 400, {
          code: 'invalidRequest',
        });
      }
      const testimonial: Testimonial = {
        id: `testimonial-new-${newId()}`,
        content: check.content,
        author_id: newPseudonym(),
        created_at: now(),
      };
      db.testimonials.push({ ...testimonial, owner_id: user.id });
      return testimonial;
    },
  };

  const ngos: NgosPort = {
    async approved() {
      await enter('ngos.approved', []);
      // The registration number and the approving admin's e-mail are for admins only.
      const shown = currentUser?.isAdmin
        ? (ngo: Ngo) => ({ ...ngo })
        : (ngo: Ngo) => ({ ...ngo, registration_number: '', approved_by: '' });
      return [...db.ngos]
        .sort((a, b) => nameCollator.compare(a.name, b.name) || a.id.localeCompare(b.id))
        .map(shown);
    },
    async request(input) {
      await enter('ngos.request', [input]);
      const user = requireUser();
      const fields = trimNgoRequest(input);
      const check = validateNgoRequest(fields);
      if (!check.ok) {
        throw new BackendError('invalid', MESSAGES[check.code], 400, { code: check.code });
      }
      db.ngoRequests.push({
        id: `request-${newId()}`,
        ...fields,
        user_id: user.id,
        created_at: now(),
        approved: false,
      });
    },
  };

  const admin: AdminPort = {
    async pendingRequests() {
      await enter('admin.pendingRequests', []);
      requireAdmin();
      // Newest first, as both backends list them.
      return [...db.ngoRequests]
        .sort((a, b) => byNewest(a, b) || b.id.localeCompare(a.id))
        .map((request) => ({ ...request }));
    },
    async approvedNgos() {
      await enter('admin.approvedNgos', []);
      requireAdmin();
      return [...db.ngos]
        .sort((a, b) => b.approved_at.localeCompare(a.approved_at) || b.id.localeCompare(a.id))
        .map((ngo) => ({ ...ngo }));
    },
    async approveRequest(id, category) {
      await enter('admin.approveRequest', [id, category]);
      const user = requireAdmin();
      const request = db.ngoRequests.find((candidate) => candidate.id === id);
      if (!request) throw notFound('request');
      const ngo: Ngo = {
        id: `ngo-${newId()}`,
        name: request.name,
        description: request.description,
        contact: request.contact,
        email: request.email,
        website: '',
        registration_number: request.registration_number,
        approved: true,
        category,
        approved_at: now(),
        approved_by: user.email,
      };
      db.ngos.push(ngo);
      db.ngoRequests = db.ngoRequests.filter((candidate) => candidate.id !== id);
      return { ...ngo };
    },
    async rejectRequest(id) {
      await enter('admin.rejectRequest', [id]);
      requireAdmin();
      if (!db.ngoRequests.some((candidate) => candidate.id === id)) throw notFound('request');
      db.ngoRequests = db.ngoRequests.filter((candidate) => candidate.id !== id);
    },
    async deleteNgo(id) {
      await enter('admin.deleteNgo', [id]);
      requireAdmin();
      if (!db.ngos.some((candidate) => candidate.id === id)) throw notFound('NGO');
      db.ngos = db.ngos.filter((candidate) => candidate.id !== id);
    },
    async reportedStories() {
      await enter('admin.reportedStories', []);
      requireAdmin();
      const byStory = new Map<string, Partial<Record<ReportReason, number>>>();
      for (const report of db.reports.filter((candidate) => !candidate.dismissed)) {
        const reasons = byStory.get(report.story_id) ?? {};
        reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
        byStory.set(report.story_id, reasons);
      }
      return db.stories
        .filter((story) => byStory.has(story.id))
        .map((story) => {
          const reasons = byStory.get(story.id) ?? {};
          const reportCount = Object.values(reasons).reduce((sum, count) => sum + count, 0);
          const hidden = Boolean(story.under_review);
          return { story: asAnswer(story), reportCount, reasons, hidden };
        })
        .sort((a, b) => b.reportCount - a.reportCount);
    },
    async dismissReports(id) {
      await enter('admin.dismissReports', [id]);
      requireAdmin();
      const story = findStory(id);
      for (const report of db.reports) if (report.story_id === id) report.dismissed = true;
      story.under_review = false;
    },
    async deleteStory(id) {
      await enter('admin.deleteStory', [id]);
      requireAdmin();
      findStory(id);
      removeStory(id);
    },
  };

  // Deterministic stand-ins for the translation and grammar services.
  const helpers: HelpersPort = {
    async offered() {
      // A setting read once per page, not a data call: held and failed like the others, but
      // not recorded, so tests that count a screen's data calls count the same.
      await enter('helpers.offered', [], false);
      return { ...(options.helpersOffered ?? { translate: true, grammar: true }) };
    },
    async translate(title, content, targetLang) {
      await enter('helpers.translate', [title, content, targetLang]);
      return {
        translatedTitle: `[${targetLang}] ${title}`,
        translatedContent: `[${targetLang}] ${content}`,
      };
    },
    async correctGrammar(content) {
      await enter('helpers.correctGrammar', [content]);
      requireUser();
      return `${content.trim()} (corrected)`;
    },
  };

  const account = createFakeAccount({
    db,
    auth,
    enter,
    requireUser,
    removeStory,
    removeUploadsOf(userId) {
      const held = new Set(db.stories.flatMap((story) => story.media_urls));
      const owned = [...store.uploads].filter(([, upload]) => upload.ownerId === userId);
      deleteMedia(owned.map(([url]) => url).filter((url) => !held.has(url)));
    },
    now,
  });

  return {
    auth,
    account,
    stories,
    media,
    testimonials,
    ngos,
    admin,
    helpers,
    calls,
    db,
    callsTo: (method) => calls.filter((call) => call.method === method),
    callCount: (method) => calls.filter((call) => call.method === method).length,
    fail(method, error) {
      if (error) failures.set(method, error);
      else failures.delete(method);
    },
    hold(method) {
      const queue: { release: () => void; released: boolean }[] = [];
      holds.set(method, queue);
      const releaseOne = (entry: (typeof queue)[number] | undefined) => {
        if (!entry || entry.released) return;
        entry.released = true;
        entry.release();
      };
      return {
        get waiting() {
          return queue.filter((entry) => !entry.released).length;
        },
        release(index = queue.findIndex((entry) => !entry.released)) {
          releaseOne(queue[index]);
        },
        releaseAll() {
          if (holds.get(method) === queue) holds.delete(method);
          for (const entry of queue) releaseOne(entry);
        },
      };
    },
    seedStories,
    seedTestimonials,
  };
}
