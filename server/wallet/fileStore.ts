import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Where uploaded files live (not the database: encoding KYC photos as bytea froze the
 * event loop). Keys are server-made ids (`K…`). A disk folder implements it here; an object store (S3, GCS)
 * would implement the same three calls.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`bad file key ${JSON.stringify(key)}`);
  return key;
}

/**
 * Files in one folder (default `.data/uploads`, or UPLOAD_DIR), readable by the server's user only. Writes go
 * through libuv's thread pool (fs/promises) to a temporary name renamed into place, so a half-written file is
 * never read and the event loop only hands the buffer over.
 */
export class DiskFileStore implements FileStore {
  readonly dir: string;
  private ready: Promise<unknown> | null = null;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  private ensureDir(): Promise<unknown> {
    this.ready ??= mkdir(this.dir, { recursive: true, mode: 0o700 });
    return this.ready;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.ensureDir();
    const path = join(this.dir, checkKey(key));
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, bytes, { mode: 0o600, flag: 'wx' });
    await rename(tmp, path);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(join(this.dir, checkKey(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.dir, checkKey(key)), { force: true });
  }
}

/** The default store of a server: UPLOAD_DIR, else `.data/uploads` beside the embedded database. */
export function defaultFileStore(env: NodeJS.ProcessEnv = process.env): FileStore {
  return new DiskFileStore(env.UPLOAD_DIR || '.data/uploads');
}
