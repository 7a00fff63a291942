// The studio's publish: the brand's saved file goes to the running server (a rollout it may
// refuse), with shots of the served site before and after the switch.
import express from 'express';
import { formatProblem, isError } from '#manifests/index.ts';
import type { PublishAnswer } from '#studio/src/protocol.ts';
import { CliError } from '../../errors.ts';
import { publish } from '../reload/index.ts';
import { readAdminFile } from '../start/admin.ts';
import { openShooter, shotsOf } from './publish-shots.ts';
import { refuse, tenantOf } from './requests.ts';

export function publishRoutes(opts: {
  root: string;
  tenantsDir: string;
  /** The data dir of the `lobby start` a publish goes to. */
  dataDir: string;
  /** The Chromium that shoots the served site before and after a publish. */
  chromium: string;
}): express.Router {
  const { tenantsDir } = opts;
  const router = express.Router();
  router.post('/api/tenants/:code/publish', async (req, res) => {
    const code = tenantOf(req, res, tenantsDir);
    if (!code) return;
    // The site as the running server serves it now: shot before the switch and after it.
    const door = readAdminFile(opts.dataDir);
    const site = door ? `http://${code}.localhost:${door.port}/` : '';
    const shooter = door ? await openShooter(opts.chromium) : undefined;
    const shoot = (url: string) =>
      shooter && 'shoot' in shooter ? shooter.shoot(url) : { failed: '' };
    let answer: PublishAnswer;
    try {
      const before = await shoot(site);
      const { invalid, results } = await publish(
        { root: opts.root, tenantsDir },
        [code],
        opts.dataDir,
      );
      const [result] = results;
      if (invalid[0])
        answer = {
          ok: false,
          reason: 'invalid manifest: the running site keeps its old version',
          problems: invalid[0].problems.filter(isError).map(formatProblem),
        };
      else if (!result) throw new Error(`the server gave no answer for ${code}`);
      else if (result.ok)
        answer = {
          ok: true,
          version: result.version,
          site,
          shots: shooter && 'missing' in shooter ? shooter : shotsOf(before, await shoot(site)),
        };
      else answer = { ok: false, reason: result.reason, problems: result.problems };
    } catch (e) {
      // No running server, or it could not be reached: said as a refusal with what to do.
      if (!(e instanceof CliError)) throw e;
      refuse(res, 409, { error: e.hint ? `${e.message}: ${e.hint}` : e.message });
      return;
    } finally {
      if (shooter && 'close' in shooter) await shooter.close();
    }
    // A refused rollout is an answer, not a failed call: the page shows why.
    res.json(answer);
  });
  return router;
}
