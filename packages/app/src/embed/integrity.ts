/**
 * Subresource integrity for the elements of legacy pages (vite.embed.config.ts). After the build writes
 * elements/<version>/ it:
 * - copies the themes (packages/elements/src/styles/themes/*.css) to elements/<version>/themes/;
 * - publishes the sha384 of every file there: `srm-elements.js.sri` (the bundle's, one line, for a
 *   `<script integrity>`) and `integrity.json` (every file: the bundle, each chunk, each theme);
 * - writes them into the served legacy pages (APP_DIST/legacy/*.html): an `integrity` attribute on each
 *   tag that loads a file of elements/<version>/, and every file in the page's import map (`<script
 *   type="importmap" data-srm-integrity>`), so the chunks the bundle imports are checked too.
 * A browser then refuses a bundle, chunk or theme that is not the one built (a tampered copy on a proxy or
 * cache), and the page does not run it.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

export const sri = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function files(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]))
    .sort();
}

/** The legacy page with the integrity of every elements/<version>/ file it loads or may import. */
export function withIntegrity(html: string, base: string, hashes: Record<string, string>): string {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tag = new RegExp(`<(script|link)\\b([^>]*?)\\b(src|href)="(${escaped}[^"]+)"([^>]*)>`, 'g');
  let out = html.replace(tag, (whole, name: string, before: string, attr: string, url: string, after: string) => {
    const hash = hashes[url.slice(base.length)];
    if (!hash) throw new Error(`legacy page: ${url} is not a file of the build`);
    const rest = `${before}${attr}="${url}"${after}`.replace(/\s+integrity="[^"]*"/, '').replace(/\s*\/$/, '');
    const cors = /\bcrossorigin\b/.test(rest) ? '' : ' crossorigin';
    return `<${name}${rest} integrity="${hash}"${cors}${whole.endsWith('/>') ? ' /' : ''}>`;
  });
  const map = {
    integrity: Object.fromEntries(
      Object.entries(hashes)
        .filter(([f]) => f.endsWith('.js'))
        .map(([f, h]) => [base + f, h]),
    ),
  };
  out = out.replace(
    /<script type="importmap" data-srm-integrity>[\s\S]*?<\/script>/,
    `<script type="importmap" data-srm-integrity>${JSON.stringify(map)}</script>`,
  );
  return out;
}

export function elementsIntegrity(options: { themesDir: string; legacyDir: string; base: string }): Plugin {
  return {
    name: 'srm-elements-integrity',
    apply: 'build',
    writeBundle(output) {
      const outDir = output.dir;
      if (!outDir) throw new Error('srm-elements-integrity: no output dir');
      mkdirSync(join(outDir, 'themes'), { recursive: true });
      for (const theme of readdirSync(options.themesDir).filter((f) => f.endsWith('.css')))
        copyFileSync(join(options.themesDir, theme), join(outDir, 'themes', theme));
      const hashes: Record<string, string> = {};
      for (const file of files(outDir)) {
        const name = relative(outDir, file).split(sep).join('/');
        if (name.endsWith('.js') || name.endsWith('.css')) hashes[name] = sri(readFileSync(file));
      }
      if (!hashes['srm-elements.js']) throw new Error('srm-elements-integrity: no srm-elements.js in the build');
      writeFileSync(join(outDir, 'srm-elements.js.sri'), `${hashes['srm-elements.js']}\n`);
      writeFileSync(join(outDir, 'integrity.json'), `${JSON.stringify({ algorithm: 'sha384', files: hashes }, null, 2)}\n`);
      if (!existsSync(options.legacyDir)) return;
      for (const page of readdirSync(options.legacyDir).filter((f) => f.endsWith('.html'))) {
        const path = join(options.legacyDir, page);
        writeFileSync(path, withIntegrity(readFileSync(path, 'utf8'), options.base, hashes));
      }
    },
  };
}
