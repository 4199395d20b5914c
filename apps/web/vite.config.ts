import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { zodStub } from './build/zod-stub';
import { closureChunks } from './build/shell-chunks';
import { antdShellStyles } from './build/antd-shell-styles';

const API_TARGET = process.env.ECMS_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [zodStub(), antdShellStyles(), react(), precompress()],
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            {
              // antd's providers (every antd page) and the shell (every page in it) in one file each
              name: closureChunks(import.meta.dirname, ['src/main.tsx', 'src/modules/login/pages/LoginPage.tsx'], [
                { name: 'antd-base', roots: ['src/app/providers.tsx'] },
                {
                  name: 'shell',
                  roots: ['src/app/RootGate.tsx', 'src/app/layouts/HomeLayout.tsx'],
                  // the pages in windows of their own (no shell): what they share with it is apart
                  apart: [
                    'src/modules/flow/FlowHandlePage.tsx',
                    'src/modules/shell/CockpitPages.tsx',
                    'src/modules/cms/OfficialSitePage.tsx',
                    'src/modules/login/pages/ResetPasswordPage.tsx',
                    'src/modules/login/pages/RegisterPage.tsx',
                    'src/modules/login/pages/QrConfirmPage.tsx',
                    'src/modules/login/pages/CasPage.tsx',
                  ],
                },
              ]),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
