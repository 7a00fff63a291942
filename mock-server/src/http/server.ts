// The HTTP server for an Express app, with requests and responses built on the app's own
// prototypes. Express gives every request and response its prototypes with
// Object.setPrototypeOf, which throws away V8's optimised shapes of both objects for the rest of
// the request: measured in-process, about a third of the API's time per request. Built on those
// prototypes from the start, the call changes nothing and costs nothing. Behaviour is the same
// (the same prototypes, the same constructors run), so any server for the app may use this.
import http, { type RequestListener } from 'node:http';
import type net from 'node:net';
import type { Express } from 'express';

interface ExpressPrototypes {
  request: http.IncomingMessage;
  response: http.ServerResponse;
}

export function createServer(app: Express): http.Server {
  const { server, adopt } = prototypedServer(app);
  adopt(app);
  return server;
}

/**
 * A server that listens before its app exists (`lobby start` and `lobby serve` bind the port
 * before the slow work): `waiting` answers until use() hands over the handler, and requests that
 * arrive from then on are built on the prototypes of `app` (the Express app the handler runs, for
 * the API's requests) as createServer's are.
 */
export function createLateServer(waiting: RequestListener): {
  server: http.Server;
  use(handler: RequestListener, app?: Express): void;
} {
  let handler = waiting;
  const { server, adopt } = prototypedServer((req, res) => handler(req, res));
  return {
    server,
    use(next, app) {
      if (app) adopt(app);
      handler = next;
    },
  };
}

function prototypedServer(handler: RequestListener): {
  server: http.Server;
  adopt(app: Express): void;
} {
  // Node's request and response constructors are plain functions (they have been for every
  // version this runs on); were they ever classes, they could not be called this way.
  const isClass = (f: unknown) => /^class\b/.test(Function.prototype.toString.call(f));
  if (isClass(http.IncomingMessage) || isClass(http.ServerResponse))
    return { server: http.createServer(handler), adopt: () => undefined };
  function LobbyRequest(this: http.IncomingMessage, socket: net.Socket) {
    Reflect.apply(http.IncomingMessage, this, [socket]);
  }
  LobbyRequest.prototype = http.IncomingMessage.prototype;
  function LobbyResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: object) {
    Reflect.apply(http.ServerResponse, this, [req, options]);
  }
  LobbyResponse.prototype = http.ServerResponse.prototype;
  const server = http.createServer(
    {
      IncomingMessage: LobbyRequest as unknown as typeof http.IncomingMessage,
      ServerResponse: LobbyResponse as unknown as typeof http.ServerResponse,
    },
    handler,
  );
  return {
    server,
    // `new` reads a constructor's prototype at each call: requests made from now on get these.
    adopt(app) {
      const { request, response } = app as unknown as ExpressPrototypes;
      LobbyRequest.prototype = request;
      LobbyResponse.prototype = response;
    },
  };
}
