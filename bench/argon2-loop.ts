import { hash, verify } from '@node-rs/argon2';

// Baseline: raw argon2id verifies with the product's parameters, as many in flight as the
// login benchmark has connections, for DURATION seconds. Prints verifies per second.
const params = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const h = await hash('Admin@bench2026', params);
const duration = Number(process.env.DURATION ?? 10) * 1000;
const concurrency = Number(process.env.CONCURRENCY ?? 10);
let done = 0;
const end = Date.now() + duration;
await Promise.all(Array.from({ length: concurrency }, async () => {
  while (Date.now() < end) {
    await verify(h, 'Admin@bench2026');
    done++;
  }
}));
process.stdout.write(`${JSON.stringify({ perSecond: done / (duration / 1000) })}\n`);
