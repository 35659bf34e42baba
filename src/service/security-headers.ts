/**
 * Headers on every answer of the service. Its answers are JSON meant for programs: no browser
 * should guess another type for them, and no cache should keep them (they carry flows generated
 * for one key, and health that is only true now). The page at `/` (page.ts) sets its own
 * Cache-Control, which takes the place of this one (node-adapter.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};
