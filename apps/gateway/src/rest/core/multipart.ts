import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { RestError } from './errors.js';

/**
 * Reads ONE file field of a multipart/form-data request, keeping at most `maxBytes + 1` bytes in
 * memory. Past that the rest is counted (to name the size in the refusal) and dropped; past
 * `hardLimitBytes` reading stops. Other fields and files are skipped.
 */
export interface MultipartFile {
  /** The file's bytes, complete only when `tooLarge` is false. */
  bytes: Buffer;
  /** Bytes seen (at least `hardLimitBytes` when reading stopped there). */
  size: number;
  tooLarge: boolean;
  filename: string;
}

export interface ReadFileOptions {
  field: string;
  maxBytes: number;
  hardLimitBytes: number;
}

export function isMultipart(req: IncomingMessage): boolean {
  return /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
}

export function readMultipartFile(req: IncomingMessage, options: ReadFileOptions): Promise<MultipartFile | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 20, parts: 25, fileSize: options.hardLimitBytes },
      });
    } catch (err) {
      reject(new RestError(400, `Malformed multipart body: ${(err as Error).message}`));
      return;
    }
    let found: MultipartFile | null = null;
    let settled = false;
    const fail = (err: RestError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      reject(err);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== options.field || found) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let kept = 0;
      const file: MultipartFile = { bytes: Buffer.alloc(0), size: 0, tooLarge: false, filename: info.filename ?? '' };
      found = file;
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
        if (kept <= options.maxBytes) {
          const room = options.maxBytes + 1 - kept;
          const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
          chunks.push(part);
          kept += part.length;
        }
      });
      stream.on('limit', () => {
        file.tooLarge = true;
      });
      stream.on('end', () => {
        file.bytes = Buffer.concat(chunks);
        if (file.size > options.maxBytes) file.tooLarge = true;
      });
    });
    parser.on('error', (err: Error) => fail(new RestError(400, `Malformed multipart body: ${err.message}`)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(found);
    });
    req.on('error', (err) => fail(new RestError(400, `Upload interrupted: ${err.message}`)));
    req.pipe(parser);
  });
}
