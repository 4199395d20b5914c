import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores, while a server
// test file spends much of its time in the embedded database (one core) or waiting on PostgreSQL:
// two workers keep both cores busy. One value for every project (vitest refuses projects that
// differ in workers but share a group).
const workers = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // One module graph per worker, not per file: re-importing the whole server for each of
          // ~115 files cost 467 s of import time in one run; shared, it is 18 s. Every file builds its
          // own app and database (useTestApp), and no server test mocks modules or the environment.
          // Both passes ran green this way (PGlite 114 files in 558 s, PostgreSQL 115 in 352 s).
          isolate: false,
        },
      },
      'apps/web',
    ],
  },
});
