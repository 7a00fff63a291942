// One tab's push connection: hello with the session token, then events, for as long as the tab
// is signed in. A dropped connection comes back after an exponential backoff with jitter (so a
// restarted server is not hit by every tab at once) and resumes from the last event it applied.
import {
  PUSH_CLOSE,
  PUSH_PATH,
  type PushEvent,
  type PushHello,
  type PushMessage,
} from '#schemas/api/push.ts';
import { MERCHANT_PARAM } from '#schemas/constants.ts';
import { getTenant } from '../../config/tenant.ts';
import { apiBase } from '../api/base.ts';

interface PushHandlers {
  onEvent(event: PushEvent): void;
  /**
   * Events may have been missed: before the first connection (between the screens' fetches and
   * it) or in a gap the server could not resume. The screens' data is refetched.
   */
  onGap(): void;
  /** The server knows no such session: the API will say so on the next call. */
  onRefused(): void;
}

const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 30_000;

/** The wait before reconnect attempt `attempt` (0-based): half fixed, half random. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** The push URL on the API's origin (the site's own unless `api.baseUrl` names another). */
function pushUrl(): string {
  const origin = apiBase() || window.location.origin;
  const merchant = encodeURIComponent(getTenant().merchantCode);
  return `${origin.replace(/^http/, 'ws')}${PUSH_PATH}?${MERCHANT_PARAM}=${merchant}`;
}

/** Opens the channel; the returned function closes it for good. */
export function openPush(token: string, handlers: PushHandlers): () => void {
  let socket: WebSocket | undefined;
  let timer: number | undefined;
  let lastId: string | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    timer = undefined;
    const ws = new WebSocket(pushUrl());
    socket = ws;
    ws.onopen = () => {
      const hello: PushHello = lastId === undefined ? { token } : { token, lastId };
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (e: MessageEvent<string>) => {
      const message = JSON.parse(e.data) as PushMessage;
      if (message.kind === 'ready') {
        attempt = 0;
        if (!message.resumed) handlers.onGap();
        return;
      }
      lastId = message.id;
      handlers.onEvent(message.event);
    };
    ws.onclose = (e) => {
      if (stopped || socket !== ws) return;
      socket = undefined;
      if (e.code === PUSH_CLOSE.sessionEnded) return;
      if (e.code === PUSH_CLOSE.unauthorized) {
        handlers.onRefused();
        return;
      }
      later();
    };
  };
  const later = () => {
    timer ??= window.setTimeout(connect, backoffMs(attempt++));
  };
  // Back on the network: no reason to wait out the backoff.
  const online = () => {
    if (socket || stopped) return;
    window.clearTimeout(timer);
    connect();
  };
  window.addEventListener('online', online);
  connect();
  return () => {
    stopped = true;
    window.removeEventListener('online', online);
    window.clearTimeout(timer);
    socket?.close();
  };
}
