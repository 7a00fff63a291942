// A fetch for openid-client that reaches this same server on the address a request came in on,
// whatever its public host name is.
import http from 'node:http';
import type * as oidc from 'openid-client';

/**
 * A fetch to this same server, whatever name its origin has (`goldcrown.localhost` need not
 * resolve here): the embedded provider is reached on the address the request came in on, with
 * the public host in the Host header, as a browser's request would have it.
 */
export function loopbackFetch(address: string, port: number): oidc.CustomFetch {
  return (url, options) =>
    new Promise((resolve, reject) => {
      const u = new URL(url);
      const headers: Record<string, string> = { host: u.host };
      new Headers(options.headers).forEach((value, key) => {
        headers[key] = value;
      });
      const body =
        options.body === undefined || options.body === null ? undefined : String(options.body);
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const req = http.request(
        {
          host: address,
          port,
          method: options.method ?? 'GET',
          path: `${u.pathname}${u.search}`,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const out = new Headers();
            for (const [k, v] of Object.entries(res.headers))
              if (typeof v === 'string') out.set(k, v);
            resolve(
              new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500, headers: out }),
            );
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
