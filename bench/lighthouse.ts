// npm run bench:lighthouse — builds, serves the tenants (the `lobby start` path, in memory) and
// runs Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown) on each tenant's
// home page and /rng, RUNS times each, in a fresh headless Chromium per run. Prints per page the
// median performance score, FCP, LCP, TBT, CLS and transferred bytes. Goal: every
// page >= 95, CLS <= 0.05. Timings depend on the machine: a busy one lowers the scores.
//   BENCH_TENANTS=goldcrown,siam88 limits the tenants; BENCH_PAGES=/rng,/live the pages;
//   BENCH_RUNS=1 the runs per page; BENCH_DETAILS=1 prints each run's LCP element and the
//   elements that shifted (what to fix when a figure is off). The last column is Lighthouse's
//   benchmark index of the machine during the runs: figures compare only between close indexes.
//   BENCH_BASELINE=<commit> measures that commit beside the working tree instead (each built and
//   served by `lobby start` in a process of its own, runs alternating) and adds to the goal the
//   working tree's main-thread work at most a third of the commit's and TBT at most a quarter.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { serveBaseline, serveTree, type ServedTree } from './baseline-tree.ts';
import { benchServer, root } from './harness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? ['/', '/rng'];
const DETAILS = process.env.BENCH_DETAILS === '1';
const WANTED = process.env.BENCH_TENANTS?.split(',').filter(Boolean);
const wantedTenant = (code: string) => !WANTED || WANTED.includes(code);
const GOAL_SCORE = 95;
const GOAL_CLS = 0.05;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Against a baseline: the working tree's main-thread work and TBT as a share of the older's. */
const MAIN_SHARE = 1 / 3;
const TBT_SHARE = 1 / 4;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's main-thread work (mainthread-work-breakdown), ms on its phone model. */
  main: number;
  /** Lighthouse's benchmark index of this machine at the run: figures compare only between close indexes. */
  bmi: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** One run; a run Lighthouse gives up on (a busy machine times out DevTools calls) is retried. */
async function audit(url: string, attempts = 3): Promise<Run> {
  for (let i = 1; ; i++) {
    try {
      return await auditOnce(url);
    } catch (e) {
      if (i >= attempts) throw e;
      console.log(`retrying ${url}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

/** Chromes still running: Lighthouse can throw from a protocol callback, outside any try. */
const live = new Set<chromeLauncher.LaunchedChrome>();
for (const event of ['uncaughtException', 'unhandledRejection'] as const)
  process.on(event, (e: unknown) => {
    for (const c of live) c.kill();
    console.error(`bench:lighthouse stopped: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });

interface NodeItem {
  node?: { snippet?: string; selector?: string };
  score?: number;
  phase?: string;
  timing?: number;
  percent?: string;
}
interface LongTask {
  url?: string;
  duration?: number;
  startTime?: number;
}
interface WorkGroup {
  group?: string;
  groupLabel?: string;
  duration?: number;
}
interface Script {
  url?: string;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
}
/** Items of an audit's table(s), flattened (LCP's details nest a table in a list). */
function itemsOf(details: unknown): NodeItem[] {
  if (!details || typeof details !== 'object') return [];
  const d = details as { type?: string; items?: unknown[] };
  if (d.type === 'list') return (d.items ?? []).flatMap(itemsOf);
  return (d.items ?? []) as NodeItem[];
}

function printDetails(url: string, audits: Record<string, { details?: unknown }>): void {
  const node = (i: NodeItem) => `${i.node?.selector ?? ''} ${i.node?.snippet ?? ''}`.trim();
  const lcp = itemsOf(audits['largest-contentful-paint-element']?.details);
  console.log(
    `${url} LCP element: ${
      lcp
        .filter((i) => i.node)
        .map(node)
        .join(' | ') || '?'
    }`,
  );
  for (const i of lcp.filter((x) => x.phase))
    console.log(`  ${i.phase}: ${Math.round(i.timing ?? 0)} ms (${i.percent ?? ''})`);
  for (const i of itemsOf(audits['layout-shifts']?.details))
    console.log(`  shift ${(i.score ?? 0).toFixed(3)}: ${node(i)}`);
  const groups = itemsOf(audits['mainthread-work-breakdown']?.details) as WorkGroup[];
  console.log(
    `  main thread: ${groups.map((g) => `${g.groupLabel ?? g.group}: ${Math.round(g.duration ?? 0)} ms`).join(', ')}`,
  );
  for (const s of (itemsOf(audits['bootup-time']?.details) as Script[]).slice(0, 5))
    console.log(
      `  script ${s.url ?? ''}: ${Math.round(s.total ?? 0)} ms (run ${Math.round(s.scripting ?? 0)}, parse ${Math.round(s.scriptParseCompile ?? 0)})`,
    );
  for (const t of itemsOf(audits['long-tasks']?.details) as LongTask[])
    console.log(
      `  long task ${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms: ${t.url ?? ''}`,
    );
}

async function auditOnce(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
  live.add(chrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    if (DETAILS) printDetails(url, lhr.audits);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
      main: value('mainthread-work-breakdown'),
      bmi: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    live.delete(chrome);
  }
}

const row = (cells: string[]) => cells.join(' ');
const cellsOf = (runs: Run[]) => {
  const m = (k: keyof Run) => median(runs.map((r) => r[k]));
  return [
    String(m('score')).padStart(6),
    `${(m('fcp') / 1000).toFixed(1)} s`.padStart(8),
    `${(m('lcp') / 1000).toFixed(1)} s`.padStart(8),
    `${Math.round(m('tbt'))} ms`.padStart(8),
    `${Math.round(m('main'))} ms`.padStart(9),
    m('cls').toFixed(3).padStart(7),
    `${Math.round(m('bytes') / 1024)} KiB`.padStart(10),
    String(Math.round(m('bmi'))).padStart(6),
    `  (${runs.map((r) => r.score).join('/')})`,
  ];
};
const meetsGoal = (runs: Run[]) =>
  median(runs.map((r) => r.score)) >= GOAL_SCORE && median(runs.map((r) => r.cls)) <= GOAL_CLS;
const HEAD =
  'tenant       page    score      FCP      LCP      TBT      main     CLS      bytes  bench';

/** Each tenant's pages on one server, RUNS times each; the goal is the score and CLS. */
async function measure(): Promise<number> {
  const server = await benchServer();
  const codes = server.codes.filter(wantedTenant);
  let failures = 0;
  try {
    const rows: string[] = [];
    for (const code of codes) {
      for (const page of PAGES) {
        const url = `http://${code}.localhost:${server.port}${page}`;
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
        const ok = meetsGoal(runs);
        if (!ok) failures++;
        const line = row([
          code.padEnd(12),
          page.padEnd(6),
          ...cellsOf(runs),
          ok ? '' : '  below goal',
        ]);
        rows.push(line);
        console.log(line);
      }
    }
    console.log(
      `\nLighthouse mobile, median of ${RUNS} run(s) (scores of each run in brackets)\n${HEAD}\n${rows.join('\n')}`,
    );
    console.log(
      `\ngoal: performance >= ${GOAL_SCORE}, CLS <= ${GOAL_CLS}: ${failures === 0 ? 'OK' : `${failures} page(s) below`}`,
    );
  } finally {
    await server.close();
  }
  return failures;
}

/**
 * The working tree beside an older commit (BENCH_BASELINE): both served alike, their runs of a
 * page taken in turn (older, newer, older, …) so a change in the machine's load falls on both.
 * Prints both medians and the newer tree's main-thread work and TBT as a share of the older's;
 * the goal adds a share of at most MAIN_SHARE and TBT_SHARE.
 */
async function compare(ref: string): Promise<number> {
  const log = (line: string) => console.log(line);
  const older = await serveBaseline(ref, log);
  let newer: ServedTree | undefined;
  let failures = 0;
  try {
    newer = await serveTree(root, 'working tree', log);
    const codes = fs.readdirSync(path.join(root, 'tenants')).filter(wantedTenant).sort();
    const rows: string[] = [];
    for (const code of codes) {
      for (const page of PAGES) {
        const runs = new Map<ServedTree, Run[]>([
          [older, []],
          [newer, []],
        ]);
        for (let i = 0; i < RUNS; i++)
          for (const [tree, list] of runs)
            list.push(await audit(`http://${code}.localhost:${tree.port}${page}`));
        const [was, now] = [runs.get(older)!, runs.get(newer)!];
        const share = (k: 'main' | 'tbt') =>
          median(now.map((r) => r[k])) / Math.max(1, median(was.map((r) => r[k])));
        const ok = meetsGoal(now) && share('main') <= MAIN_SHARE && share('tbt') <= TBT_SHARE;
        if (!ok) failures++;
        const lines = [
          row([code.padEnd(12), page.padEnd(6), ...cellsOf(was), `  ${older.name}`]),
          row([''.padEnd(12), ''.padEnd(6), ...cellsOf(now), '  working tree']),
          row([
            ''.padEnd(19),
            `main-thread work ${(share('main') * 100).toFixed(0)} % of ${older.name}'s,`,
            `TBT ${(share('tbt') * 100).toFixed(0)} %${ok ? '' : '  below goal'}`,
          ]),
        ];
        rows.push(...lines);
        console.log(lines.join('\n'));
      }
    }
    console.log(
      `\nLighthouse mobile, ${older.name} beside the working tree, median of ${RUNS} alternating run(s) each\n${HEAD}\n${rows.join('\n')}`,
    );
    console.log(
      `\ngoal: performance >= ${GOAL_SCORE}, CLS <= ${GOAL_CLS}, main-thread work <= ${(MAIN_SHARE * 100).toFixed(0)} % and TBT <= ${(TBT_SHARE * 100).toFixed(0)} % of ${older.name}'s: ${failures === 0 ? 'OK' : `${failures} page(s) below`}`,
    );
  } finally {
    await newer?.close();
    await older.close();
  }
  return failures;
}

const failures = process.env.BENCH_BASELINE
  ? await compare(process.env.BENCH_BASELINE)
  : await measure();
process.exitCode = failures === 0 ? 0 : 1;
