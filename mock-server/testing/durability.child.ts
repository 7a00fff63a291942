// Child process for store/durability.test.ts: the real app over a data dir given on the command line,
// with an agent and players arranged, answering on an ephemeral port until it is killed.
import crypto from 'node:crypto';
import { startTestServer } from './harness.ts';

const [dataDir, tenant = 'siam88'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: durability.child.ts DATA_DIR [TENANT]');

const PAY = '246810';
function cheapHash(plain: string): string {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(plain, salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

const server = await startTestServer({ dataDir, only: [tenant] });
const agent = await server.memberWithToken(tenant, 'killagent', {
  type: 1,
  paymentPasswordHash: cheapHash(PAY),
});
await server.fund(tenant, agent.member.id, 1_000_000_00);
const players = [];
for (let i = 0; i < 4; i++) {
  const p = await server.memberWithToken(tenant, `killplayer${i}`, {
    parentId: agent.member.id,
    paymentPasswordHash: cheapHash(PAY),
  });
  await server.fund(tenant, p.member.id, 1000_00);
  players.push({ account: `killplayer${i}`, token: p.token });
}
process.stdout.write(
  `${JSON.stringify({ port: server.port, pay: PAY, agent: agent.token, players })}\n`,
);
