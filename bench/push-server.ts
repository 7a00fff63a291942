// The server process of bench:push: the tenants served as `lobby start` serves them, in memory,
// answering its parent over IPC with its memory (after a full GC) and its push connections. In
// its own process so that the browser's and the clients' memory is not counted.
import { benchServer } from './harness.ts';

export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  connections: number;
}

if (!process.send) throw new Error('started by bench/push.ts');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const server = await benchServer({ log: () => undefined });
process.send({ ready: { port: server.port } });
process.on('message', (m: { id: number; cmd: 'memory' | 'close' }) => {
  if (m.cmd === 'close') {
    void server.close().then(() => process.exit(0));
    return;
  }
  // Twice: the first pass finalises what the second frees.
  gc();
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  const value: Memory = { rss, heapUsed, external, connections: server.api.push.connections };
  process.send!({ id: m.id, value });
});
