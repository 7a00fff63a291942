// The push channel: a WebSocket on the API's origin that tells a signed-in tab what changed for its
// member, instead of the tab polling. The server (mock-server/src/push/) and the runtime
// (runtime/src/lib/push/) both read these shapes.
//
// The conversation: the client connects to PUSH_PATH (plus `?merchant=` when the API is shared
// by several brands), sends one PushHello, and the server answers PushReady and then PushFrames.
// A hello with a token that names no live session, or none within the hello's time, is closed
// with PUSH_CLOSE.unauthorized: the tab then asks the API, whose 401 ends the session as usual.

export const PUSH_PATH = '/wps/push';

/** Why a session ended while a tab held it. */
export type SessionEndReason = 'passwordChanged' | 'logout' | 'replaced';

export type PushEvent =
  /** The member's balance after a ledger entry (2 decimals, like the balance call's). */
  | { type: 'balance'; balance: number }
  /** Unread messages after one arrived or was read (the inbox's badge). */
  | { type: 'unread'; count: number }
  /** A contract the member is a party of was offered, answered or ended. */
  | { type: 'contract'; contractId: number; change: 'offered' | 'answered' | 'terminated' }
  /** A withdrawal of the member changed state (approved, rejected, received). */
  | { type: 'withdrawal'; withdrawalId: number; status: string }
  /** The session this connection was opened with ended elsewhere. */
  | { type: 'sessionEnded'; reason: SessionEndReason };

export interface PushHello {
  token: string;
  /** The id of the last frame this tab applied: the server sends what came after it. */
  lastId?: string;
}

export type PushMessage =
  /**
   * `resumed`: every event after the hello's lastId follows. False when there was no lastId or the
   * server no longer holds what came after it (restart, buffer overrun): the tab refetches.
   */
  { kind: 'ready'; resumed: boolean } | { kind: 'event'; id: string; event: PushEvent };

export const PUSH_CLOSE = {
  /** No valid session in the hello (or no hello in time): do not reconnect with that token. */
  unauthorized: 4401,
  /** The session ended (a sessionEnded event was sent first). */
  sessionEnded: 4403,
} as const;
