import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  HIVE_LOGO_MAX_BYTES,
  HIVE_LOGO_TYPES,
  HIVE_LOGO_URL_PREFIX,
  HiveMessages,
  hiveLogoFileName,
} from '@hivemind/contracts';
import type { Logger } from '@hivemind/common';
import { RestRemoveHiveLogoDocument, RestSetHiveLogoDocument, type HiveFieldsFragment } from '../generated/graphql.js';
import { logoKey, type UploadStorage } from '../uploads/storage.js';
import type { RestContext } from './core/context.js';
import { badRequest, RestError } from './core/errors.js';
import { isMultipart, readMultipartFile } from './core/multipart.js';
import { requireUuid } from './core/params.js';
import { route } from './core/route.js';
import { hiveJson, hiveOf } from './hives-json.js';

/**
 * Hive logos (spec 1 §2 edit mode, §5, §7): POST /api/hives/{id}/logo (multipart field `logo`)
 * answers { logoUrl }; DELETE clears it. Owners only (spec 4: a hive's details are edited by its
 * owners) — checked before anything is stored, and again by hives-svc when the URL is recorded.
 * The image is recognised by its bytes (png, jpeg, webp), at most 2097152 bytes; the file is named
 * by the hive and a hash of its content and served by the gateway under /uploads/hive-logos/.
 * Each route is the hive, the stored file and a mutation, so each has a handler of its own.
 * Operations in graphql/hives.graphql.
 */
/** Past this the upload is no longer read (the size in the message then comes from Content-Length). */
const HARD_LIMIT_BYTES = 8 * HIVE_LOGO_MAX_BYTES;
const EXTENSIONS: Record<(typeof HIVE_LOGO_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

function isLogoType(mime: string): mime is (typeof HIVE_LOGO_TYPES)[number] {
  return (HIVE_LOGO_TYPES as readonly string[]).includes(mime);
}

async function requireOwnedHive(ctx: RestContext): Promise<HiveFieldsFragment> {
  requireUuid(ctx.params.id, 'id');
  const hive = await hiveOf(ctx);
  if (hive.viewerRole !== 'owner') throw new RestError(403, HiveMessages.ownersOnly);
  return hive;
}

export function hiveLogoRoutes(storage: UploadStorage, logger: Logger) {
  /** The stored file of an uploaded logo URL, removed; failures are logged (an orphan file, not an error). */
  async function removeStoredLogo(url: string | null): Promise<void> {
    const name = url ? hiveLogoFileName(url) : null;
    if (!name) return;
    try {
      await storage.delete(logoKey(name));
    } catch (err) {
      logger.warn({ err, url }, 'could not delete a replaced hive logo file');
    }
  }

  return [
    route('POST', '/api/hives/:id/logo', {
      session: true,
      upload: true,
      handler: async (ctx) => {
        const hive = await requireOwnedHive(ctx);
        if (!isMultipart(ctx.req)) throw badRequest('Send the logo as multipart/form-data in the field "logo"');
        const file = await readMultipartFile(ctx.req, {
          field: 'logo',
          maxBytes: HIVE_LOGO_MAX_BYTES,
          hardLimitBytes: HARD_LIMIT_BYTES,
        });
        if (!file || file.size === 0) throw badRequest(HiveMessages.logoMissing);
        if (file.tooLarge) {
          const declared = Number(ctx.req.headers['content-length'] ?? 0);
          throw new RestError(413, HiveMessages.logoTooLarge(Math.max(file.size, declared || 0)));
        }
        const type = await fileTypeFromBuffer(file.bytes);
        if (!type || !isLogoType(type.mime)) throw badRequest(HiveMessages.logoMissing);

        const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 32);
        const name = `${hive.id}-${hash}.${EXTENSIONS[type.mime]}`;
        const logoUrl = `${HIVE_LOGO_URL_PREFIX}${name}`;
        await storage.put(logoKey(name), file.bytes, type.mime);
        let updated: HiveFieldsFragment;
        try {
          ({ setHiveLogo: updated } = await ctx.graphql(
            RestSetHiveLogoDocument,
            { id: hive.id, logoUrl },
            { internal: true },
          ));
        } catch (err) {
          // Nothing half-written: the new file goes unless it is the logo already recorded.
          if (hive.logo !== logoUrl) await removeStoredLogo(logoUrl);
          throw err;
        }
        if (hive.logo !== logoUrl) await removeStoredLogo(hive.logo);
        return { body: { logoUrl, hive: hiveJson(updated) } };
      },
    }),

    route('DELETE', '/api/hives/:id/logo', {
      session: true,
      handler: async (ctx) => {
        const hive = await requireOwnedHive(ctx);
        const { removeHiveLogo } = await ctx.graphql(RestRemoveHiveLogoDocument, { id: hive.id }, { internal: true });
        await removeStoredLogo(hive.logo);
        return { body: { success: true, logoUrl: null, hive: hiveJson(removeHiveLogo) } };
      },
    }),
  ];
}
