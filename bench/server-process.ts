// A bench's server running in a process of its own (so the client's load does not share its event
// loop), and the request/answer channel to it: the child sends `{ ready }` once it listens, and
// answers each `{ id, cmd }` it is sent with `{ id, value }`.
import type { ChildProcess } from 'node:child_process';

export class ServerProcess<R> {
  private next = 0;
  private readonly waiting = new Map<number, (v: unknown) => void>();
  readonly ready: Promise<R>;

  constructor(readonly child: ChildProcess) {
    this.ready = new Promise((resolve, reject) => {
      child.on('message', (m: { ready?: R; id?: number; value?: unknown }) => {
        if (m.ready) resolve(m.ready);
        else if (m.id !== undefined) this.waiting.get(m.id)?.(m.value);
      });
      child.on('exit', (code) => reject(new Error(`server process exited with ${code}`)));
    });
  }

  ask<T>(cmd: string, extra: object = {}): Promise<T> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve as (v: unknown) => void);
      this.child.send({ id, cmd, ...extra });
    });
  }
}
