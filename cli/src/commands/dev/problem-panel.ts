// What `lobby dev` puts on the page while the tenant's manifest on disk is invalid: the person
// editing it looks at the browser, and a page that quietly keeps the last valid version reads
// as "my edit did nothing". The panel sits outside the app's root, so the app never removes it,
// and goes away with the next valid save (which reloads the page).

export const PROBLEM_PANEL_ID = 'lobby-dev-problems';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page with a panel listing `problems` (lines as the terminal prints them) at the top. */
export function withProblemPanel(html: string, file: string, problems: readonly string[]): string {
  const panel =
    `<div id="${PROBLEM_PANEL_ID}" role="alert" style="position:fixed;inset:0 0 auto 0;z-index:2147483647;` +
    'max-height:60vh;overflow:auto;margin:0;padding:14px 18px;background:#1b0b0b;color:#ffd7d7;' +
    'border-bottom:3px solid #ff5252;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace;' +
    'box-shadow:0 4px 18px rgba(0,0,0,.45);white-space:pre-wrap;overflow-wrap:anywhere">' +
    `<strong style="color:#ff8a8a;font-size:14px">${escapeHtml(file)} was not applied: ` +
    'this page shows the last valid version. Fix and save to apply it.</strong>\n' +
    problems.map((p) => `<div>${escapeHtml(p)}</div>`).join('') +
    '</div>';
  return html.replace(/<body([^>]*)>/i, (body) => `${body}${panel}`);
}
