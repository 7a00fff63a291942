// The page a host answers when its tenant's manifest is invalid: clearer than the JSON 404 of a
// host nobody serves. Outside prod it lists the problems, so the operator sees what to fix.
import type { UnconfiguredTenant } from './tenancy.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function notConfiguredPage(tenant: UnconfiguredTenant, showProblems: boolean): string {
  const details = showProblems
    ? `<p>The manifest of tenant <code>${escape(tenant.code)}</code> is invalid:</p><pre>${tenant.problems.map(escape).join('\n')}</pre><p>Fix it, run <code>lobby validate ${escape(tenant.code)}</code>, then restart the server.</p>`
    : '<p>Please try again later.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Site not configured</title></head><body><h1>This site is not configured</h1>${details}</body></html>`;
}
