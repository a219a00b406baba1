// Upload storage against a real S3-compatible server over HTTP (s3rver: the S3 REST API with
// SigV4 signature checks, objects on disk), through the same S3Storage the gateway uses when
// S3_BUCKET is set (docker compose and Kubernetes point it at MinIO). The disk store has its own
// unit tests (storage.spec.ts); the logo routes are tested end to end in tests/e2e/hive-logo.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from '@20minutes/s3rver';
import { createUploadStorage, S3Storage, type UploadStorage } from './storage.js';

const BUCKET = 'hivemind-logos';
// s3rver's built-in account.
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';

describe('upload storage on an S3-compatible server (S3_BUCKET, S3_ENDPOINT)', () => {
  let dir: string;
  let server: S3rver;
  let endpoint: string;
  let storage: UploadStorage;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hivemind-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: dir,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    storage = createUploadStorage({
      UPLOAD_DIR: join(dir, 'unused'),
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET,
    });
  });

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is chosen by S3_BUCKET and stores, reads back (bytes and size) and deletes an object', async () => {
    expect(storage.kind).toBe('s3');
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await storage.put('hive-logos/h1-abc.png', bytes, 'image/png');

    const got = await storage.get('hive-logos/h1-abc.png');
    expect(got?.size).toBe(bytes.length);
    expect((await buffer(got!.body)).equals(bytes)).toBe(true);

    await storage.delete('hive-logos/h1-abc.png');
    expect(await storage.get('hive-logos/h1-abc.png')).toBeNull();
  });

  it('replaces an object written again under the same key', async () => {
    await storage.put('hive-logos/h2.png', Buffer.from('first'), 'image/png');
    await storage.put('hive-logos/h2.png', Buffer.from('second'), 'image/png');
    expect((await buffer((await storage.get('hive-logos/h2.png'))!.body)).toString()).toBe('second');
  });

  it('answers null for a missing object, and deleting one that is gone is not an error', async () => {
    expect(await storage.get('hive-logos/never-stored.png')).toBeNull();
    await expect(storage.delete('hive-logos/never-stored.png')).resolves.toBeUndefined();
  });

  it('fails loudly (not as a missing file) when the server refuses the credentials', async () => {
    const wrong = new S3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'not-the-secret',
    });
    await storage.put('hive-logos/h3.png', Buffer.from('x'), 'image/png');
    await expect(wrong.put('hive-logos/h4.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/signature/i);
    await expect(wrong.get('hive-logos/h3.png')).rejects.toThrow(/signature/i);
    expect(await storage.get('hive-logos/h4.png')).toBeNull();
  });

  it('fails loudly when the bucket does not exist', async () => {
    const missing = new S3Storage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
    });
    await expect(missing.put('hive-logos/h5.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/bucket/i);
  });

  it('refuses keys that would leave the folder before any request is made', async () => {
    await expect(storage.put('hive-logos/../secrets.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Invalid storage key',
    );
  });
});
