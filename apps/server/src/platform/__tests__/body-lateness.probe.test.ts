import { spawn } from 'node:child_process';
import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { listenLocal } from '../../../test/realtime-helpers.js';
import { useTestApp } from '../../../test/use-test-app.js';

/*
 * A diagnostic, run on demand (ECMS_BODY_PROBE=1), for the unexplained lateness of cheap calls
 * while an 8 MB body is refused (docs/security.md, "Longest stall"). It sends the body three
 * ways and, each time, times cheap anonymous calls and the server thread's event-loop delay:
 *  - nothing sent (baseline);
 *  - from this process (the client shares the server's thread, as in no-stall.test.ts);
 *  - from a separate process (curl): the server alone reads and discards it.
 * If the loop delay stays small while the calls are late, the time is the machine's (the
 * process waits for a core), not the server's work.
 */
const ctx = useTestApp();
const SIZE = 8 * 1024 * 1024;
const ROUNDS = Number(process.env.ECMS_BODY_PROBE_ROUNDS ?? 3);

describe.skipIf(!process.env.ECMS_BODY_PROBE)('8 MB body lateness (diagnostic)', () => {
  it('times cheap calls while an 8 MB body is refused, sent from this process and from another', async () => {
    const origin = (await listenLocal(ctx.app)).replace(/^ws/, 'http');
    const token = await ctx.token('admin');
    const payload = JSON.stringify({ params: { name$like: 'x'.repeat(SIZE) } });
    const file = join(tmpdir(), `ecms-8mb-${process.pid}.json`);
    await writeFile(file, payload);
    const url = `${origin}/api/a/sys/user/queryList`;

    const probe = async (heavy: () => Promise<unknown>) => {
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      let done = false;
      const t0 = performance.now();
      const running = heavy().finally(() => { done = true; });
      let worst = 0;
      let calls = 0;
      do {
        const s = performance.now();
        const res = await fetch(`${origin}/api/share/param/paramList`);
        await res.text();
        worst = Math.max(worst, performance.now() - s);
        calls++;
      } while (!done);
      await running;
      loop.disable();
      return { took: performance.now() - t0, calls, worst, loopMax: loop.max / 1e6, loopP99: loop.percentile(99) / 1e6 };
    };
    const inProcess = () => fetch(url, { method: 'POST', headers: { authtoken: token, 'content-type': 'application/json' }, body: payload })
      .then((r) => r.status).catch(() => 413);
    const otherProcess = () => new Promise<number>((resolve, reject) => {
      const c = spawn('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-H', `authtoken: ${token}`, '-H', 'content-type: application/json',
        '--data-binary', `@${file}`, url]);
      let out = '';
      c.stdout.on('data', (d: Buffer) => { out += d.toString(); });
      c.on('error', reject);
      c.on('close', () => resolve(Number(out)));
    });
    const idle = () => new Promise((r) => setTimeout(r, 1000));

    const fmt = (x: Awaited<ReturnType<typeof probe>>) =>
      `${x.calls} calls in ${x.took.toFixed(0)} ms, worst call ${x.worst.toFixed(0)} ms, server loop delay max ${x.loopMax.toFixed(0)} ms (p99 ${x.loopP99.toFixed(0)})`;
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        console.log(`[8mb] round ${round} baseline: ${fmt(await probe(idle))}`);
        console.log(`[8mb] round ${round} this process: ${fmt(await probe(inProcess))}`);
        console.log(`[8mb] round ${round} curl: ${fmt(await probe(otherProcess))}`);
      }
      expect(await inProcess()).toBe(413);
      expect(await otherProcess()).toBe(413);
    } finally {
      await rm(file, { force: true });
    }
  }, 600_000);
});
