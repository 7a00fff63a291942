// The demo game page: one self-contained HTML document (inline CSS and JS, no external assets).
// Its only credential is the launch ticket in its URL; it reads /demo-game/state and posts
// /demo-game/spin on the same host.

/** JSON for an inline script: `<` escaped so no value can close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function demoGameHtml(opts: {
  ticket: string;
  gameName: string;
  vendor: string;
  stakes: readonly number[];
}): string {
  const name = escapeHtml(opts.gameName);
  const stakes = opts.stakes
    .map(
      (s, i) =>
        `<button type="button" class="stake${i === 0 ? ' on' : ''}" data-stake="${s}">${s}</button>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name}</title>
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,sans-serif;background:radial-gradient(circle at 30% 20%,#3b1d6e,#120a24 70%);color:#f5f0ff}
main{width:min(420px,94vw);padding:24px;border-radius:20px;background:rgba(255,255,255,.06);box-shadow:0 20px 60px rgba(0,0,0,.5);text-align:center}
h1{margin:0 0 4px;font-size:1.5rem}small{opacity:.7}.reels{display:flex;gap:10px;justify-content:center;margin:22px 0}
.reel{width:88px;height:88px;border-radius:14px;background:#fff;color:#222;font-size:48px;font-weight:800;display:flex;align-items:center;justify-content:center;box-shadow:inset 0 -6px 0 rgba(0,0,0,.12)}
.spinning .reel{animation:blink .15s infinite alternate}@keyframes blink{to{opacity:.4}}
.balance{font-size:1.25rem;margin:8px 0}.stakes{display:flex;gap:6px;justify-content:center;margin:14px 0}
.stake{border:1px solid #a78bfa;background:transparent;color:inherit;border-radius:999px;padding:6px 14px;cursor:pointer}
.stake.on{background:#a78bfa;color:#120a24;font-weight:700}
#spin{width:100%;padding:14px;border:0;border-radius:14px;font-size:1.2rem;font-weight:800;cursor:pointer;background:linear-gradient(90deg,#f59e0b,#ef4444);color:#fff}
#spin:disabled{opacity:.5;cursor:wait}#msg{min-height:1.5em;margin-top:12px}.win{color:#4ade80;font-weight:700}.err{color:#f87171}
</style></head>
<body><main>
<h1 id="name">${name}</h1><small>${escapeHtml(opts.vendor)} · demo game</small>
<div class="reels" id="reels"><div class="reel">7</div><div class="reel">♦</div><div class="reel">$</div></div>
<div class="balance">Balance: <strong id="balance">…</strong></div>
<div class="stakes" id="stakes">${stakes}</div>
<button id="spin" type="button">SPIN</button>
<div id="msg" role="status"></div>
</main>
<script>
(function(){
  var ticket=${scriptJson(opts.ticket)};
  var stake=${scriptJson(opts.stakes[0] ?? 1)};
  var fmt=function(n){return Number(n).toLocaleString(undefined,{minimumFractionDigits:2,maximumFractionDigits:2});};
  var $=function(id){return document.getElementById(id);};
  var msg=function(text,cls){var m=$('msg');m.textContent=text;m.className=cls||'';};
  fetch('/demo-game/state?t='+encodeURIComponent(ticket)).then(function(r){return r.json();}).then(function(b){
    if(!b.success){msg('This game session has expired. Launch the game again.','err');$('spin').disabled=true;return;}
    $('balance').textContent=fmt(b.value.balance);
  });
  $('stakes').addEventListener('click',function(e){
    var t=e.target;if(!t.dataset||!t.dataset.stake)return;stake=Number(t.dataset.stake);
    Array.prototype.forEach.call(document.querySelectorAll('.stake'),function(x){x.classList.toggle('on',x===t);});
  });
  $('spin').addEventListener('click',function(){
    var btn=$('spin');btn.disabled=true;msg('');$('reels').classList.add('spinning');
    fetch('/demo-game/spin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({ticket:ticket,stake:stake})})
      .then(function(r){return r.json();}).then(function(b){
        setTimeout(function(){
          $('reels').classList.remove('spinning');btn.disabled=false;
          if(!b.success){msg(b.errorCode==='insufficient_balance'?'Not enough balance for this stake.':(b.message||'Spin refused.'),'err');return;}
          var reels=document.querySelectorAll('.reel');b.value.symbols.forEach(function(s,i){reels[i].textContent=s;});
          $('balance').textContent=fmt(b.value.balance);
          if(b.value.payout>0)msg('You win '+fmt(b.value.payout)+' (x'+b.value.multiplier+')','win');else msg('No win this time.');
        },450);
      }).catch(function(){$('reels').classList.remove('spinning');btn.disabled=false;msg('Network error, try again.','err');});
  });
})();
</script>
</body></html>`;
}

export function expiredHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Session expired</title>
<style>body{font-family:system-ui,sans-serif;background:#120a24;color:#f5f0ff;display:flex;min-height:100vh;align-items:center;justify-content:center}</style>
</head><body><p>This game session has expired. Close this window and launch the game again.</p></body></html>`;
}
