// The inline head script that puts the first screen's data in flight while the JS downloads
// (issue 10): the status call on every page; on the home page also notices, banners, hot games,
// winners and one list per home section (schemas/boot-calls.ts); the runtime takes the answers
// in runtime/src/lib/api/boot.ts; and the fallback language's locale file (the page's
// own is started by the theme script, tenant-html.ts). The requests carry the headers the API
// client sends (Merchant, Language, Device, X-Gateway-Version); the runtime takes each answer
// once, by URL. A visitor with a session (token in session storage or in the URL) gets only the
// locale: their calls carry an Authorization header the head does not send.
import { bootCalls } from '../../../../schemas/boot-calls.ts';
import type { TenantManifest } from '../../../../schemas/index.ts';

/** Must run after the theme script, which sets <html lang> to the visitor's language. */
export function bootDataScript(manifest: Omit<TenantManifest, 'security'>): string {
  const plan = bootCalls(manifest);
  const cfg = { m: manifest.merchantCode, a: plan.always, h: plan.home };
  const json = JSON.stringify(cfg)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
  return (
    `(function(c){var l=document.documentElement.lang,o={},s=null,u,i;` +
    `function get(u,h){o[u]=fetch(u,{headers:h,credentials:'same-origin'}).then(function(r){return r.text().then(function(b){return{status:r.status,body:b}})}).catch(function(){return null})}` +
    `if(l!=='en')get('/locales/en.json',{});` +
    `try{s=sessionStorage.getItem('token')}catch(e){}` +
    `if(!s&&!/[?&]token=/.test(location.search)){` +
    `var h={Accept:'application/json',Merchant:c.m,Language:l,Device:'web','X-Gateway-Version':'3'};` +
    `u=location.pathname==='/'?c.a.concat(c.h):c.a;for(i=0;i<u.length;i++)get(u[i],h)}` +
    `window.__lobbyBoot={lang:l,at:Date.now(),calls:o}})(${json})`
  );
}
