// Hive logos end to end (spec 1 §2 edit mode, §5 logo rule, §7 POST/DELETE /api/hives/{id}/logo):
// a real PNG is stored and served with image/png; a text file named logo.png, a 2 MB + 1 byte image
// and callers who are not owners are refused with the spec's messages; removal clears it.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { makePng, RestClient, signUpVerified } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';
const MAX = 2_097_152;

const png = (width: number, height: number, a: [number, number, number] = [240, 180, 20]): Buffer =>
  makePng(width, height, { a, b: [20, 20, 20] });

async function upload(
  client: RestClient,
  hiveId: string,
  bytes: Buffer,
  filename = 'logo.png',
  type = 'image/png',
): Promise<{ status: number; body: { logoUrl?: string; error?: string; hive?: { logo: string | null } } }> {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${GATEWAY}/api/hives/${hiveId}/logo`, {
    method: 'POST',
    headers: { 'x-requested-with': 'hivemind', ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { logoUrl?: string; error?: string } };
}

describe('hive logo upload (spec 1 §5, §7)', () => {
  it('an owner uploads a real PNG; it is served with image/png; replacing and removing delete the old file', async () => {
    const tag = randomUUID().slice(0, 8);
    const owner = await signUpVerified(GATEWAY, `logo-owner-${tag}@example.test`);
    const launched = await owner.client.call<{ hive: { id: string } }>('POST', '/api/hives', {
      name: `Logo Hive ${tag}`,
      emails: `someone-${tag}@example.test`,
    });
    const hiveId = launched.body.hive.id;
    const image = png(16, 16);

    const first = await upload(owner.client, hiveId, image);
    expect(first.status).toBe(200);
    const logoUrl = first.body.logoUrl as string;
    expect(logoUrl).toMatch(new RegExp(`^/uploads/hive-logos/${hiveId}-[0-9a-f]+\\.png$`));
    const hive = await owner.client.call<{ logo: string | null }>('GET', `/api/hives/${hiveId}`);
    expect(hive.body.logo).toBe(logoUrl);

    const served = await fetch(`${GATEWAY}${logoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    // Replacing: the new file is served, the old one is gone.
    const second = await upload(owner.client, hiveId, png(8, 8, [10, 120, 200]));
    expect(second.status).toBe(200);
    expect(second.body.logoUrl).not.toBe(logoUrl);
    expect((await fetch(`${GATEWAY}${logoUrl}`)).status).toBe(404);

    // Removal clears the logo and deletes the file.
    const removed = await owner.client.call<{ hive: { logo: string | null } }>('DELETE', `/api/hives/${hiveId}/logo`);
    expect(removed.status).toBe(200);
    expect(removed.body.hive.logo).toBeNull();
    expect((await owner.client.call<{ logo: string | null }>('GET', `/api/hives/${hiveId}`)).body.logo).toBeNull();
    expect((await fetch(`${GATEWAY}${second.body.logoUrl as string}`)).status).toBe(404);
  });

  it("refuses a text file named logo.png with 'Please select an image file' (checked by content, not name)", async () => {
    const tag = randomUUID().slice(0, 8);
    const owner = await signUpVerified(GATEWAY, `logo-text-${tag}@example.test`);
    const hiveId = (
      await owner.client.call<{ hive: { id: string } }>('POST', '/api/hives', {
        name: `Text Hive ${tag}`,
        emails: `x-${tag}@example.test`,
      })
    ).body.hive.id;
    const refused = await upload(owner.client, hiveId, Buffer.from('just some text, not an image\n'.repeat(20)));
    expect(refused).toEqual({ status: 400, body: { error: 'Please select an image file' } });
    const missing = await owner.client.call('POST', `/api/hives/${hiveId}/logo`);
    expect(missing).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    // The upload route takes multipart only: a JSON body is not a file (415, issue 20).
    const json = await owner.client.call('POST', `/api/hives/${hiveId}/logo`, {});
    expect(json).toMatchObject({ status: 415, body: { error: 'Content-Type must be multipart/form-data' } });
    expect((await owner.client.call<{ logo: string | null }>('GET', `/api/hives/${hiveId}`)).body.logo).toBeNull();
  });

  it("refuses an image of 2 MB + 1 byte with 'File size (X MB) exceeds the maximum allowed size of 2MB'", async () => {
    const tag = randomUUID().slice(0, 8);
    const owner = await signUpVerified(GATEWAY, `logo-big-${tag}@example.test`);
    const hiveId = (
      await owner.client.call<{ hive: { id: string } }>('POST', '/api/hives', {
        name: `Big Hive ${tag}`,
        emails: `y-${tag}@example.test`,
      })
    ).body.hive.id;
    const small = png(4, 4);
    // A PNG padded past the IEND chunk: still recognised as a PNG, MAX + 1 bytes in all.
    const big = Buffer.concat([small, Buffer.alloc(MAX + 1 - small.length, 7)]);
    expect(big.length).toBe(MAX + 1);
    const refused = await upload(owner.client, hiveId, big);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe('File size (2.00 MB) exceeds the maximum allowed size of 2MB');
    // Exactly 2097152 bytes is allowed.
    const exact = Buffer.concat([small, Buffer.alloc(MAX - small.length, 7)]);
    expect((await upload(owner.client, hiveId, exact)).status).toBe(200);
  });

  it('only owners change the logo: admin, post member, non-member and guest are refused (spec 4)', async () => {
    const tag = randomUUID().slice(0, 8);
    const owner = await signUpVerified(GATEWAY, `logo-own-${tag}@example.test`);
    const adminEmail = `logo-admin-${tag}@example.test`;
    const memberEmail = `logo-member-${tag}@example.test`;
    const hiveId = (
      await owner.client.call<{ hive: { id: string } }>('POST', '/api/hives', {
        name: `Owned Hive ${tag}`,
        emails: `${adminEmail}, ${memberEmail}`,
      })
    ).body.hive.id;
    const admin = await signUpVerified(GATEWAY, adminEmail);
    const member = await signUpVerified(GATEWAY, memberEmail);
    expect((await admin.client.call('POST', `/api/hives/${hiveId}/join`)).status).toBe(200);
    expect((await member.client.call('POST', `/api/hives/${hiveId}/join`)).status).toBe(200);
    const promoted = await owner.client.call('PUT', `/api/hives/${hiveId}/team`, { memberId: admin.id, role: 'admin' });
    expect(promoted.status).toBe(200);
    const stranger = await signUpVerified(GATEWAY, `logo-stranger-${tag}@example.test`);
    const guest = new RestClient(GATEWAY);

    const image = png(8, 8);
    expect((await upload(admin.client, hiveId, image)).status).toBe(403);
    expect((await upload(member.client, hiveId, image)).status).toBe(403);
    expect((await upload(stranger.client, hiveId, image)).status).toBe(403);
    expect((await upload(guest, hiveId, image)).status).toBe(401);
    expect((await admin.client.call('DELETE', `/api/hives/${hiveId}/logo`)).status).toBe(403);
    expect((await guest.call('DELETE', `/api/hives/${hiveId}/logo`)).status).toBe(401);
    expect((await owner.client.call<{ logo: string | null }>('GET', `/api/hives/${hiveId}`)).body.logo).toBeNull();
  });

  it('serves only logo file names: traversal and unknown names are 404', async () => {
    for (const path of [
      '/uploads/hive-logos/../../package.json',
      '/uploads/hive-logos/%2e%2e%2fpackage.json',
      '/uploads/hive-logos/not-a-logo.png',
      '/uploads/other/x.png',
    ]) {
      expect((await fetch(`${GATEWAY}${path}`)).status).toBe(404);
    }
  });
});
