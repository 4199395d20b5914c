import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
