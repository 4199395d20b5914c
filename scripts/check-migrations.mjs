#!/usr/bin/env node
// Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit, run on a
// copy of the migrations folder, must have nothing left to generate.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../apps/server');
const rel = '.drizzle-check';
const tmp = path.join(server, rel);
fs.rmSync(tmp, { recursive: true, force: true });
fs.cpSync(path.join(server, 'drizzle'), tmp, { recursive: true });
const before = fs.readdirSync(tmp).length;
const log = execFileSync('npx', ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema/index.ts', '--out', rel, '--name', 'check'],
  { cwd: server, encoding: 'utf8' });
const after = fs.readdirSync(tmp).length;
fs.rmSync(tmp, { recursive: true, force: true });
if (after !== before || !/No schema changes/i.test(log)) {
  console.error(log);
  console.error('The Drizzle schema has changes without a migration: run `npm run db:generate` and commit the result.');
  process.exit(1);
}
console.log('schema and migrations agree');
