import { describe, expect, it, beforeEach, afterEach } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { assertKey, createUploadStorage, DiskStorage, S3Storage, type UploadStorage } from './storage.js';

describe('upload storage on the local disk (UPLOAD_DIR)', () => {
  let dir: string;
  let storage: UploadStorage;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hivemind-uploads-'));
    storage = new DiskStorage(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores, reads back and deletes a file under its key', async () => {
    await storage.put('hive-logos/a-1.png', Buffer.from('png bytes'), 'image/png');
    expect(await readFile(join(dir, 'hive-logos', 'a-1.png'), 'utf8')).toBe('png bytes');
    const got = await storage.get('hive-logos/a-1.png');
    expect(got?.size).toBe(9);
    expect(await text(got!.body)).toBe('png bytes');
    await storage.delete('hive-logos/a-1.png');
    expect(await storage.get('hive-logos/a-1.png')).toBeNull();
    await expect(storage.delete('hive-logos/a-1.png')).resolves.toBeUndefined();
  });

  it('leaves no temporary file behind (nothing half-written)', async () => {
    await storage.put('hive-logos/b.png', Buffer.alloc(1024, 1), 'image/png');
    expect(await readdir(join(dir, 'hive-logos'))).toEqual(['b.png']);
  });

  it('answers null for a missing file', async () => {
    expect(await storage.get('hive-logos/none.png')).toBeNull();
  });

  it('refuses keys that would leave the root', async () => {
    for (const key of ['../x.png', 'hive-logos/../../x.png', '/etc/passwd', 'hive-logos/a\\b.png', 'x']) {
      expect(() => assertKey(key)).toThrow('Invalid storage key');
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('createUploadStorage', () => {
  it('uses S3 when S3_BUCKET is set, the local disk otherwise', () => {
    expect(createUploadStorage({ UPLOAD_DIR: 'data/uploads', S3_REGION: 'us-east-1' })).toBeInstanceOf(DiskStorage);
    expect(
      createUploadStorage({
        UPLOAD_DIR: 'data/uploads',
        S3_REGION: 'us-east-1',
        S3_BUCKET: 'logos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toBeInstanceOf(S3Storage);
  });
});
