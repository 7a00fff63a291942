// The HTTP server for an Express app, with requests and responses built on the app's own
// prototypes. Express gives every request and response its prototypes with
// Object.setPrototypeOf, which throws away V8's optimised shapes of both objects for the rest of
// the request: measured in-process, about a third of the API's time per request. Built on those
// prototypes from the start, the call changes nothing and costs nothing. Behaviour is the same
// (the same prototypes, the same constructors run), so any server for the app may use this.
import http from 'node:http';
import type net from 'node:net';
import type { Express } from 'express';

interface ExpressPrototypes {
  request: object;
  response: object;
}

export function createServer(app: Express): http.Server {
  // Node's request and response constructors are plain functions (they have been for every
  // version this runs on); were they ever classes, they could not be called this way.
  const isClass = (f: unknown) => /^class\b/.test(Function.prototype.toString.call(f));
  if (isClass(http.IncomingMessage) || isClass(http.ServerResponse)) return http.createServer(app);
  const { request, response } = app as unknown as ExpressPrototypes;
  function LobbyRequest(this: http.IncomingMessage, socket: net.Socket) {
    Reflect.apply(http.IncomingMessage, this, [socket]);
  }
  LobbyRequest.prototype = request;
  function LobbyResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: object) {
    Reflect.apply(http.ServerResponse, this, [req, options]);
  }
  LobbyResponse.prototype = response;
  return http.createServer(
    {
      IncomingMessage: LobbyRequest as unknown as typeof http.IncomingMessage,
      ServerResponse: LobbyResponse as unknown as typeof http.ServerResponse,
    },
    app,
  );
}
