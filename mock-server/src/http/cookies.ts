// Reading a cookie off a request: the server sets few cookies and reads each in one place, which
// a parser middleware for every request would not pay for.
import type { Request } from 'express';

/** The raw value of cookie `name` (as sent, not decoded), or undefined without one. */
export function cookieOf(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}
