import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/**
 * Where uploaded files live (hive logos, spec 1 §7): an S3-compatible bucket when S3_BUCKET is set,
 * the local disk (UPLOAD_DIR) otherwise. Keys are relative paths like `hive-logos/<file>`; callers
 * build them from validated names, and the disk store refuses any key that would leave its root.
 */
export interface StoredFile {
  body: Readable;
  size: number | undefined;
}

export interface UploadStorage {
  readonly kind: 'disk' | 's3';
  /** Writes the whole object or nothing (disk: temporary file then rename). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

/** The storage key of an uploaded hive logo (written by the logo route, read by /uploads/). */
export function logoKey(fileName: string): string {
  return `hive-logos/${fileName}`;
}

const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

/** A storage key: lower-case folder, then safe file names; never `..`. */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
}

export class DiskStorage implements UploadStorage {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = isAbsolute(root) ? root : resolve(process.cwd(), root);
  }

  private pathOf(key: string): string {
    const target = resolve(this.root, assertKey(key));
    if (!target.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return target;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(tmp, bytes, { flag: 'wx' });
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const target = this.pathOf(key);
    try {
      const info = await stat(target);
      if (!info.isFile()) return null;
      return { body: createReadStream(target), size: info.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** Custom endpoint (MinIO, R2, …); path-style addressing is used with one. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

export class S3Storage implements UploadStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: assertKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: assertKey(key) }));
      if (!out.Body) return null;
      return { body: out.Body as Readable, size: out.ContentLength };
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: assertKey(key) }));
  }
}

export interface UploadEnv {
  UPLOAD_DIR: string;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}

/** S3 when S3_BUCKET is set, the local disk otherwise. */
export function createUploadStorage(env: UploadEnv): UploadStorage {
  if (env.S3_BUCKET) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return new DiskStorage(env.UPLOAD_DIR);
}
