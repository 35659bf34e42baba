/**
 * Serves the page that tries descriptions: `GET /` and the few files it loads under /assets/.
 * No key is needed for these; the page asks for one before it calls the operations.
 *
 * The page's script is the built module dist/page/script.js, which imports toMermaid from
 * dist/ as it is, so only those modules are served. Mermaid's own bundle comes from the mermaid
 * package when it is installed (an optional dependency); without it the page shows the text.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PAGE_HTML } from '../page/html.js';
import { HttpError } from './http-error.js';
import type { ServiceRequest, ServiceResponse } from './types.js';

const dist = new URL('../', import.meta.url);

/** Each asset path the page uses, and where it is read from. */
const ASSETS: Record<string, () => URL | string> = {
  'page/script.js': () => new URL('page/script.js', dist),
  'mermaid/to-mermaid.js': () => new URL('mermaid/to-mermaid.js', dist),
  'xstate/config.js': () => new URL('xstate/config.js', dist),
  'xstate/keys.js': () => new URL('xstate/keys.js', dist),
  'mermaid.min.js': () => createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js'),
};

const cache = new Map<string, string | null>();

function asset(path: string): string | null {
  if (!cache.has(path)) {
    let text: string | null = null;
    try {
      text = readFileSync(ASSETS[path](), 'utf8');
    } catch {
      // Not installed or not built: answered with 404, and the page copes.
    }
    cache.set(path, text);
  }
  return cache.get(path)!;
}

function respond(status: number, contentType: string, body: string, requestId: string): ServiceResponse {
  return {
    status,
    headers: {
      'content-type': contentType,
      'x-request-id': requestId,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      // Mermaid writes style attributes into its SVG, hence 'unsafe-inline' for styles only.
      'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'",
    },
    body,
  };
}

/** The page's answer to a request, or undefined when the request is not for the page. */
export function servePage(request: ServiceRequest): ServiceResponse | undefined {
  const path = request.url.split('?', 1)[0];
  const file = path.startsWith('/assets/') ? path.slice('/assets/'.length) : undefined;
  if (path !== '/' && file === undefined) return undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw new HttpError(405, 'method_not_allowed', `${request.method} is not allowed on ${path}; use GET.`, { headers: { allow: 'GET' } });
  }
  if (file === undefined) return respond(200, 'text/html; charset=utf-8', PAGE_HTML, request.requestId);
  const text = Object.hasOwn(ASSETS, file) ? asset(file) : null;
  if (text === null) throw new HttpError(404, 'not_found', `There is no asset ${path}.`);
  return respond(200, 'text/javascript; charset=utf-8', text, request.requestId);
}
