#!/usr/bin/env node
// npm run test:e2e: build the web app, then run the Chromium journeys (vitest + playwright-core).
import { execSync } from 'node:child_process';

execSync('npm run build', { stdio: 'inherit' });
execSync(`npx vitest run --config e2e/vitest.config.ts ${process.argv.slice(2).join(' ')}`, { stdio: 'inherit' });
