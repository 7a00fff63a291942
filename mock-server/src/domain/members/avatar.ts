// A member's avatar: an SVG with the account's initial on a colour derived from the account.
import crypto from 'node:crypto';
import type { Member } from '../../records/members.ts';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

export function memberAvatarSvg(m: Pick<Member, 'account' | 'nickname'>): string {
  const digest = crypto.createHash('sha256').update(m.account).digest();
  const hue = digest.readUInt16LE(0) % 360;
  const initial = escapeXml([...(m.nickname || m.account)][0]?.toUpperCase() ?? '?');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<title>${escapeXml(m.nickname || m.account)}</title>`,
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue},55%,45%)"/>`,
    `<circle cx="48" cy="48" r="40" fill="hsl(${(hue + 30) % 360},60%,55%)"/>`,
    `<text x="48" y="62" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text>`,
    '</svg>',
  ].join('');
}
