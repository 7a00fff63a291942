// A lowdb adapter for text that survives a power cut: each write goes to a fresh temp file that
// is fsynced and then renamed over the target. The caller fsyncs the directory once per commit
// (fsyncDir) so that a batch of renames costs one directory sync, not one each.
import fs from 'node:fs';
import path from 'node:path';
import type { Adapter } from 'lowdb';

let tempCounter = 0;

export class DurableTextFile implements Adapter<string> {
  constructor(readonly filename: string) {}

  async read(): Promise<string | null> {
    try {
      return await fs.promises.readFile(this.filename, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  /** Writes `text` atomically; resolves with the bytes written once they are on disk. */
  async write(text: string): Promise<void> {
    await this.writeCounted(text);
  }

  async writeCounted(text: string): Promise<number> {
    const dir = path.dirname(this.filename);
    const temp = path.join(
      dir,
      `.${path.basename(this.filename)}.${process.pid}.${++tempCounter}.tmp`,
    );
    const bytes = Buffer.from(text, 'utf8');
    const handle = await fs.promises.open(temp, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await fs.promises.rename(temp, this.filename);
    } catch (e) {
      await fs.promises.rm(temp, { force: true });
      throw e;
    }
    return bytes.length;
  }
}

/** Makes the renames done in `dir` durable. */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
