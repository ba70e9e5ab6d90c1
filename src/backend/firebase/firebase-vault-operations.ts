// Her vault on Firebase (issue 37). Firestore holds, under her uid and readable by her alone
// (firestore.rules, "Her vault"):
// - vaults/{uid}: her wrapped-key record; a re-wrap must name the wrapped key it replaces
//   (previous_wrapped_key), which the rules compare with the stored one, so two tabs cannot
//   overwrite each other's passphrase change;
// - vaults/{uid}/items/{itemId}: one sealed journal entry or safety plan;
// - vaults/{uid}/attachments/{attachmentId}: which item an attachment belongs to, and its size.
// Storage holds each attachment's sealed bytes at vault/{uid}/{attachmentId} (storage.rules:
// hers alone, opaque octets). Nothing here can read what any of it says.
import { BackendError, catalogueError } from '@/backend/backend-error';
import { checkedBy } from '@/backend/checked-input';
import { requireUid } from '@/backend/firebase/firebase-caller';
import { finishUpload } from '@/backend/firebase/upload-task';
import { dataCall, isPermissionDenied, toBackendError } from '@/backend/firebase/firebase-errors';
import { firebaseOperations, type FirebaseHandlers } from '@/backend/firebase/firebase-operations';
import type { FirebaseServices, FirestoreHandle } from '@/backend/firebase/firebase-services';
import type { VaultPort } from '@/backend/port';
import { LIMITS } from '@/domain/limits';
import { MY_VAULT_NOTE, type MyVaultCopy } from '@/domain/my-data';
import { VAULT_OPERATIONS, type VaultOperations } from '@/domain/operations/vault-operations';
import type { StoredVaultItem, StoredWrappedKeyRecord } from '@/domain/vault-records';

export const VAULT_STORAGE_ROOT = 'vault';

export function vaultPath(uid: string): string {
  return `vaults/${uid}`;
}

export function vaultAttachmentStoragePath(uid: string, attachmentId: string): string {
  return `${VAULT_STORAGE_ROOT}/${uid}/${attachmentId}`;
}

function notFound(): BackendError {
  return new BackendError('not-found', 'Not found.', 404, { code: 'notFound' });
}

function isoOf(value: unknown): string {
  const time = value as { toDate?: () => Date } | null | undefined;
  return typeof time?.toDate === 'function'
    ? time.toDate().toISOString()
    : new Date().toISOString();
}

/** Deletes stored bytes; one already gone is no failure (an erasure may be run again). */
async function deleteBytes(services: FirebaseServices, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const { sdk, storage } = await services.storage();
  await Promise.all(
    paths.map(async (path) => {
      try {
        await sdk.deleteObject(sdk.ref(storage, path));
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'storage/object-not-found') throw error;
      }
    }),
  );
}

/** Her attachments' ids, all or those of one item. */
async function attachmentIds(
  { sdk, db }: FirestoreHandle,
  uid: string,
  itemId?: string,
): Promise<string[]> {
  const all = sdk.collection(db, vaultPath(uid), 'attachments');
  const query = itemId ? sdk.query(all, sdk.where('item_id', '==', itemId)) : all;
  return (await sdk.getDocs(query)).docs.map((doc) => doc.id);
}

/** The attachments' bytes first, then their documents: nothing is left that names no file. */
async function removeAttachments(
  services: FirebaseServices,
  handle: FirestoreHandle,
  uid: string,
  ids: readonly string[],
): Promise<void> {
  await deleteBytes(
    services,
    ids.map((id) => vaultAttachmentStoragePath(uid, id)),
  );
  const { sdk, db } = handle;
  await Promise.all(ids.map((id) => sdk.deleteDoc(sdk.doc(db, vaultPath(uid), 'attachments', id))));
}

/** Everything of her vault: attachments, items, then the record. Also her account's erasure. */
export async function eraseVaultOf(services: FirebaseServices, uid: string): Promise<void> {
  const handle = await services.firestore();
  const { sdk, db } = handle;
  await removeAttachments(services, handle, uid, await attachmentIds(handle, uid));
  const items = await sdk.getDocs(sdk.collection(db, vaultPath(uid), 'items'));
  await Promise.all(items.docs.map((doc) => sdk.deleteDoc(doc.ref)));
  await sdk.deleteDoc(sdk.doc(db, vaultPath(uid)));
}

/** Her vault as her data file carries it: the ciphertext as stored; undefined when none. */
export async function vaultCopyOf(
  { sdk, db }: FirestoreHandle,
  uid: string,
): Promise<MyVaultCopy | undefined> {
  const [key, items, attachments] = await Promise.all([
    sdk.getDoc(sdk.doc(db, vaultPath(uid))),
    sdk.getDocs(sdk.collection(db, vaultPath(uid), 'items')),
    sdk.getDocs(sdk.collection(db, vaultPath(uid), 'attachments')),
  ]);
  if (!key.exists() && items.empty && attachments.empty) return undefined;
  return {
    note: MY_VAULT_NOTE,
    key: key.exists() ? ((key.data().record as StoredWrappedKeyRecord | undefined) ?? null) : null,
    items: items.docs.map((doc) => itemOf(doc.id, doc.data())),
    attachments: attachments.docs.map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        item_id: String(data.item_id),
        size_bytes: Number(data.size),
        created_at: isoOf(data.created_at),
      };
    }),
  };
}

function itemOf(id: string, data: Record<string, unknown>): StoredVaultItem {
  return {
    id,
    kind: data.kind as StoredVaultItem['kind'],
    sealed: data.sealed as string,
    updatedAt: isoOf(data.updated_at),
  };
}

export const VAULT_HANDLERS: FirebaseHandlers<VaultOperations> = {
  async vaultKey(services) {
    const uid = await requireUid(services);
    const { sdk, db } = await services.firestore();
    const snapshot = await sdk.getDoc(sdk.doc(db, vaultPath(uid)));
    const record = snapshot.exists()
      ? ((snapshot.data().record as StoredWrappedKeyRecord | undefined) ?? null)
      : null;
    return { record };
  },

  async saveVaultKey(services, { record, previousWrappedKey }) {
    const uid = await requireUid(services);
    const { sdk, db } = await services.firestore();
    const ref = sdk.doc(db, vaultPath(uid));
    const fields =
      previousWrappedKey === undefined
        ? { record, updated_at: sdk.serverTimestamp() }
        : { record, previous_wrapped_key: previousWrappedKey, updated_at: sdk.serverTimestamp() };
    try {
      // The rules accept a create only where none exists, and an update only when
      // previous_wrapped_key is the stored wrapped key: anything else is another tab's change.
      await sdk.setDoc(ref, fields);
    } catch (error) {
      if (isPermissionDenied(error)) {
        throw new BackendError('conflict', 'The vault key was changed meanwhile.', 409, {
          code: 'conflict',
        });
      }
      throw error;
    }
  },

  async vaultItems(services) {
    const uid = await requireUid(services);
    const { sdk, db } = await services.firestore();
    const items = await sdk.getDocs(sdk.collection(db, vaultPath(uid), 'items'));
    return { items: items.docs.map((doc) => itemOf(doc.id, doc.data())) };
  },

  async saveVaultItem(services, { itemId, kind, sealed }) {
    const uid = await requireUid(services);
    const { sdk, db } = await services.firestore();
    const ref = sdk.doc(db, vaultPath(uid), 'items', itemId);
    // The rules cannot count her items: a new one is counted here, as the server counts it.
    if (!(await sdk.getDoc(ref)).exists()) {
      const held = await sdk.getCount(sdk.collection(db, vaultPath(uid), 'items'));
      if (held.data().count >= LIMITS.vaultItemsMax) {
        throw new BackendError(
          'conflict',
          `Your notes hold at most ${LIMITS.vaultItemsMax} items.`,
          409,
          { code: 'conflict' },
        );
      }
    }
    await sdk.setDoc(ref, { kind, sealed, updated_at: sdk.serverTimestamp() });
  },

  async deleteVaultItem(services, { itemId }) {
    const uid = await requireUid(services);
    const handle = await services.firestore();
    const { sdk, db } = handle;
    const ref = sdk.doc(db, vaultPath(uid), 'items', itemId);
    const [item, attachments] = await Promise.all([
      sdk.getDoc(ref),
      attachmentIds(handle, uid, itemId),
    ]);
    // Attachments uploaded for an entry never saved go too, as on the server.
    if (!item.exists() && attachments.length === 0) throw notFound();
    await removeAttachments(services, handle, uid, attachments);
    await sdk.deleteDoc(ref);
  },

  async eraseVault(services) {
    await eraseVaultOf(services, await requireUid(services));
  },

  async deleteVaultAttachment(services, { attachmentId }) {
    const uid = await requireUid(services);
    const handle = await services.firestore();
    const { sdk, db } = handle;
    const ref = sdk.doc(db, vaultPath(uid), 'attachments', attachmentId);
    if (!(await sdk.getDoc(ref)).exists()) throw notFound();
    await removeAttachments(services, handle, uid, [attachmentId]);
  },
};

export function createFirebaseVault(services: FirebaseServices): VaultPort {
  return {
    ...firebaseOperations(services, VAULT_OPERATIONS, VAULT_HANDLERS),

    uploadVaultAttachment: ({ sealed, ...ids }, { onProgress, signal } = {}) =>
      dataCall(async () => {
        signal?.throwIfAborted();
        const { vaultAttachmentUploadSchema } = await import('@/domain/vault-input');
        const { attachmentId, itemId } = await checkedBy(vaultAttachmentUploadSchema, ids);
        const uid = await requireUid(services);
        if (sealed.size > LIMITS.vaultAttachmentMaxBytes) {
          throw new BackendError('too-large', 'The file is too large.', 413, { code: 'tooLarge' });
        }
        const handle = await services.firestore();
        const { sdk, db } = handle;
        const held = await attachmentIds(handle, uid, itemId);
        if (!held.includes(attachmentId) && held.length >= LIMITS.vaultAttachmentsPerItemMax) {
          throw catalogueError('conflict', 409, 'tooManyFiles');
        }
        // Its document first: bytes in Storage are never left without one naming them.
        await sdk.setDoc(sdk.doc(db, vaultPath(uid), 'attachments', attachmentId), {
          item_id: itemId,
          size: sealed.size,
          created_at: sdk.serverTimestamp(),
        });
        const { sdk: storageSdk, storage } = await services.storage();
        const ref = storageSdk.ref(storage, vaultAttachmentStoragePath(uid, attachmentId));
        const task = storageSdk.uploadBytesResumable(ref, sealed, {
          contentType: 'application/octet-stream',
          cacheControl: 'no-store',
          contentDisposition: 'attachment',
        });
        try {
          await finishUpload(task, { signal, onProgress });
        } catch (error) {
          throw toBackendError(error);
        }
        onProgress?.(1);
      }),

    vaultAttachment: (argument) =>
      dataCall(async () => {
        const { vaultAttachmentRefSchema } = await import('@/domain/vault-input');
        const { attachmentId } = await checkedBy(vaultAttachmentRefSchema, argument);
        const uid = await requireUid(services);
        const { sdk, storage } = await services.storage();
        try {
          const bytes = await sdk.getBytes(
            sdk.ref(storage, vaultAttachmentStoragePath(uid, attachmentId)),
            LIMITS.vaultAttachmentMaxBytes,
          );
          return new Blob([bytes], { type: 'application/octet-stream' });
        } catch (error) {
          if ((error as { code?: unknown }).code === 'storage/object-not-found') throw notFound();
          throw error;
        }
      }),
  };
}
