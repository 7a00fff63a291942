// The push hub: WebSocket upgrades on PUSH_PATH of the API's own HTTP server, every tenant by
// Host (and `?merchant=` where several brands share the API's host), like the API's requests.
// A connection proves its session with its first message (a token in the URL would end up in
// logs); until then it hears nothing.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { PUSH_CLOSE, PUSH_PATH, type PushHello } from '#schemas/api/push.ts';
import { MERCHANT_PARAM } from '#schemas/constants.ts';
import { isTrial } from '../records/members.ts';
import { sessionOfToken } from '../http/session-of.ts';
import type { Tenant } from '../tenancy.ts';
import { TenantChannel } from './channel.ts';
import type { PushNote } from '../store/outbox.ts';

/** A hello must come this soon after the upgrade. */
const HELLO_MS = 10_000;
/** Dead peers (a phone that lost its network) are found by a ping this often. */
const PING_MS = 30_000;

export interface PushHubOptions {
  /** The tenant of an upgrade request, or undefined to refuse it (unknown host, foreign origin). */
  tenantOf(req: http.IncomingMessage, merchant: string | undefined): Promise<Tenant | undefined>;
  /** The tenant's now (the server clock, moved per tenant in tests). */
  now(code: string): number;
}

export class PushHub {
  /** Frame ids of this run: a tab's lastId from an earlier run never resumes. */
  readonly epoch = Date.now().toString(36);
  private readonly channels = new Map<string, TenantChannel>();
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: 1024,
    perMessageDeflate: false,
    clientTracking: false,
  });
  private readonly alive = new Map<WebSocket, boolean>();
  private pinger: NodeJS.Timeout | undefined;

  constructor(private readonly options: PushHubOptions) {}

  channel(code: string): TenantChannel {
    let channel = this.channels.get(code);
    if (!channel) this.channels.set(code, (channel = new TenantChannel(this.epoch)));
    return channel;
  }

  /** What a tenant's store hands its committed notes to. */
  publisher(code: string): (notes: PushNote[]) => void {
    return (notes) => this.channel(code).publish(notes);
  }

  get connections(): number {
    return this.alive.size;
  }

  /** Answers upgrades to PUSH_PATH on `server`; other upgrades are left to other listeners. */
  attach(server: http.Server): void {
    server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(req.url ?? '/', 'http://host');
      if (url.pathname !== PUSH_PATH) return;
      socket.on('error', () => socket.destroy());
      this.options
        .tenantOf(req, url.searchParams.get(MERCHANT_PARAM) ?? undefined)
        .then((tenant) => {
          if (!tenant) {
            socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
            return;
          }
          this.wss.handleUpgrade(req, socket, head, (ws) => this.greet(tenant, ws));
        })
        .catch(() => socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n'));
    });
    this.pinger ??= setInterval(() => this.ping(), PING_MS).unref();
  }

  close(): void {
    clearInterval(this.pinger);
    for (const ws of this.alive.keys()) ws.terminate();
    this.alive.clear();
  }

  private greet(tenant: Tenant, ws: WebSocket): void {
    this.alive.set(ws, true);
    ws.on('pong', () => this.alive.set(ws, true));
    const timer = setTimeout(() => ws.close(PUSH_CLOSE.unauthorized), HELLO_MS);
    ws.once('message', (data, isBinary) => {
      clearTimeout(timer);
      const hello = isBinary ? undefined : helloOf(String(data));
      const found = hello && sessionOfToken(tenant, hello.token, this.options.now(tenant.code));
      // Trial players have no push (spec §6: socket events only when logged in).
      if (!hello || !found || isTrial(found.member)) {
        ws.close(PUSH_CLOSE.unauthorized);
        return;
      }
      const channel = this.channel(tenant.code);
      channel.join(found.member.id, hello.token, ws, hello.lastId);
      ws.on('close', () => channel.leave(found.member.id, ws));
    });
    ws.on('close', () => {
      clearTimeout(timer);
      this.alive.delete(ws);
    });
    ws.on('error', () => ws.terminate());
  }

  private ping(): void {
    for (const [ws, alive] of this.alive) {
      if (!alive) {
        ws.terminate();
        continue;
      }
      this.alive.set(ws, false);
      ws.ping();
    }
  }
}

/** The hello, or undefined for anything else (wrong shape, oversized fields). */
function helloOf(text: string): PushHello | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { token, lastId } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token.length === 0 || token.length > 256) return undefined;
  if (lastId !== undefined && (typeof lastId !== 'string' || lastId.length > 64)) return undefined;
  return lastId === undefined ? { token } : { token, lastId };
}
