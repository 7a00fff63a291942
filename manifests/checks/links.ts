// Whether a customer-service or social link opens what its button promises. A scheme typo
// ("htps:", "https//") or a space makes the button do nothing; a WhatsApp number must be digits
// only in wa.me/<digits>; tel: and mailto: need a number and an address. An operator often pastes
// the contact itself (a LINE ID "@brand", a Telegram handle, a phone number, an e-mail address)
// where the link goes: the fix is that contact's link, not "https://" in front of it. A link to
// another site than its channel's is only a warning: operators use redirectors.
import { suggest } from '../checks.ts';

interface LinkVerdict {
  message: string;
  hint: string;
  /** The link as it should be written, when there is one clear repair. */
  fixed?: string;
  severity?: 'warning';
}

const SCHEMES = ['https', 'http', 'tel', 'mailto', 'tg', 'line', 'whatsapp'] as const;

/** The hosts each channel's links open (a subdomain counts), keyed by channel or network name. */
const CHANNEL_HOSTS: Readonly<Record<string, readonly string[]>> = {
  whatsapp: ['wa.me', 'whatsapp.com'],
  telegram: ['t.me', 'telegram.me', 'telegram.org'],
  line: ['line.me', 'lin.ee'],
  facebook: ['facebook.com', 'fb.com', 'fb.me', 'm.me'],
  twitter: ['twitter.com', 'x.com'],
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
};

/** Native app schemes that belong to one channel. */
const CHANNEL_SCHEMES: Readonly<Record<string, string>> = {
  tg: 'telegram',
  line: 'line',
  whatsapp: 'whatsapp',
};

const onHost = (host: string, domains: readonly string[]) =>
  domains.some((d) => host === d || host.endsWith(`.${d}`));

/** The link with its scheme repaired, when its start is a misspelt known scheme. */
function repairedScheme(value: string): string | undefined {
  const m = /^([a-z][a-z0-9+.-]*)(:?)(\/*)(.*)$/is.exec(value);
  if (!m) return undefined;
  const [, written, colon, slashes, rest] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const scheme = written.toLowerCase();
  const known = (SCHEMES as readonly string[]).includes(scheme);
  const web = (s: string) => s === 'http' || s === 'https';
  if (colon === ':' && known) {
    return web(scheme) && slashes !== '//' ? `${scheme}://${rest}` : undefined;
  }
  // Only a near miss of a known scheme is a typo; "weixin:" is an app's own scheme.
  const near = suggest(scheme, SCHEMES);
  if (colon === ':' && near && near !== scheme)
    return web(near) ? `${near}://${rest}` : `${near}:${slashes}${rest}`;
  if (colon === '' && slashes.length >= 2 && near && web(near)) return `${near}://${rest}`;
  return undefined;
}

/** The page a handle "@name" opens on each channel that has handles. */
const HANDLE_LINKS: Readonly<Record<string, { name: string; link: (handle: string) => string }>> = {
  line: { name: 'a LINE ID', link: (h) => `https://line.me/R/ti/p/@${h}` },
  telegram: { name: 'a Telegram username', link: (h) => `https://t.me/${h}` },
  twitter: { name: 'an X (Twitter) handle', link: (h) => `https://x.com/${h}` },
  instagram: { name: 'an Instagram handle', link: (h) => `https://instagram.com/${h}` },
  tiktok: { name: 'a TikTok handle', link: (h) => `https://www.tiktok.com/@${h}` },
  youtube: { name: 'a YouTube handle', link: (h) => `https://youtube.com/@${h}` },
  facebook: { name: 'a Facebook page name', link: (h) => `https://facebook.com/${h}` },
};

/** A contact pasted where its link belongs: what it is and the link that opens it. */
function pastedContact(
  channel: string | undefined,
  value: string,
): { what: string; link: string } | undefined {
  if (/^[^@\s/:]+@[^@\s/:]+\.[a-z]{2,}$/i.test(value))
    return { what: 'an e-mail address', link: `mailto:${value}` };
  if (/^\+?[0-9][0-9 ().-]{5,}$/.test(value)) {
    const digits = value.replace(/[^0-9]/g, '');
    return channel === 'whatsapp'
      ? { what: 'a phone number', link: `https://wa.me/${digits}` }
      : { what: 'a phone number', link: `tel:${value.startsWith('+') ? '+' : ''}${digits}` };
  }
  const handle = /^@([a-z0-9._-]+)$/i.exec(value)?.[1];
  const links = channel ? HANDLE_LINKS[channel] : undefined;
  if (handle && links) return { what: links.name, link: links.link(handle) };
  return undefined;
}

function whatsappNumber(url: URL): string | undefined {
  if (url.hostname === 'wa.me') return decodeURIComponent(url.pathname.slice(1));
  return url.searchParams.get('phone') ?? undefined;
}

/** What is wrong with `value` as a link of `channel` (a customer-service type or a network). */
export function channelLinkProblem(
  channel: string | undefined,
  value: string,
): LinkVerdict | undefined {
  const pasted = pastedContact(channel, value.trim());
  if (pasted)
    return {
      message: `"${value}" is ${pasted.what}, not a link: the button would open it as a page of this site`,
      hint: `write its link: "${pasted.link}"`,
      fixed: pasted.link,
    };
  if (/\s/.test(value)) {
    const squeezed = value.replace(/\s+/g, '');
    // The spaces may hide a second mistake: the fix names the link with both repaired.
    const fixed = channelLinkProblem(channel, squeezed)?.fixed ?? squeezed;
    return {
      message: `"${value}" contains spaces: the button would open a broken link`,
      hint: `remove the spaces: "${fixed}"`,
      fixed,
    };
  }
  if (value.startsWith('/')) return undefined;
  const repaired = repairedScheme(value);
  if (repaired)
    return {
      message: `"${value}" has a misspelt scheme: the button would do nothing`,
      hint: `write "${repaired}"`,
      fixed: repaired,
    };
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value))
    return {
      message: `"${value}" has no scheme: it would open as a link relative to the page`,
      hint: `add the scheme: "https://${value.replace(/^\/+/, '')}" (or start a site path with "/")`,
      fixed: `https://${value.replace(/^\/+/, '')}`,
    };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {
      message: `"${value}" is not a complete URL`,
      hint: 'write a complete URL, e.g. "https://example.com/support"',
    };
  }
  const scheme = url.protocol.slice(0, -1);
  if (scheme === 'tel')
    return /^\+?[0-9][0-9-]{4,}$/.test(url.pathname)
      ? undefined
      : {
          message: `"${value}" is not a phone number link`,
          hint: 'write tel: and the number in international form, e.g. "tel:+66812345678"',
        };
  if (scheme === 'mailto')
    return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(decodeURIComponent(url.pathname))
      ? undefined
      : {
          message: `"${value}" is not an e-mail link`,
          hint: 'write mailto: and an address, e.g. "mailto:support@example.com"',
        };
  if (scheme !== 'http' && scheme !== 'https') {
    const owner = CHANNEL_SCHEMES[scheme];
    return owner && channel && owner !== channel
      ? {
          message: `"${value}" opens ${owner}, not ${channel}`,
          hint: `use a ${channel} link, or change the channel's type to ${owner}`,
          severity: 'warning',
        }
      : undefined;
  }
  if (!url.hostname.includes('.') && url.hostname !== 'localhost')
    return {
      message: `"${value}" has no real host name`,
      hint: 'write the full host name, e.g. "https://t.me/yourbrand"',
    };
  const hosts = channel ? CHANNEL_HOSTS[channel] : undefined;
  if (channel === 'whatsapp' && onHost(url.hostname, CHANNEL_HOSTS.whatsapp!)) {
    const number = whatsappNumber(url);
    if (number !== undefined && !/^[0-9]{6,15}$/.test(number)) {
      const digits = number.replace(/[^0-9]/g, '');
      return {
        message: `WhatsApp number "${number}" must be digits only (country code first, no +, spaces or dashes)`,
        hint: `write "https://wa.me/${digits || '66812345678'}"`,
        ...(digits ? { fixed: `https://wa.me/${digits}` } : {}),
      };
    }
  }
  if (hosts && !onHost(url.hostname, hosts))
    return {
      message: `"${value}" does not open ${channel} (${hosts.join(', ')})`,
      hint: `use a ${hosts[0]} link, or change the channel's type`,
      severity: 'warning',
    };
  return undefined;
}
