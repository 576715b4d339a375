/**
 * A CPU profile of this process (the bench runs the server in it) over part of a
 * run, through node:inspector, so seeding and data generation stay out of it.
 * `BENCH_PROFILE=<file>.cpuprofile` turns it on where a module offers it; read it
 * with `node --import ./scripts/ts.mjs bench/profile-split.ts <file>`.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Starts profiling; the answer stops it and writes the profile to `file`. */
export async function startProfile(): Promise<(file: string) => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return async (file) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
