import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { zodStub } from './build/zod-stub';

const API_TARGET = process.env.ECMS_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [zodStub(), react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: API_TARGET,
        changeOrigin: true,
        ws: true,
      },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // antd is NOT grouped into one chunk: each page loads the components it uses (sign-in
          // 693 → 452 KB gz with the lazy shell, bench/web-bytes.ts).
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
});
