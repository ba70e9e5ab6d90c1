// The port contract for her vault (issue 37): what she seals with src/lib/vault comes back as
// she sealed it and opens with her passphrase; nobody else (another user, an admin, a visitor)
// gets any of it; a re-wrap replaces her record only over the wrapped key it names; deleting an
// item takes its attachments; forgetting her passphrase erases it all.
import { describe, expect } from 'vitest';
import type { BackendPort } from '@/backend/port';
import { decryptBytes, encryptBytes } from '@/lib/vault/sealed-bytes';
import { decryptItem, encryptItem } from '@/lib/vault/sealed-item';
import { openVault } from '@/lib/vault/vault';
import type { WrappedKeyRecord } from '@/lib/vault/wrapped-key-record';
import { cheapVault, STRONG_PASSPHRASE } from '@/lib/vault/vault-test-helpers';
import { expectRefusal, type ContractCase } from '@/testing/port-contract-helpers';

/** A journal entry of hers, sealed and saved; its id and what it says. */
async function savedEntry(backend: BackendPort, key: CryptoKey) {
  const id = crypto.randomUUID();
  const entry = { place: 'the kitchen', whatHappened: 'He threw the plate at me.' };
  const sealed = await encryptItem(key, { kind: 'journal-entry', id }, entry);
  await backend.vault.saveVaultItem({ itemId: id, kind: 'journal-entry', sealed });
  return { id, entry, sealed };
}

export function describeVaultCases(test: ContractCase, options: { attachments: boolean }): void {
  describe('vault', () => {
    test('keeps what she sealed for her alone, and it opens with her passphrase', async (backends) => {
      const { backend } = await backends.user('meera');
      expect(await backend.vault.vaultKey({})).toEqual({ record: null });
      const vault = await cheapVault();
      await backend.vault.saveVaultKey({ record: vault.record });
      const { record } = await backend.vault.vaultKey({});
      expect(record).toEqual(vault.record);

      const key = await openVault(record, STRONG_PASSPHRASE);
      const { id, entry, sealed } = await savedEntry(backend, key);
      const planId = crypto.randomUUID();
      const plan = { codeWord: 'umbrella' };
      await backend.vault.saveVaultItem({
        itemId: planId,
        kind: 'safety-plan',
        sealed: await encryptItem(key, { kind: 'safety-plan', id: planId }, plan),
      });
      const { items } = await backend.vault.vaultItems({});
      expect(items.map((item) => [item.id, item.kind]).sort()).toEqual(
        [
          [id, 'journal-entry'],
          [planId, 'safety-plan'],
        ].sort(),
      );
      const stored = items.find((item) => item.id === id);
      expect(stored?.sealed).toBe(sealed);
      expect(Number.isNaN(Date.parse(stored?.updatedAt ?? ''))).toBe(false);
      expect(await decryptItem(key, { kind: 'journal-entry', id }, stored?.sealed ?? '')).toEqual(
        entry,
      );

      // Replaced under the same id: the newer ciphertext is what comes back.
      const edited = await encryptItem(
        key,
        { kind: 'journal-entry', id },
        { ...entry, place: 'x' },
      );
      await backend.vault.saveVaultItem({ itemId: id, kind: 'journal-entry', sealed: edited });
      const again = await backend.vault.vaultItems({});
      expect(again.items.find((item) => item.id === id)?.sealed).toBe(edited);

      const others = [(await backends.user('other')).backend, (await backends.admin()).backend];
      for (const someone of others) {
        expect(await someone.vault.vaultKey({})).toEqual({ record: null });
        expect(await someone.vault.vaultItems({})).toEqual({ items: [] });
        await expectRefusal(someone.vault.deleteVaultItem({ itemId: id }), 'notFound');
      }
      const visitor = backends.visitor();
      await expectRefusal(visitor.vault.vaultKey({}), 'signInRequired');
      await expectRefusal(visitor.vault.vaultItems({}), 'signInRequired');
    });

    test('re-wraps her record only over the wrapped key it names', async (backends) => {
      const { backend } = await backends.user('asha');
      const { record: first } = await cheapVault();
      const { record: second } = await cheapVault();
      /** Her record replaced by `record` over the wrapped key of `over`. */
      const rewrap = (record: WrappedKeyRecord, over: WrappedKeyRecord) =>
        backend.vault.saveVaultKey({ record, previousWrappedKey: over.wrappedKey });
      await backend.vault.saveVaultKey({ record: first });
      await expectRefusal(backend.vault.saveVaultKey({ record: second }), 'conflict');
      await expectRefusal(rewrap(second, second), 'conflict');
      await rewrap(second, first);
      expect(await backend.vault.vaultKey({})).toEqual({ record: second });
      // An older tab, still naming the first key, cannot put it back.
      await expectRefusal(rewrap(first, first), 'conflict');
    });

    test('refuses a malformed item before anything is stored', async (backends) => {
      const { backend } = await backends.user('lata');
      const save = (itemId: string, sealed: string) =>
        backend.vault.saveVaultItem({ itemId, kind: 'journal-entry', sealed });
      await expectRefusal(save(crypto.randomUUID(), 'not base64url!'), 'invalidRequest');
      await expectRefusal(save('Not-A-Uuid', 'A'.repeat(64)), 'invalidRequest');
      expect(await backend.vault.vaultItems({})).toEqual({ items: [] });
    });

    test('deletes an item, and erases everything when she forgets her passphrase', async (backends) => {
      const { backend } = await backends.user('noor');
      const vault = await cheapVault();
      await backend.vault.saveVaultKey({ record: vault.record });
      const gone = await savedEntry(backend, vault.key);
      const kept = await savedEntry(backend, vault.key);
      await backend.vault.deleteVaultItem({ itemId: gone.id });
      await expectRefusal(backend.vault.deleteVaultItem({ itemId: gone.id }), 'notFound');
      expect((await backend.vault.vaultItems({})).items.map((item) => item.id)).toEqual([kept.id]);

      await backend.vault.eraseVault({});
      expect(await backend.vault.vaultKey({})).toEqual({ record: null });
      expect(await backend.vault.vaultItems({})).toEqual({ items: [] });
      // She can start again with a new passphrase.
      await backend.vault.saveVaultKey({ record: (await cheapVault()).record });
    });

    if (!options.attachments) return;

    test('keeps a sealed attachment for her alone, and deletes it with its item', async (backends) => {
      const { backend } = await backends.user('priya');
      const vault = await cheapVault();
      await backend.vault.saveVaultKey({ record: vault.record });
      const { id: itemId } = await savedEntry(backend, vault.key);
      const attachmentId = crypto.randomUUID();
      const ref = { kind: 'attachment', id: attachmentId } as const;
      const photo = new TextEncoder().encode('a photo of the bruise, '.repeat(100));
      const sealed = await encryptBytes(vault.key, ref, photo, { chunkBytes: 1024 });
      const progress: number[] = [];
      await backend.vault.uploadVaultAttachment(
        { attachmentId, itemId, sealed },
        { onProgress: (fraction) => progress.push(fraction) },
      );
      expect(progress.at(-1)).toBe(1);

      const back = await backend.vault.vaultAttachment({ attachmentId });
      const opened = await decryptBytes(vault.key, ref, back);
      expect(new Uint8Array(await opened.arrayBuffer())).toEqual(photo);

      const other = (await backends.user('someone')).backend;
      await expectRefusal(other.vault.vaultAttachment({ attachmentId }), 'notFound');
      await expectRefusal(other.vault.deleteVaultAttachment({ attachmentId }), 'notFound');

      await backend.vault.deleteVaultItem({ itemId });
      await expectRefusal(backend.vault.vaultAttachment({ attachmentId }), 'notFound');
      await expectRefusal(backend.vault.deleteVaultAttachment({ attachmentId }), 'notFound');
    });
  });
}
