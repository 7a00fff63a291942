// One tenant's push channel: the connections of its signed-in tabs by member, and a short buffer
// of each member's recent events, so a tab that reconnects gets what it missed. Frame ids are the
// hub's epoch and a per-tenant sequence: after a restart no id resumes, and the tab refetches.
import type { PushEvent, PushMessage } from '#schemas/api/push.ts';
import { PUSH_CLOSE } from '#schemas/api/push.ts';
import type { PushNote } from '../store/outbox.ts';

/** Events kept per member: minutes of a busy member's traffic, a few KB. */
export const BUFFER_PER_MEMBER = 32;

/** What the channel needs of a connection (a ws WebSocket in the hub, a fake in tests). */
interface PushSocket {
  send(text: string): void;
  close(code: number): void;
}

interface Frame {
  seq: number;
  token?: string;
  event: PushEvent;
}

interface Backlog {
  frames: Frame[];
  /** The highest sequence dropped from the front: a resume from before it has lost events. */
  lostThrough: number;
}

interface Conn {
  socket: PushSocket;
  token: string;
}

export class TenantChannel {
  private seq = 0;
  private readonly backlogs = new Map<number, Backlog>();
  private readonly conns = new Map<number, Set<Conn>>();

  constructor(private readonly epoch: string) {}

  get connections(): number {
    let n = 0;
    for (const set of this.conns.values()) n += set.size;
    return n;
  }

  publish(notes: readonly PushNote[]): void {
    for (const note of notes) {
      const frame: Frame = { seq: ++this.seq, event: note.event };
      if (note.token !== undefined) frame.token = note.token;
      this.keep(note.memberId, frame);
      const conns = this.conns.get(note.memberId);
      if (!conns) continue;
      for (const conn of [...conns]) {
        if (frame.token !== undefined && frame.token !== conn.token) continue;
        this.send(conn.socket, frame);
        if (frame.event.type === 'sessionEnded') {
          this.leave(note.memberId, conn.socket);
          conn.socket.close(PUSH_CLOSE.sessionEnded);
        }
      }
    }
  }

  /**
   * Registers a tab authenticated as `memberId` with `token`, sends it `ready` and, when its
   * lastId can be resumed, every event of the member after it.
   */
  join(memberId: number, token: string, socket: PushSocket, lastId: string | undefined): void {
    const after = this.resumable(memberId, lastId);
    const message: PushMessage = { kind: 'ready', resumed: after !== undefined };
    socket.send(JSON.stringify(message));
    if (after !== undefined)
      for (const frame of this.backlogs.get(memberId)?.frames ?? [])
        if (frame.seq > after && (frame.token === undefined || frame.token === token))
          this.send(socket, frame);
    let set = this.conns.get(memberId);
    if (!set) this.conns.set(memberId, (set = new Set()));
    set.add({ socket, token });
  }

  leave(memberId: number, socket: PushSocket): void {
    const set = this.conns.get(memberId);
    if (!set) return;
    for (const conn of set) if (conn.socket === socket) set.delete(conn);
    if (set.size === 0) this.conns.delete(memberId);
  }

  /** The sequence to resume after, or undefined when the events after lastId are not all held. */
  private resumable(memberId: number, lastId: string | undefined): number | undefined {
    if (lastId === undefined) return undefined;
    const dot = lastId.lastIndexOf('.');
    if (dot < 0 || lastId.slice(0, dot) !== this.epoch) return undefined;
    const seq = Number(lastId.slice(dot + 1));
    if (!Number.isSafeInteger(seq) || seq < 0 || seq > this.seq) return undefined;
    const backlog = this.backlogs.get(memberId);
    return backlog && seq < backlog.lostThrough ? undefined : seq;
  }

  private keep(memberId: number, frame: Frame): void {
    let backlog = this.backlogs.get(memberId);
    if (!backlog) this.backlogs.set(memberId, (backlog = { frames: [], lostThrough: 0 }));
    backlog.frames.push(frame);
    if (backlog.frames.length > BUFFER_PER_MEMBER)
      backlog.lostThrough = backlog.frames.shift()!.seq;
  }

  private send(socket: PushSocket, frame: Frame): void {
    const message: PushMessage = {
      kind: 'event',
      id: `${this.epoch}.${frame.seq}`,
      event: frame.event,
    };
    socket.send(JSON.stringify(message));
  }
}
