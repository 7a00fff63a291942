// A manifest's CDN hosts (spec §7: image CDNs and game-launch CDNs), written either as a bare host
// name (`img.cdn.example`) or as an address with its scheme (`https://img.cdn.example/brand`).
// One reading serves the icons' addresses, the launch address and the page's CSP, so a host the
// page is told to draw from is always a host its CSP lets it draw from.

/** The address a CDN entry stands for: https when no scheme is written, no trailing slash. */
export function cdnBase(entry: string): string {
  const base = /^https?:\/\//i.test(entry) ? entry : `https://${entry}`;
  return base.replace(/\/+$/, '');
}

/** The origins of CDN entries, each once, as CSP sources; an entry that is no address is left out. */
export function cdnOrigins(entries: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of entries) {
    try {
      origins.add(new URL(cdnBase(entry)).origin);
    } catch {
      // Not an address: nothing can be drawn from it, so nothing is allowed for it.
    }
  }
  return [...origins];
}
