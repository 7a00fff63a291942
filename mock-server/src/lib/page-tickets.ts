// One-time tickets for the provider pages the platform serves itself (live chat room, lottery
// lobby): the page URL carries the ticket as its only credential. Kept in memory per tenant: a
// page ticket is short-lived, and a restart only means launching the page again.
import crypto from 'node:crypto';

interface PageTicket<T> {
  ticket: string;
  memberId: number;
  expiresAt: number;
  data: T;
}

/** Tickets live this long. */
const PAGE_TICKET_TTL_MS = 30 * 60_000;

export function pageTickets<T>() {
  const byTenant = new Map<string, Map<string, PageTicket<T>>>();
  return {
    issue(tenant: string, memberId: number, data: T, now: number): PageTicket<T> {
      const tickets = byTenant.get(tenant) ?? new Map<string, PageTicket<T>>();
      byTenant.set(tenant, tickets);
      // Expired ones go when a new one is issued, so the map stays as small as the live ones.
      for (const [k, t] of tickets) if (t.expiresAt <= now) tickets.delete(k);
      const t = {
        ticket: crypto.randomBytes(24).toString('base64url'),
        memberId,
        expiresAt: now + PAGE_TICKET_TTL_MS,
        data,
      };
      tickets.set(t.ticket, t);
      return t;
    },
    /** The ticket when it is this tenant's and still valid. */
    read(tenant: string, ticket: string, now: number): PageTicket<T> | undefined {
      const t = byTenant.get(tenant)?.get(ticket);
      return t && t.expiresAt > now ? t : undefined;
    },
  };
}
