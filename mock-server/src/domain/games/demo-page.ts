// The demo game page: one self-contained HTML document (inline CSS and JS, no external assets).
// Its only credential is the launch ticket in its URL; it reads /demo-game/state, posts
// /demo-game/spin and /demo-game/seeds, and lists /demo-game/history on the same host. Its words
// come from the site's locale file (/locales/<lang>.json), English when that cannot be read. The
// fairness panel recomputes past spins in the browser (Web Crypto) from the revealed seeds.
import { RTL_LANGUAGES } from '#schemas/constants.ts';
import { DEMO_PAGE_ENGLISH } from './demo-page-text.ts';
import { LOSING, PAY_TABLE } from './spin.ts';

/** JSON for an inline script: `<` escaped so no value can close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A language tag safe in an attribute and a path; the page falls back to English. */
const cleanLanguage = (lang: string | undefined) =>
  lang && /^[A-Za-z-]{2,10}$/.test(lang) ? lang : 'en';

const dirOf = (lang: string) =>
  (RTL_LANGUAGES as readonly string[]).includes(lang) ? 'rtl' : 'ltr';

/**
 * The page's translator: English first, then the site's messages for `lang` once loaded, then
 * every `data-i18n` element is filled. `t(key, values)` replaces `{{name}}` placeholders.
 */
function translatorScript(lang: string): string {
  return `var EN=${scriptJson(DEMO_PAGE_ENGLISH)},LANG=${scriptJson(lang)},MSG=EN;
function t(k,v){var s=MSG[k]||EN[k]||k;return s.replace(/\\{\\{\\s*(\\w+)\\s*\\}\\}/g,function(_,n){return v&&v[n]!==undefined?String(v[n]):'';});}
function applyText(){Array.prototype.forEach.call(document.querySelectorAll('[data-i18n]'),function(el){el.textContent=t(el.getAttribute('data-i18n'));});}
var textReady=fetch('/locales/'+encodeURIComponent(LANG)+'.json').then(function(r){return r.ok?r.json():null;}).catch(function(){return null;}).then(function(m){if(m){MSG=Object.assign({},EN,m);}applyText();});`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:16px 0;
font-family:system-ui,sans-serif;background:radial-gradient(circle at 30% 20%,#3b1d6e,#120a24 70%);color:#f5f0ff}
main,#fair{width:min(420px,94vw);padding:24px;border-radius:20px;background:rgba(255,255,255,.06);box-shadow:0 20px 60px rgba(0,0,0,.5)}
main{text-align:center}h1{margin:0 0 4px;font-size:1.5rem}h2{margin:0 0 8px;font-size:1.15rem}small{opacity:.7}.reels{display:flex;gap:10px;justify-content:center;margin:22px 0}
.reel{width:88px;height:88px;border-radius:14px;background:#fff;color:#222;font-size:48px;font-weight:800;display:flex;align-items:center;justify-content:center;box-shadow:inset 0 -6px 0 rgba(0,0,0,.12)}
.spinning .reel{animation:blink .15s infinite alternate}@keyframes blink{to{opacity:.4}}
.balance{font-size:1.25rem;margin:8px 0}.stakes{display:flex;gap:6px;justify-content:center;margin:14px 0;flex-wrap:wrap}
.stake{border:1px solid #a78bfa;background:transparent;color:inherit;border-radius:999px;padding:6px 14px;cursor:pointer}
.stake.on{background:#a78bfa;color:#120a24;font-weight:700}
#spin{width:100%;padding:14px;border:0;border-radius:14px;font-size:1.2rem;font-weight:800;cursor:pointer;background:linear-gradient(90deg,#f59e0b,#ef4444);color:#fff}
#spin:disabled{opacity:.5;cursor:wait}#msg,#fairMsg{min-height:1.5em;margin-top:12px}.win,.ok{color:#4ade80;font-weight:700}.err{color:#f87171}
#fair p{margin:0 0 12px;font-size:.9rem;line-height:1.4;opacity:.85}dl{margin:0 0 12px;display:grid;gap:4px}dt{font-size:.8rem;opacity:.7}
dd{margin:0 0 6px;font-family:ui-monospace,monospace;font-size:.85rem;word-break:break-all}
label{display:block;font-size:.8rem;opacity:.7;margin-bottom:4px}.row{display:flex;gap:8px;flex-wrap:wrap}
input{flex:1;min-width:0;padding:10px;border-radius:10px;border:1px solid #a78bfa;background:#1f1238;color:inherit;font-family:ui-monospace,monospace}
.btn{white-space:nowrap;padding:10px 14px;border:1px solid #a78bfa;border-radius:10px;background:transparent;color:inherit;cursor:pointer;font-weight:700}
ol{list-style:none;margin:0;padding:0;display:grid;gap:8px}li{padding:10px;border-radius:12px;background:rgba(255,255,255,.05)}
li .line{display:flex;justify-content:space-between;align-items:center;gap:8px;font-size:.9rem}li .result{margin-top:6px;font-size:.85rem}
li code{display:block;margin-top:4px;font-size:.75rem;opacity:.7;word-break:break-all}`;

/** The fairness panel's script: seeds, rotation, history and in-browser verification. */
function fairnessScript(): string {
  return `var TABLE=${scriptJson(PAY_TABLE)},LOSING=${scriptJson(LOSING)};
function outcomeOf(u,pick,stake){var r=u;for(var i=0;i<TABLE.length;i++){var l=TABLE[i];if(r<l.probability)return{multiplier:l.multiplier,symbols:l.symbols,payout:Math.floor(stake*l.multiplier)};r-=l.probability;}
return{multiplier:0,symbols:LOSING[Math.floor(pick*LOSING.length)]||LOSING[0],payout:0};}
function hex(buf){return Array.prototype.map.call(new Uint8Array(buf),function(b){return b.toString(16).padStart(2,'0');}).join('');}
async function recompute(row){var enc=new TextEncoder(),subtle=window.crypto&&window.crypto.subtle;if(!subtle)return null;
var hash=hex(await subtle.digest('SHA-256',enc.encode(row.serverSeed)));
var key=await subtle.importKey('raw',enc.encode(row.serverSeed),{name:'HMAC',hash:'SHA-256'},false,['sign']);
var mac=new DataView(await subtle.sign('HMAC',key,enc.encode(row.clientSeed+':'+row.nonce)));
var o=outcomeOf(mac.getUint32(0)/4294967296,mac.getUint32(4)/4294967296,Math.round(row.stake*100));
return{hashOk:hash===row.serverSeedHash,outcome:o,payoutOk:o.payout===Math.round(row.payout*100)};}
function showPair(p){$('hash').textContent=p.serverSeedHash;$('client').value=p.clientSeed;$('nonce').textContent=String(p.nonce);}
function loadHistory(){return fetch('/demo-game/history?t='+encodeURIComponent(ticket)).then(function(r){return r.json();}).then(function(b){
var ol=$('history');ol.textContent='';if(!b.success)return;$('noHistory').hidden=b.value.list.length>0;
b.value.list.forEach(function(row){var li=document.createElement('li');li.dataset.nonce=String(row.nonce);li.dataset.testid='fair-spin';
var line=document.createElement('div');line.className='line';var span=document.createElement('span');
span.textContent=t('demo.spinRow',{nonce:row.nonce,stake:fmt(row.stake),payout:fmt(row.payout)});line.appendChild(span);
var res=document.createElement('div');res.className='result';res.setAttribute('role','status');
if(row.serverSeed){var btn=document.createElement('button');btn.type='button';btn.className='btn';btn.textContent=t('demo.verify');
btn.addEventListener('click',function(){recompute(row).then(function(v){if(!v){res.textContent=t('demo.noCrypto');res.className='result err';return;}
var ok=v.hashOk&&v.payoutOk;res.textContent=ok?t('demo.verified',{symbols:v.outcome.symbols.join(' '),multiplier:v.outcome.multiplier}):t('demo.mismatch');
res.className='result '+(ok?'ok':'err');res.dataset.verified=ok?'yes':'no';});});line.appendChild(btn);
var code=document.createElement('code');code.textContent=row.serverSeed;li.appendChild(line);li.appendChild(code);}
else{res.textContent=t('demo.secret');li.appendChild(line);}
li.appendChild(res);ol.appendChild(li);});});}
$('fairToggle').addEventListener('click',function(){var f=$('fair');f.hidden=!f.hidden;if(!f.hidden)loadHistory();});
$('rotate').addEventListener('click',function(){var btn=$('rotate'),seed=$('client').value.trim();btn.disabled=true;fairMsg('');
fetch('/demo-game/seeds',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(seed?{ticket:ticket,clientSeed:seed}:{ticket:ticket})})
.then(function(r){return r.json();}).then(function(b){btn.disabled=false;if(!b.success){fairMsg(t(b.errorCode)===b.errorCode?t('demo.refused'):t(b.errorCode),'err');return;}
showPair(b.value.next);fairMsg(t('demo.rotated'),'ok');return loadHistory();}).catch(function(){btn.disabled=false;fairMsg(t('demo.network'),'err');});});`;
}

export function demoGameHtml(opts: {
  ticket: string;
  gameName: string;
  vendor: string;
  stakes: readonly number[];
  language?: string;
}): string {
  const name = escapeHtml(opts.gameName);
  const lang = cleanLanguage(opts.language);
  const stakes = opts.stakes
    .map(
      (s, i) =>
        `<button type="button" class="stake${i === 0 ? ' on' : ''}" data-stake="${s}">${s}</button>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}" dir="${dirOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name}</title>
<style>
${STYLE}
</style></head>
<body><main>
<h1 id="name">${name}</h1><small>${escapeHtml(opts.vendor)} · <span data-i18n="demo.subtitle"></span></small>
<div class="reels" id="reels"><div class="reel">7</div><div class="reel">♦</div><div class="reel">$</div></div>
<div class="balance"><span data-i18n="demo.balance"></span>: <strong id="balance">…</strong></div>
<div class="stakes" id="stakes">${stakes}</div>
<button id="spin" type="button" data-i18n="demo.spin"></button>
<div id="msg" role="status"></div>
<button id="fairToggle" type="button" class="btn" data-i18n="demo.fairness" data-testid="fair-toggle"></button>
</main>
<section id="fair" hidden aria-labelledby="fairTitle" data-testid="fair-panel">
<h2 id="fairTitle" data-i18n="demo.fairness"></h2>
<p data-i18n="demo.fairIntro"></p>
<dl><dt data-i18n="demo.serverSeedHash"></dt><dd id="hash" data-testid="fair-hash"></dd>
<dt data-i18n="demo.nonce"></dt><dd id="nonce" data-testid="fair-nonce"></dd></dl>
<label for="client" data-i18n="demo.clientSeed"></label>
<div class="row"><input id="client" maxlength="64" autocomplete="off" spellcheck="false" data-testid="fair-client"><button id="rotate" type="button" class="btn" data-i18n="demo.rotate" data-testid="fair-rotate"></button></div>
<div id="fairMsg" role="status"></div>
<h2 data-i18n="demo.history"></h2>
<p id="noHistory" data-i18n="demo.noHistory"></p>
<ol id="history" data-testid="fair-history"></ol>
</section>
<script>
(function(){
  ${translatorScript(lang)}
  var ticket=${scriptJson(opts.ticket)};
  var stake=${scriptJson(opts.stakes[0] ?? 1)};
  var fmt=function(n){return Number(n).toLocaleString(LANG,{minimumFractionDigits:2,maximumFractionDigits:2});};
  var $=function(id){return document.getElementById(id);};
  var msg=function(text,cls){var m=$('msg');m.textContent=text;m.className=cls||'';};
  var fairMsg=function(text,cls){var m=$('fairMsg');m.textContent=text;m.className=cls||'';};
  var refusal=function(code){var s=t(code);return s===code?t('demo.refused'):s;};
  ${fairnessScript()}
  Promise.all([textReady,fetch('/demo-game/state?t='+encodeURIComponent(ticket)).then(function(r){return r.json();})]).then(function(all){var b=all[1];
    if(!b.success){msg(t('demo.expired'),'err');$('spin').disabled=true;return;}
    $('balance').textContent=fmt(b.value.balance);showPair(b.value.fair);
  });
  $('stakes').addEventListener('click',function(e){
    var el=e.target;if(!el.dataset||!el.dataset.stake)return;stake=Number(el.dataset.stake);
    Array.prototype.forEach.call(document.querySelectorAll('.stake'),function(x){x.classList.toggle('on',x===el);});
  });
  $('spin').addEventListener('click',function(){
    var btn=$('spin');btn.disabled=true;msg('');$('reels').classList.add('spinning');
    fetch('/demo-game/spin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({ticket:ticket,stake:stake})})
      .then(function(r){return r.json();}).then(function(b){
        setTimeout(function(){
          $('reels').classList.remove('spinning');btn.disabled=false;
          if(!b.success){msg(refusal(b.errorCode),'err');return;}
          var reels=document.querySelectorAll('.reel');b.value.symbols.forEach(function(s,i){reels[i].textContent=s;});
          $('balance').textContent=fmt(b.value.balance);$('nonce').textContent=String(b.value.nonce+1);
          if(b.value.payout>0)msg(t('demo.win',{amount:fmt(b.value.payout),multiplier:b.value.multiplier}),'win');else msg(t('demo.noWin'));
          if(!$('fair').hidden)loadHistory();
        },450);
      }).catch(function(){$('reels').classList.remove('spinning');btn.disabled=false;msg(t('demo.network'),'err');});
  });
})();
</script>
</body></html>`;
}

export function expiredHtml(language?: string): string {
  const lang = cleanLanguage(language);
  return `<!doctype html><html lang="${lang}" dir="${dirOf(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(DEMO_PAGE_ENGLISH['demo.expired'])}</title>
<style>body{font-family:system-ui,sans-serif;background:#120a24;color:#f5f0ff;display:flex;min-height:100vh;align-items:center;justify-content:center}</style>
</head><body><p data-i18n="demo.expired">${escapeHtml(DEMO_PAGE_ENGLISH['demo.expired'])}</p>
<script>(function(){${translatorScript(lang)}})();</script></body></html>`;
}
