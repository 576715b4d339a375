/**
 * How every server, script and test of ours runs TypeScript: `node --import ./scripts/ts.mjs FILE.ts`.
 * Node 23.6 and later strip the types themselves, and keep what they compiled on disk for the next process:
 * a server test file's import of the whole server takes 1.5 s that way, 3.5 s through tsx, and the server
 * suite starts 85 processes. Node 20, which this machine image still ships, goes through tsx.
 * tsconfig's erasableSyntaxOnly keeps our code to what both read alike.
 */
import module from 'node:module';

if (process.features.typescript) module.enableCompileCache?.();
else await import('tsx');
