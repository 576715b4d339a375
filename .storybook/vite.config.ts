import { defineConfig } from 'vite';

// Vite settings for Storybook only (see main.ts).
export default defineConfig({
  resolve: { conditions: ['production'] },
  esbuild: { target: 'es2022' },
  server: { fs: { allow: ['..'] } },
});
