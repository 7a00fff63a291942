// Live models (hosts) of a tenant's live vendors (spec §7 "Live"), and the chat room page a chat
// launch opens. Every live vendor has three models; in each 10-minute slot one of them is on a
// break (offline), so the list changes with the server clock like the live rooms do.
import type { TenantManifest } from '#schemas/index.ts';
import { tenantCatalogue } from './catalogue.ts';
import { escapeHtml } from './demo-page.ts';

const MODELS_PER_VENDOR = 3;
const SLOT_MS = 600_000;
const NAMES = ['Anna', 'Mali', 'Lin', 'Sora', 'Nina', 'Yui', 'Ploy', 'Mei', 'Rosa'] as const;
const COLOURS = ['#e11d48', '#7c3aed', '#0891b2', '#16a34a', '#d97706', '#db2777'] as const;

export interface LiveModel {
  modelId: string;
  name: string;
  vassalage: string;
  avatar: string;
  online: boolean;
  viewers: number;
}

function avatarOf(name: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="48" fill="${colour}"/><text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${name[0] ?? '?'}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The tenant's live vendor codes, in catalogue order. */
export function liveVendors(manifest: TenantManifest): string[] {
  return tenantCatalogue(manifest)
    .categories.filter((c) => c.gameType === 'LIVE')
    .flatMap((c) => c.vendors.map((v) => v.code));
}

export function liveModels(manifest: TenantManifest, now: number): LiveModel[] {
  const slot = Math.floor(now / SLOT_MS);
  return liveVendors(manifest).flatMap((vendor, v) =>
    Array.from({ length: MODELS_PER_VENDOR }, (_, i) => {
      const name = NAMES[(v * MODELS_PER_VENDOR + i) % NAMES.length]!;
      const online = (slot + v) % MODELS_PER_VENDOR !== i;
      return {
        modelId: `${vendor}-${i + 1}`,
        name,
        vassalage: vendor,
        avatar: avatarOf(name, COLOURS[(v + i) % COLOURS.length]!),
        online,
        // Viewers drift by slot; an offline model has none.
        viewers: online ? 20 + ((slot * 7 + v * 13 + i * 29) % 180) : 0,
      };
    }),
  );
}

/** The chat room page: the model, a greeting and a message box (messages stay on the page). */
export function chatRoomHtml(model: LiveModel, account: string): string {
  const name = escapeHtml(model.name);
  const who = escapeHtml(account);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} · live chat</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#1a1025;color:#f5f0ff;display:flex;flex-direction:column;min-height:100vh}
header{display:flex;gap:12px;align-items:center;padding:12px 16px;background:#2a1840}header img{width:44px;height:44px;border-radius:50%}
header small{display:block;opacity:.7}ol{list-style:none;margin:0;padding:16px;flex:1;display:flex;flex-direction:column;gap:8px}
li{max-width:80%;padding:8px 12px;border-radius:14px;background:#3b2457}li.me{align-self:flex-end;background:#7c3aed}
form{display:flex;gap:8px;padding:12px;background:#2a1840}input{flex:1;padding:10px;border-radius:10px;border:0}button{padding:10px 16px;border:0;border-radius:10px;background:#f59e0b;font-weight:700}
</style></head><body>
<header><img src="${model.avatar}" alt=""><div><strong data-testid="chat-model">${name}</strong><small>${escapeHtml(model.vassalage)} · live</small></div></header>
<ol id="log" aria-live="polite"><li data-testid="chat-greeting">Hi ${who}, welcome to my room!</li></ol>
<form id="f"><input id="m" maxlength="200" aria-label="Message" autocomplete="off"><button>Send</button></form>
<script>
var f=document.getElementById('f'),m=document.getElementById('m'),log=document.getElementById('log');
f.addEventListener('submit',function(e){e.preventDefault();var t=m.value.trim();if(!t)return;var li=document.createElement('li');li.className='me';li.textContent=t;log.appendChild(li);m.value='';});
</script></body></html>`;
}
