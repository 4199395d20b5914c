import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/__tests__/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // antd pages render in 2-4 s under jsdom; with the server suite beside them on two cores, 5 s is too tight.
    testTimeout: 20_000,
  },
});
