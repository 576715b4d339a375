/**
 * Security headers on every answer. Pages get a Content-Security-Policy the
 * portal lives with: its own scripts (and, by hash, the inline scripts of the
 * pages we ship, such as the legacy demo page), inline styles (Lit, Vaadin and
 * React style attributes), images and media from blobs and data URLs (previews,
 * the guide's video), the WebSocket hub, and frames of our own files and of the
 * external https pages /iframeBox shows. Pages may be framed by the portal
 * itself; /iframeBox and /legacy/ pages, meant to be framed by other systems,
 * also by the origins in FRAME_ANCESTORS. Answers that are not pages (JSON,
 * files) may only be framed by the portal (previews).
 *
 * Written as one onSend hook rather than with @fastify/helmet: the policy
 * differs per path and per Host (the WebSocket origin), and it is these few
 * headers; helmet's defaults (COEP, CORP, a strict CSP) would need undoing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Paths of pages other systems may frame. */
const FRAMABLE = [/^\/iframeBox(\/|$|\?)/, /^\/legacy\//];

/** sha256 sources of the inline scripts in the shipped HTML files under `dir`. */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const walk = (d: string, depth: number) => {
    if (depth > 3 || !existsSync(d)) return;
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path, depth + 1);
      else if (name.endsWith('.html')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
          hashes.add(`'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
        }
      }
    }
  };
  walk(dir, 0);
  return [...hashes];
}

export function pagePolicy(request: FastifyRequest, hashes: readonly string[], frameAncestors: readonly string[]): string {
  const host = request.headers.host ?? '';
  const framable = FRAMABLE.some((re) => re.test(request.url));
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${host ? ` ws://${host} wss://${host}` : ''}`,
    "frame-src 'self' blob: https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self'${framable && frameAncestors.length ? ` ${frameAncestors.join(' ')}` : ''}`,
  ].join('; ');
}

/**
 * The same headers on a raw response, for routes that answer past Fastify's
 * onSend (the OAuth provider writes its pages, form posts and errors itself):
 * set before they write, and the page policy whatever the type, as most are pages.
 */
export function setRawSecurityHeaders(request: FastifyRequest, res: ServerResponse, config: Config): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('content-security-policy', pagePolicy(request, [], config.frameAncestors));
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const hashes = inlineScriptHashes(config.appDist);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    // A route that set its own policy keeps it: a user's stored file is answered `sandbox` (files/send-file.ts).
    if (!reply.getHeader('content-security-policy'))
      reply.header('content-security-policy', type.startsWith('text/html') ? pagePolicy(request, hashes, config.frameAncestors) : "frame-ancestors 'self'");
    return payload;
  });
}
