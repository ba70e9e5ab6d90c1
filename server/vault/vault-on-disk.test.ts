// What the server keeps of her notes (issue 37), on an embedded database in a folder of its own:
// sealed in the test as her browser seals them (src/lib/vault), no file of the data folder or
// the media folder, and no row, holds a word or a byte of what she wrote in clear; her data file
// carries the ciphertext with its note; her account's erasure takes every row and file. And two
// server processes on one database: one passphrase change wins, the other is told.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_VAULT_NOTE, type MyData } from '@/domain/my-data';
import { encryptBytes } from '@/lib/vault/sealed-bytes';
import { encryptItem } from '@/lib/vault/sealed-item';
import { createVault, rewrapVault } from '@/lib/vault/vault';
import { STRONG_PASSPHRASE } from '@/lib/vault/vault-test-helpers';
import type { OpenDatabase } from '../db/database';
import { vaultAttachments, vaultItems, vaultKeys } from '../db/schema';
import { filesHolding, testUser } from '../stories/story-test-helpers';
import { serverOnDisk } from '../testing/server-on-disk';
import { createTestServer, openOneDatabaseTwice, type TestServer } from '../testing/test-server';
import { aRecord, journalEntry, vaultFiles, vaultRequests } from './vault-test-helpers';

const PASSWORD = 'Str0ng!pass';

describe('her notes on disk (embedded database)', () => {
  const marker = `marker-${randomBytes(8).toString('hex')}`;
  const onDisk = serverOnDisk('sahas-vault-');

  it('keeps only ciphertext, gives it back in her data file, and erases it with her account', async () => {
    const { dbDir, database, server } = onDisk;
    const api = vaultRequests(server);
    const her = await testUser(server, `meera.${randomBytes(6).toString('hex')}@example.org`);
    const vault = await createVault(STRONG_PASSPHRASE);
    expect((await api.saveKey(her, { record: vault.record })).status).toBe(204);

    const entryId = randomUUID();
    const entry = {
      happenedAt: '2026-11-02T21:30',
      place: `near ${marker} market`,
      whatHappened: `He pushed me against the door. ${marker}`,
      who: `${marker} (husband)`,
    };
    const sealed = await encryptItem(vault.key, { kind: 'journal-entry', id: entryId }, entry);
    const saved = await api.saveItem(her, entryId, journalEntry(sealed));
    expect(saved.status).toBe(204);
    const planId = randomUUID();
    const plan = { codeWord: `${marker}-umbrella`, safePlace: `${marker} aunt's house` };
    const planSealed = await encryptItem(vault.key, { kind: 'safety-plan', id: planId }, plan);
    expect(
      (await api.saveItem(her, planId, { kind: 'safety-plan', sealed: planSealed })).status,
    ).toBe(204);

    // A "photo" whose bytes hold the marker, sealed in small chunks as her browser seals it.
    const photo = new TextEncoder().encode(`\xff\xd8 photo of the bruise ${marker} `.repeat(200));
    const attachmentId = randomUUID();
    const attachment = { kind: 'attachment', id: attachmentId } as const;
    const sealedPhoto = await encryptBytes(vault.key, attachment, photo, { chunkBytes: 1024 });
    const sealedBytes = new Uint8Array(await sealedPhoto.arrayBuffer());
    expect((await api.upload(her, attachmentId, entryId, sealedBytes)).status).toBe(204);

    // Her passphrase changed: the same data key, re-wrapped.
    const rewrapped = await rewrapVault(vault.record, STRONG_PASSPHRASE, 'Green door, 4 lamps?');
    const rewrap = { record: rewrapped, previousWrappedKey: vault.record.wrappedKey };
    expect((await api.saveKey(her, rewrap)).status).toBe(204);

    // No row holds the marker, in any column.
    const rows = await server.db.execute(sql`
      select (select count(*)::int from vault_items where sealed like ${`%${marker}%`}) as items,
             (select count(*)::int from vault_keys where record::text like ${`%${marker}%`}) as keys`);
    expect(JSON.stringify(rows)).toContain('"items":0');
    expect(JSON.stringify(rows)).toContain('"keys":0');
    expect((await server.db.select().from(vaultItems)).map((row) => row.sealed).sort()).toEqual(
      [sealed, planSealed].sort(),
    );

    // Her data file: the ciphertext as stored, the note, nothing in clear.
    const file = await server.request('/api/account/data', { body: {}, cookie: her.cookie });
    expect(file.status).toBe(200);
    const text = await file.text();
    expect(text).not.toContain(marker);
    const data = JSON.parse(text) as MyData;
    expect(data.vault?.note).toBe(MY_VAULT_NOTE);
    expect(data.vault?.key).toEqual(rewrapped);
    expect(data.vault?.items.map((item) => item.sealed).sort()).toEqual(
      [sealed, planSealed].sort(),
    );
    expect(data.vault?.attachments).toEqual([
      expect.objectContaining({ id: attachmentId, item_id: entryId, size_bytes: sealedPhoto.size }),
    ]);

    // Written out, the ciphertext is found where it is (the search works) and the marker nowhere.
    await database.db.execute(sql`CHECKPOINT`);
    const stored = await filesHolding(dbDir, [sealed.slice(0, 40)]);
    expect(stored.filter((path) => path.startsWith('base/')).length).toBeGreaterThan(0);
    expect(await filesHolding(dbDir, [marker])).toEqual([]);
    expect(await filesHolding(server.mediaDir, [marker])).toEqual([]);
    expect(await filesHolding(server.mediaDir, ['photo of the bruise'])).toEqual([]);
    expect(await vaultFiles(server.mediaDir)).toHaveLength(1);

    // Her account goes: every row and file of her notes with it.
    const erased = await server.request('/api/account/delete', {
      body: { password: PASSWORD },
      cookie: her.cookie,
    });
    expect(erased.status).toBe(204);
    expect(await server.db.select().from(vaultKeys)).toEqual([]);
    expect(await server.db.select().from(vaultItems)).toEqual([]);
    expect(await server.db.select().from(vaultAttachments)).toEqual([]);
    expect(await vaultFiles(server.mediaDir)).toEqual([]);
    await onDisk.closeDatabase();
    expect(await filesHolding(dbDir, [marker])).toEqual([]);
  }, 60_000);
});

describe('her notes on two server processes', () => {
  let first: TestServer;
  let second: TestServer;
  let databases: [OpenDatabase, OpenDatabase];
  beforeAll(async () => {
    databases = await openOneDatabaseTwice();
    first = await createTestServer({ database: databases[0] });
    second = await createTestServer({ database: databases[1] });
  }, 60_000);
  afterAll(async () => {
    for (const server of [first, second]) await server.close();
    for (const database of new Set(databases)) await database.close();
  });

  it('lets one of two passphrase changes win, and each process reads what the other wrote', async () => {
    const her = await testUser(first, `lata.${randomBytes(6).toString('hex')}@example.org`);
    const [onFirst, onSecond] = [vaultRequests(first), vaultRequests(second)];
    const record = aRecord();
    expect((await onFirst.saveKey(her, { record })).status).toBe(204);
    const [a, b] = [aRecord(), aRecord()];
    const answers = await Promise.all([
      onFirst.saveKey(her, { record: a, previousWrappedKey: record.wrappedKey }),
      onSecond.saveKey(her, { record: b, previousWrappedKey: record.wrappedKey }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    const winner = answers[0]?.status === 204 ? a : b;
    expect(await onSecond.keyOf(her)).toEqual({ record: winner });
    expect(await onFirst.keyOf(her)).toEqual({ record: winner });

    const itemId = randomUUID();
    const sealed = randomBytes(300).toString('base64url');
    expect((await onFirst.saveItem(her, itemId, journalEntry(sealed))).status).toBe(204);
    expect((await onSecond.itemsOf(her)).items.map((item) => item.sealed)).toEqual([sealed]);
    expect((await onSecond.deleteItem(her, itemId)).status).toBe(204);
    expect(await onFirst.itemsOf(her)).toEqual({ items: [] });
  }, 60_000);
});
