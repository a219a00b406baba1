// Hive logo upload and removal (spec part 1 §2 edit mode, §5 logo rule, §7 POST/DELETE
// /api/hives/{id}/logo, §8 alerts). The same two checks as the server, before anything is sent.
import { HIVE_LOGO_MAX_BYTES, HiveMessages } from '@hivemind/contracts';
import { CSRF_HEADER } from '../../api/client.js';
import { rest, type RestResult } from '../../api/rest.js';

/** The file input's accept list: png, jpeg, jpg, webp. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/jpg,image/webp,.png,.jpg,.jpeg,.webp';
const LOGO_MIME_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'];

export const logoMessages = {
  notImage: HiveMessages.logoMissing,
  tooLarge: HiveMessages.logoTooLarge,
  uploadFailed: 'Failed to upload logo',
  deleteFailed: 'Failed to delete logo',
  recommended: 'Recommended: 512x512 square image (PNG, JPEG or WebP, at most 2MB).',
  upload: 'Upload logo',
  replace: 'Replace logo',
  remove: 'Remove logo',
  label: 'Hive logo',
} as const;

/** Why the chosen file cannot be a logo, or null when it may be sent. */
export function logoFileProblem(file: { readonly type: string; readonly size: number }): string | null {
  if (!LOGO_MIME_TYPES.includes(file.type.toLowerCase())) return logoMessages.notImage;
  if (file.size > HIVE_LOGO_MAX_BYTES) return logoMessages.tooLarge(file.size);
  return null;
}

export async function uploadHiveLogo(hiveId: string, file: File): Promise<RestResult<{ logoUrl: string }>> {
  const form = new FormData();
  form.append('logo', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/hives/${encodeURIComponent(hiveId)}/logo`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...CSRF_HEADER },
      body: form,
    });
  } catch {
    return { ok: false, status: 0, error: logoMessages.uploadFailed };
  }
  const json = (await response.json().catch(() => undefined)) as { logoUrl?: unknown; error?: unknown } | undefined;
  if (!response.ok || typeof json?.logoUrl !== 'string') {
    const error = typeof json?.error === 'string' && json.error ? json.error : logoMessages.uploadFailed;
    return { ok: false, status: response.status, error };
  }
  return { ok: true, status: response.status, data: { logoUrl: json.logoUrl } };
}

export function deleteHiveLogo(hiveId: string): Promise<RestResult<unknown>> {
  return rest('DELETE', `/api/hives/${encodeURIComponent(hiveId)}/logo`, undefined, logoMessages.deleteFailed);
}
