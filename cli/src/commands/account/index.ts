// `lobby account create <code> --username .. --role player|agent`: the first accounts of a prod
// tenant (prod mode seeds no demo account). The password is asked for (hidden) or read from stdin,
// never taken as a flag; it is hashed with scrypt at the production cost. A data file that was
// never seeded is first given the tenant's content without demo accounts (what a prod start
// would do), so the server does not reseed over the new account.
import path from 'node:path';
import { loadValidManifests } from '#manifests/index.ts';
import type { Context } from '../../context.ts';
import { CliError } from '../../errors.ts';

interface CreateAccountOptions {
  code: string;
  username: string;
  role: 'player' | 'agent';
  dataDir: string;
  passwordStdin?: boolean;
  /** Tests pass the password; otherwise it comes from stdin or a hidden prompt. */
  password?: string;
}

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY)
    throw new CliError('no password given', 'pipe it in with --password-stdin');
  const { default: inquirer } = await import('inquirer');
  const ask = (message: string) =>
    inquirer
      .prompt<{ v: string }>([{ type: 'password', name: 'v', message, mask: '*' }])
      .then((a) => a.v);
  const first = await ask('Password');
  if ((await ask('Password again')) !== first)
    throw new CliError('the two passwords differ', 'run the command again');
  return first;
}

export async function createAccount(
  ctx: Pick<Context, 'tenantsDir' | 'io'>,
  opts: CreateAccountOptions,
): Promise<number> {
  const manifest = loadValidManifests(ctx.tenantsDir).find((m) => m.code === opts.code);
  if (!manifest)
    throw new CliError(
      `unknown tenant "${opts.code}"`,
      'run `lobby list` to see the tenants (and `lobby validate <code>` if yours is missing)',
    );
  const password =
    opts.password ?? (opts.passwordStdin ? await readStdinLine() : await askPassword());
  const { dataTools, systemClock } = await import('#mock-server/src/index.ts');
  const { openTenantStore, seedTenant, hashPassword, accountProblem, addAccount } =
    await dataTools();
  const clock = systemClock();
  const dataDir = path.resolve(opts.dataDir);
  const store = await openTenantStore(dataDir, manifest.code);
  if (store.data.meta.seededAt === undefined)
    await store.replace(await seedTenant(manifest, { clock, demo: false }));
  const account = opts.username.trim();
  const problem = accountProblem(store.data, manifest, account, password);
  if (problem) throw new CliError(problem, 'choose another username or password');
  const passwordHash = await hashPassword(password);
  const member = await store.write((d) => {
    const again = accountProblem(d, manifest, account, password);
    if (again) throw new CliError(again, 'choose another username or password');
    return addAccount(d, { account, passwordHash, role: opts.role, now: clock.now(), manifest });
  });
  ctx.io.out(
    `Created ${opts.role} "${member.account}" (id ${member.id}) in ${path.join(dataDir, `${manifest.code}.json`)}`,
  );
  ctx.io.out(
    'A server that is running keeps its old data in memory: restart it to use the account.',
  );
  return 0;
}
