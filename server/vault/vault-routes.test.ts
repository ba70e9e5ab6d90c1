// Her vault's API (issue 37): a visitor 401, what the port contract's vault cases do not show
// (the download's headers, her ids not others' to write), the refusals that change nothing (a
// NUL byte, malformed base64url, someone else's ids), attachments streamed into the media store
// and counted in her quota, and no-store on every answer.
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { vaultAttachments, vaultItems } from '../db/schema';
import { JPEG } from '../media/media-samples';
import { sweepMedia } from '../media/media-sweep';
import { rawUpload } from '../media/media-test-helpers';
import { largeBody } from '../testing/large-body';
import { setupTestServer } from '../testing/setup-test-server';
import { type TestUser, testUser } from '../stories/story-test-helpers';
import {
  aRecord,
  attachmentUpload,
  journalEntry,
  sealedItem,
  vaultFiles,
  vaultRequests,
  WRAPPED_KEY_CHARS,
} from './vault-test-helpers';

describe('her vault’s API', () => {
  const server = setupTestServer(
    { adminEmails: ['admin@example.org'], mediaQuotaBytes: 3 * 1024 * 1024 },
    async ({ db, mediaDir }) => {
      await db.execute(sql`truncate table vault_keys, vault_items, vault_attachments, media`);
      // Each test counts the files it stored: those of the rows just emptied go too.
      for (const name of await vaultFiles(mediaDir)) await rm(join(mediaDir, name));
    },
  );
  const api = vaultRequests(server);
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    admin = await testUser(server, 'admin@example.org');
  });
  beforeEach(async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    owner = await testUser(server, `owner-${suffix}@example.org`);
    other = await testUser(server, `other-${suffix}@example.org`);
  });

  it('refuses a visitor everything with 401, no-store', async () => {
    const id = randomUUID();
    const answers = await Promise.all([
      api.key(null),
      api.saveKey(null, { record: aRecord() }),
      api.items(null),
      api.saveItem(null, id, journalEntry()),
      api.deleteItem(null, id),
      api.erase(null),
      api.upload(null, id, id, new Uint8Array(64)),
      api.attachment(null, id),
      api.deleteAttachment(null, id),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    }
    expect(await server.db.select().from(vaultItems)).toEqual([]);
  });

  // Her key and items coming back as she saved them, and none of it (key, items, attachments,
  // a delete) for another user or an admin, a re-wrap only over the wrapped key it names: the
  // port contract's vault cases (src/testing/port-contract-vault.ts) on this server. Here: the
  // download's headers, and that her ids are not others' to write to.
  it('serves her attachment as a private download, and keeps her ids hers', async () => {
    const record = aRecord();
    expect((await api.saveKey(owner, { record })).status).toBe(204);
    const entryId = randomUUID();
    const entry = sealedItem();
    await api.saveItem(owner, entryId, journalEntry(entry));
    const attachmentId = randomUUID();
    const bytes = attachmentUpload(2048);
    expect((await api.upload(owner, attachmentId, entryId, bytes)).status).toBe(204);
    const download = await api.attachment(owner, attachmentId);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    const headers = ['content-type', 'content-disposition', 'x-content-type-options'];
    expect(headers.map((name) => download.headers.get(name))).toEqual([
      'application/octet-stream',
      'attachment',
      'nosniff',
    ]);
    expect(download.headers.get('cache-control')).toMatch(/no-store/);

    for (const someone of [other, admin]) {
      expect((await api.attachment(someone, attachmentId)).status).toBe(404);
      expect((await api.deleteAttachment(someone, attachmentId)).status).toBe(404);
      expect((await api.deleteItem(someone, entryId)).status).toBe(404);
      // Her ids are not theirs to write: 404, and hers stays as it was.
      const taken = await api.saveItem(someone, entryId, journalEntry());
      expect(taken.status).toBe(404);
      expect((await api.upload(someone, randomUUID(), entryId, attachmentUpload(64))).status).toBe(
        404,
      );
      // Her attachment id: refused before the body is read.
      const announced = largeBody(100);
      const takenId = await api.uploadStream(
        someone,
        attachmentId,
        randomUUID(),
        announced.body,
        1024 * 1024,
      );
      expect(takenId.status).toBe(404);
      expect(announced.read()).toBeLessThanOrEqual(1024 * 1024);
      // Their own erasure leaves hers.
      expect((await api.erase(someone)).status).toBe(204);
    }
    expect((await api.itemsOf(owner)).items.find((item) => item.id === entryId)?.sealed).toBe(
      entry,
    );
    expect(await api.keyOf(owner)).toEqual({ record });
    expect((await api.attachment(owner, attachmentId)).status).toBe(200);
  });

  it('refuses a re-wrap before any record exists: there is nothing to replace', async () => {
    const rewrap = await api.saveKey(owner, {
      record: aRecord(),
      previousWrappedKey: aRecord().wrappedKey,
    });
    expect(rewrap.status).toBe(409);
    expect((await rewrap.json()) as unknown).toMatchObject({ code: 'conflict' });
    expect(await api.keyOf(owner)).toEqual({ record: null });
  });

  it('refuses malformed shapes with 400 and stores nothing', async () => {
    const id = randomUUID();
    const good = sealedItem();
    const refusals = [
      api.saveItem(owner, id, journalEntry(`${good}\u0000`)),
      api.saveItem(owner, id, journalEntry(`${good.slice(0, -2)}==`)),
      api.saveItem(owner, id, journalEntry(good.replace(/.$/, '+'))),
      api.saveItem(owner, id, journalEntry('AAAA')),
      api.saveItem(owner, id, { kind: 'attachment', sealed: good }),
      api.saveItem(owner, id, journalEntry('A'.repeat(LIMITS.vaultSealedItemMaxChars + 1))),
      api.saveItem(owner, id.toUpperCase(), journalEntry(good)),
      api.saveItem(owner, `${id.slice(0, -1)}%00`, journalEntry(good)),
      api.saveKey(owner, { record: { ...aRecord(), salt: 'c2FsdA\u0000' } }),
      api.saveKey(owner, {
        record: { ...aRecord(), wrappedKey: 'A'.repeat(WRAPPED_KEY_CHARS - 1) },
      }),
      api.saveKey(owner, { record: { ...aRecord(), iterations: LIMITS.vaultMaxIterations + 1 } }),
      api.saveKey(owner, { record: { ...aRecord(), kdf: 'Argon2id' } }),
      api.upload(owner, 'not-a-uuid', id, attachmentUpload(64)),
      api.upload(owner, id, 'not-a-uuid', attachmentUpload(64)),
    ];
    for (const answer of await Promise.all(refusals)) {
      expect(answer.status).toBe(400);
      expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    }
    expect(await server.db.select().from(vaultItems)).toEqual([]);
    expect(await api.keyOf(owner)).toEqual({ record: null });
    expect(await server.db.select().from(vaultAttachments)).toEqual([]);
  });

  // A body over the JSON limit, declared or streamed, is refused before this route reads it:
  // security/bounded-bodies.test.ts (one guard in front of every route).
  it('refuses an attachment over the limit before reading it, and one that outgrows its length while streaming', async () => {
    const itemId = randomUUID();
    const announced = largeBody(100);
    const over = await api.uploadStream(
      owner,
      randomUUID(),
      itemId,
      announced.body,
      LIMITS.vaultAttachmentMaxBytes + 1,
    );
    expect(over.status).toBe(413);
    expect(announced.read()).toBeLessThan(8 * 1024 * 1024);

    // Announced small, sent large: the receiver stops at the announced length.
    const streamed = largeBody(100);
    const lying = await api.uploadStream(owner, randomUUID(), itemId, streamed.body, 1024 * 1024);
    expect(lying.status).toBe(413);
    expect(streamed.read()).toBeLessThan(8 * 1024 * 1024);

    // Over what is left of her quota (3 MB here): refused as the media upload words it.
    const quota = largeBody(100);
    const full = await api.uploadStream(owner, randomUUID(), itemId, quota.body, 4 * 1024 * 1024);
    expect(full.status).toBe(413);
    expect((await full.json()) as unknown).toMatchObject({ code: 'mediaQuotaReached' });
    expect(quota.read()).toBeLessThan(8 * 1024 * 1024);

    expect(await server.db.select().from(vaultAttachments)).toEqual([]);
    const staged = await readdir(server.mediaStore.stagingDir).catch(() => []);
    expect(staged).toEqual([]);
  });

  it('counts attachments in her media quota, both ways', async () => {
    const itemId = randomUUID();
    const twoMb = attachmentUpload(2 * 1024 * 1024);
    expect((await api.upload(owner, randomUUID(), itemId, twoMb)).status).toBe(204);
    const second = await api.upload(owner, randomUUID(), itemId, twoMb);
    expect(second.status).toBe(413);
    expect((await second.json()) as unknown).toMatchObject({ code: 'mediaQuotaReached' });

    // A story photo now finds her 3 MB less the 2 MB her vault holds.
    const photo = new Uint8Array(1536 * 1024);
    photo.set(JPEG);
    const media = await rawUpload(server, photo, { cookie: owner.cookie, type: 'image/jpeg' });
    expect(media.status).toBe(413);
    expect((await media.json()) as unknown).toMatchObject({ code: 'mediaQuotaReached' });
  });

  it('holds at most the named number of attachments per item', async () => {
    const itemId = randomUUID();
    const attachTo = (item: string) => api.upload(owner, randomUUID(), item, attachmentUpload(64));
    for (let index = 0; index < LIMITS.vaultAttachmentsPerItemMax; index += 1) {
      expect((await attachTo(itemId)).status).toBe(204);
    }
    const more = await attachTo(itemId);
    expect(more.status).toBe(409);
    expect((await more.json()) as unknown).toMatchObject({ code: 'tooManyFiles' });
    // Another item has room of its own.
    expect((await attachTo(randomUUID())).status).toBe(204);
  });

  it('holds at most the named number of items', async () => {
    await server.db.insert(vaultItems).values(
      Array.from({ length: LIMITS.vaultItemsMax }, () => ({
        id: randomUUID(),
        userId: owner.id,
        kind: 'journal-entry',
        sealed: sealedItem(),
      })),
    );
    const more = await api.saveItem(owner, randomUUID(), journalEntry());
    expect(more.status).toBe(409);
    // Replacing one she has is no new item.
    const [one] = await server.db.select({ id: vaultItems.id }).from(vaultItems).limit(1);
    expect((await api.saveItem(owner, one?.id ?? '', journalEntry())).status).toBe(204);
  });

  it('never serves a sealed attachment at /media, and the media sweep keeps it', async () => {
    const attachmentId = randomUUID();
    expect(
      (await api.upload(owner, attachmentId, randomUUID(), attachmentUpload(128))).status,
    ).toBe(204);
    const [row] = await server.db.select().from(vaultAttachments);
    expect(row?.fileName).toMatch(/\.vault$/);
    expect(
      (await server.request(`/media/${row?.fileName ?? ''}`, { cookie: owner.cookie })).status,
    ).toBe(404);
    const swept = await sweepMedia({ ...server, graceMs: 0, log: () => {} });
    expect(swept.orphanFiles).toBe(0);
    expect((await api.attachment(owner, attachmentId)).status).toBe(200);
  });

  it('deletes an item with its attachments, and erases the whole vault', async () => {
    const itemId = randomUUID();
    const keptId = randomUUID();
    await api.saveKey(owner, { record: aRecord() });
    await api.saveItem(owner, itemId, journalEntry());
    await api.saveItem(owner, keptId, journalEntry());
    const gone = randomUUID();
    const kept = randomUUID();
    await api.upload(owner, gone, itemId, attachmentUpload(64));
    await api.upload(owner, kept, keptId, attachmentUpload(64));
    expect(await vaultFiles(server.mediaDir)).toHaveLength(2);

    expect((await api.deleteItem(owner, itemId)).status).toBe(204);
    expect((await api.deleteItem(owner, itemId)).status).toBe(404);
    expect((await api.attachment(owner, gone)).status).toBe(404);
    expect((await api.attachment(owner, kept)).status).toBe(200);
    expect((await api.itemsOf(owner)).items.map((item) => item.id)).toEqual([keptId]);
    expect(await vaultFiles(server.mediaDir)).toHaveLength(1);

    expect((await api.deleteAttachment(owner, kept)).status).toBe(204);
    expect((await api.deleteAttachment(owner, kept)).status).toBe(404);
    await api.upload(owner, randomUUID(), keptId, attachmentUpload(64));

    expect((await api.erase(owner)).status).toBe(204);
    expect(await api.keyOf(owner)).toEqual({ record: null });
    expect(await api.itemsOf(owner)).toEqual({ items: [] });
    expect(await server.db.select().from(vaultAttachments)).toEqual([]);
    expect(await vaultFiles(server.mediaDir)).toEqual([]);
  });
});
