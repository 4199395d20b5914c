import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase } from '../client.js';

/*
 * Issue 13 finding 9: a stale ecms.lock naming a live unrelated process blocked the start until
 * removed by hand. The lock is now one the operating system releases with its owner; the pid
 * file only names the owner in the refusal.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('data directory lock', () => {
  it('ignores a pid file naming a live unrelated process, refuses a second opener, and is free again after close', async () => {
    const bystander = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, 'ecms.lock'), String(bystander.pid));
      const first = await openDatabase({ dataDir: dir });
      try {
        const second = await openDatabase({ dataDir: dir }).then(() => null, (e: unknown) => e);
        expect(second).toBeInstanceOf(DataDirLockedError);
        expect((second as Error).message).toContain(`正被进程 ${process.pid} 使用`);
      } finally {
        await first.close();
      }
      const again = await openDatabase({ dataDir: dir });
      await again.close();
    } finally {
      bystander.kill('SIGKILL');
    }
  }, 120_000);
});
