// /api/vault/*: her journal's and safety plan's sealed rows and attachments (issue 37). Signed-in
// only; every query is scoped to her user id, so another user and an admin get nothing of hers
// (404, as for what does not exist). Every answer is private and no-store.
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LIMITS } from '@/domain/limits';
import { VAULT_OPERATIONS } from '@/domain/operations/vault-operations';
import { vaultAttachmentRefSchema, vaultAttachmentUploadSchema } from '@/domain/vault-input';
import { vaultAttachments, vaultItems } from '../db/schema';
import { type AppEnv, requireUser } from '../http/current-user';
import { refuseWith } from '../http/error-handler';
import { operationRoutes } from '../http/operation-route';
import type { RouteDeps } from '../http/route-deps';
import { parseValue } from '../http/validate';
import { type VaultQuotaOptions, vaultAttachmentReceiver } from './vault-attachment-upload';
import {
  deleteVaultAttachment,
  deleteVaultItem,
  eraseVaultRows,
  findVaultAttachment,
  listVaultItems,
  readVaultKey,
  saveVaultItem,
  saveVaultKey,
} from './vault-queries';

/** The signed-in caller, with her answer marked private (the app's no-store applies too). */
function owner(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
  return requireUser(c);
}

const limitVaultBody = bodyLimit({
  maxSize: LIMITS.vaultJsonBodyMaxBytes,
  onError: () => refuseWith(413, 'tooLarge', 'The request is too large.'),
});

export function vaultRoutes({ db, mediaStore }: RouteDeps, quota: VaultQuotaOptions = {}) {
  const routes = new Hono<AppEnv>();
  const receive = vaultAttachmentReceiver(db, mediaStore, quota);
  routes.use('/vault/key', limitVaultBody);
  routes.use('/vault/items/*', limitVaultBody);

  // Mounted at /api itself: DELETE /vault is one of its paths, not under a folder of them.
  operationRoutes(routes, '', VAULT_OPERATIONS, {
    vaultKey: async (c) => ({ record: await readVaultKey(db, owner(c).id) }),
    saveVaultKey: async (c, { record, previousWrappedKey }) => {
      await saveVaultKey(db, owner(c).id, record, previousWrappedKey);
    },
    vaultItems: async (c) => ({ items: await listVaultItems(db, owner(c).id) }),
    saveVaultItem: async (c, item) => {
      await saveVaultItem(db, owner(c).id, item);
    },
    deleteVaultItem: async (c, { itemId }) => {
      const files = await deleteVaultItem(db, owner(c).id, itemId);
      await mediaStore.remove(files);
    },
    eraseVault: async (c) => {
      const userId = owner(c).id;
      const files = await db.transaction((tx) => eraseVaultRows(tx, userId));
      await mediaStore.remove(files);
    },
    deleteVaultAttachment: async (c, { attachmentId }) => {
      const file = await deleteVaultAttachment(db, owner(c).id, attachmentId);
      await mediaStore.remove([file]);
    },
  });

  // The bytes travel raw both ways (request-guards.ts lets this PUT through as an upload).
  routes.put('/vault/attachments/:attachmentId', async (c) => {
    const user = owner(c);
    const { attachmentId, itemId } = parseValue(vaultAttachmentUploadSchema, {
      attachmentId: c.req.param('attachmentId'),
      itemId: c.req.query('item'),
    });
    // An item id someone else holds is not hers to attach to.
    const [item] = await db
      .select({ userId: vaultItems.userId })
      .from(vaultItems)
      .where(eq(vaultItems.id, itemId));
    if (item && item.userId !== user.id) refuseWith(404, 'notFound', 'Not found.');
    // Refused before a byte is read too (and again when recorded, should one race it in).
    const [taken] = await db
      .select({ userId: vaultAttachments.userId })
      .from(vaultAttachments)
      .where(eq(vaultAttachments.id, attachmentId));
    if (taken) {
      if (taken.userId !== user.id) refuseWith(404, 'notFound', 'Not found.');
      refuseWith(409, 'conflict', 'This attachment is stored already.');
    }
    await receive({
      user,
      attachmentId,
      itemId,
      lengthHeader: c.req.header('content-length'),
      body: c.req.raw.body,
    });
    return c.body(null, 204);
  });

  routes.get('/vault/attachments/:attachmentId', async (c) => {
    const user = owner(c);
    const { attachmentId } = parseValue(vaultAttachmentRefSchema, {
      attachmentId: c.req.param('attachmentId'),
    });
    const found = await findVaultAttachment(db, user.id, attachmentId);
    if (!found) refuseWith(404, 'notFound', 'Not found.');
    const stream =
      found.sizeBytes > 0
        ? await mediaStore.read(found.fileName, { start: 0, end: found.sizeBytes - 1 })
        : null;
    if (!stream) refuseWith(404, 'notFound', 'Not found.');
    return c.body(stream, 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(found.sizeBytes),
      // Opaque bytes to be saved, never rendered, whatever a browser might guess they are.
      'Content-Disposition': 'attachment',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
