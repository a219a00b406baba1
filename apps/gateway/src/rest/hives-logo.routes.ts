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
import { isMultipart, readMultipartFile } from '../uploads/multipart.js';
import type { UploadStorage } from '../uploads/storage.js';
import { badRequest, RestError } from './errors.js';
import { hiveOf, requireSession } from './hives.routes.js';
import { HIVE_FIELDS, hiveJson, type HiveData } from './hives-json.js';
import { requireUuid, type RestContext, type RestRouter } from './router.js';

/**
 * Hive logos (spec 1 §2 edit mode, §5, §7): POST /api/hives/{id}/logo (multipart field `logo`)
 * answers { logoUrl }; DELETE clears it. Owners only (spec 4: a hive's details are edited by its
 * owners) — checked before anything is stored, and again by hives-svc when the URL is recorded.
 * The image is recognised by its bytes (png, jpeg, webp), at most 2097152 bytes; the file is named
 * by the hive and a hash of its content and served by the gateway under /uploads/hive-logos/.
 */
const SET_LOGO = `mutation RestSetHiveLogo($id: ID!, $logoUrl: String!) {
  setHiveLogo(id: $id, logoUrl: $logoUrl) { ${HIVE_FIELDS} }
}`;
const REMOVE_LOGO = `mutation RestRemoveHiveLogo($id: ID!) { removeHiveLogo(id: $id) { ${HIVE_FIELDS} } }`;

/** Past this the upload is no longer read (the size in the message then comes from Content-Length). */
const HARD_LIMIT_BYTES = 8 * HIVE_LOGO_MAX_BYTES;
const EXTENSIONS: Record<(typeof HIVE_LOGO_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const LOGO_KEY_FOLDER = 'hive-logos';

export function logoKey(fileName: string): string {
  return `${LOGO_KEY_FOLDER}/${fileName}`;
}

function isLogoType(mime: string): mime is (typeof HIVE_LOGO_TYPES)[number] {
  return (HIVE_LOGO_TYPES as readonly string[]).includes(mime);
}

async function requireOwnedHive(ctx: RestContext): Promise<HiveData> {
  requireSession(ctx);
  requireUuid(ctx.params.id, 'id');
  const hive = await hiveOf(ctx);
  if (hive.viewerRole !== 'owner') throw new RestError(403, HiveMessages.ownersOnly);
  return hive;
}

/** The stored file of an uploaded logo URL, removed; failures are logged (an orphan file, not an error). */
async function removeStoredLogo(storage: UploadStorage, logger: Logger, url: string | null): Promise<void> {
  const name = url ? hiveLogoFileName(url) : null;
  if (!name) return;
  try {
    await storage.delete(logoKey(name));
  } catch (err) {
    logger.warn({ err, url }, 'could not delete a replaced hive logo file');
  }
}

export function registerHiveLogoRoutes(router: RestRouter, storage: UploadStorage, logger: Logger): void {
  router.add('POST', '/api/hives/:id/logo', async (ctx) => {
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
    let updated: HiveData;
    try {
      ({ setHiveLogo: updated } = await ctx.graphql<{ setHiveLogo: HiveData }>(
        SET_LOGO,
        { id: hive.id, logoUrl },
        { internal: true },
      ));
    } catch (err) {
      // Nothing half-written: the new file goes unless it is the logo already recorded.
      if (hive.logo !== logoUrl) await removeStoredLogo(storage, logger, logoUrl);
      throw err;
    }
    if (hive.logo !== logoUrl) await removeStoredLogo(storage, logger, hive.logo);
    return { body: { logoUrl, hive: hiveJson(updated) } };
  });

  router.add('DELETE', '/api/hives/:id/logo', async (ctx) => {
    const hive = await requireOwnedHive(ctx);
    const { removeHiveLogo } = await ctx.graphql<{ removeHiveLogo: HiveData }>(
      REMOVE_LOGO,
      { id: hive.id },
      { internal: true },
    );
    await removeStoredLogo(storage, logger, hive.logo);
    return { body: { success: true, logoUrl: null, hive: hiveJson(removeHiveLogo) } };
  });
}
