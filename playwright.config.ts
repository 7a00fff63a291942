// e2e: one project per tenant (generated from tenants/), system Chromium, no browser download.
// The server (API + built tenants, the `lobby start` code path) runs in globalSetup on an
// ephemeral 127.0.0.1 port in test mode with a temp data dir. Which spec runs on which tenant is
// the matrix plan (e2e/matrix.ts): flows once per behaviour profile, brand checks on every tenant.
import fs from 'node:fs';
import net from 'node:net';
import { defineConfig } from '@playwright/test';
import { phaseOf, planMatrix, readManifest, selectedCodes, testMatchOf } from './e2e/matrix.ts';
import type { TestOptions } from './e2e/fixtures.ts';

const codes = selectedCodes();
const plan = planMatrix(codes, (code) => readManifest(code));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const SLOW_PHONE_SPECS = ['guard', 'auth', 'register', 'home', 'games'];
// The flows of those specs a phone player goes through, chosen to fit the CI budget (a throttled
// test takes 3-4x as long): a guard redirect and a route modal (on a slow page the modal went
// missing, e2e/modal-race.spec.ts), logging in and out, the home, registration (in one mode per
// tenant: slowPhoneRegistration), and a visitor pressing play. The other guard routes, the
// captcha, favourites and catalogue checks run in the desktop projects.
const SLOW_PHONE_FLOWS = [
  /visitor on \/member goes to \/login with the login popup/,
  /\/register\?referralCode= opens the register modal/,
  /login success shows balance/,
  /home shows marquee, carousels/,
  /rule 1: a visitor who presses play/,
];

/**
 * A phone player registers in the tenant's first mode (its register form's default tab, mobile
 * when it has it): one registration per tenant on the throttled CPU, the other mode at desktop.
 */
function slowPhoneRegistration(manifest: ReturnType<typeof readManifest>): RegExp {
  return manifest.flags.MOBILENUMREG3
    ? /register by mobile when enabled/
    : /register by username when enabled/;
}

/**
 * `lobby test --shard` runs the matrix in two phases, each sharded on its own: the parallel
 * projects, then the serial ones (cli/src/commands/test). In one run the serial projects depend on
 * every parallel one, and Playwright runs a sharded project's dependencies whole on every shard:
 * each machine would run nearly the whole matrix.
 */
const PHASE = phaseOf(process.env.LOBBY_E2E_PHASE);

/**
 * What a failing test leaves to debug it. A trace's screencast (a screenshot of the page at every
 * action) took a quarter of a brand's CPU (t002 alone, one worker: 53 s and 82 CPU-s with it,
 * 46 s and 61 CPU-s without), on the cores the browsers share. So a failure keeps the trace's
 * DOM snapshots, actions, console and network, and one screenshot of the end.
 * LOBBY_E2E_TRACE=full brings the screencast back; =off records no trace.
 */
const TRACE_MODES = {
  lite: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  full: 'retain-on-failure',
  off: 'off',
} as const;
const traceMode = process.env.LOBBY_E2E_TRACE ?? 'lite';
if (!(traceMode in TRACE_MODES))
  throw new Error(`LOBBY_E2E_TRACE=${traceMode}: use ${Object.keys(TRACE_MODES).join(', ')}`);
const trace = TRACE_MODES[traceMode as keyof typeof TRACE_MODES];

/**
 * The browser the tests drive: Debian's old headless shell (package chromium-headless-shell) when
 * it is installed, as Playwright's own downloads do for headless runs. It renders the same Blink
 * without the full browser's compositor and GPU process: the same member-centre spec took about
 * a third of the Chromium CPU time. Full Chromium otherwise; LOBBY_E2E_CHROMIUM picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.LOBBY_E2E_CHROMIUM ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Workers re-evaluate this file; they inherit the port chosen by the runner through the env.
process.env.LOBBY_E2E_PORT ??= String(await freePort());
const port = Number(process.env.LOBBY_E2E_PORT);

export default defineConfig<TestOptions>({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  // No retries, in CI too: a retry hides a flake instead of finding its cause.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 12_000 },
  // A phase keeps its own results: a run empties its output folder when it starts.
  outputDir: PHASE ? `test-results/${PHASE}` : 'test-results',
  reporter: process.env.CI
    ? [
        ['list'],
        ['html', { open: 'never', outputFolder: `playwright-report${PHASE ? `/${PHASE}` : ''}` }],
      ]
    : 'list',
  use: {
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    },
  },
  projects: [
    // `lobby new` → build → serve in a temp copy (never in tenants/), and a brand following its
    // language, name and colour there (brand-follows): run them alone with
    // `npx playwright test --project=new-tenant`.
    { name: 'new-tenant', testMatch: /(new-tenant|brand-follows)\.fleet\.ts$/ },
    // `lobby studio` on a temp copy of tenants/ (its own fixture starts it on a free port): run
    // it alone with `npx playwright test --project=studio`.
    { name: 'studio', testMatch: /studio\.operator\.ts$/, fullyParallel: false, workers: 1 },
    ...codes.map((code) => ({
      name: code,
      testMatch: testMatchOf(plan.specsOf(code, 'spec'), 'spec'),
      use: { baseURL: `http://${code}.localhost:${port}` },
    })),
    // The visitor and player flows on a mid-range phone, Chromium's CPU slowed 4x
    // (Lighthouse's mobile profile) at 375 px wide, on every tenant. A flow that fails only here
    // is a race in the product, not a reason for a longer timeout.
    ...codes.map((code) => ({
      name: `${code}-slow-phone`,
      testMatch: testMatchOf(
        plan.specsOf(code, 'spec').filter((name) => SLOW_PHONE_SPECS.includes(name)),
        'spec',
      ),
      grep: [...SLOW_PHONE_FLOWS, slowPhoneRegistration(readManifest(code))],
      // Every step of the page runs 4x slower by design: the waits scale with it (the flows wait
      // on state, never on time, so a longer wait hides no race; a race still fails here).
      timeout: 120_000,
      expect: { timeout: 30_000 },
      use: {
        baseURL: `http://${code}.localhost:${port}`,
        viewport: { width: 375, height: 740 },
        cpuThrottle: 4,
      },
    })),
    // Tenant-wide state changes (status, the tenant's clock) run once every tenant project has
    // finished, one test at a time per tenant. Each tenant has its own server clock, so the
    // serial projects of different tenants may run side by side.
    ...codes.map((code) => ({
      name: `${code}-serial`,
      testMatch: testMatchOf(plan.specsOf(code, 'serial'), 'serial'),
      // In a phased run the order comes from the phases themselves (see PHASE above).
      dependencies: PHASE ? [] : [...codes, ...codes.map((code) => `${code}-slow-phone`)],
      fullyParallel: false,
      workers: 1,
      use: { baseURL: `http://${code}.localhost:${port}` },
    })),
  ].filter((p) => PHASE === undefined || (PHASE === 'serial') === p.name.endsWith('-serial')),
});
