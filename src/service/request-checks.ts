/**
 * Checks shared by the operations, each failing with the HttpError a caller can act on.
 */
import { check, type SchemaProblem } from '../model/schemas.js';
import { HttpError, invalidRequest } from './http-error.js';
import { parseJsonBody } from './json-body.js';
import type { ServiceRequest } from './types.js';

/** Deeper than any real flow; bounds the recursion of validation and generation. */
export const MAX_NESTING = 100;

export function header(request: ServiceRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Accepts application/json and application/*+json, in UTF-8 (the JSON default). */
export function requireJson(request: ServiceRequest): void {
  const contentType = header(request, 'content-type');
  const [mediaType = '', ...params] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase());
  const isJson = mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
  const charset = params.find((p) => p.startsWith('charset='))?.slice('charset='.length).replace(/"/g, '');
  if (isJson && (charset === undefined || charset === 'utf-8' || charset === 'utf8')) return;
  const got = contentType ? `Content-Type ${contentType}` : 'no Content-Type';
  throw new HttpError(415, 'unsupported_media_type', `The body must be JSON in UTF-8, sent with Content-Type: application/json (got ${got}).`);
}

/** Reads, parses and validates a JSON body against the schema `schemaId`. */
export async function readJson(request: ServiceRequest, schemaId: string, hints: Hints = {}): Promise<unknown> {
  requireJson(request);
  const value = parseJsonBody(await request.readBody());
  if (nestingDepth(value, MAX_NESTING) > MAX_NESTING) {
    throw invalidRequest([{ path: '/', message: `is nested more than ${MAX_NESTING} levels deep` }]);
  }
  const problems = check(schemaId, value);
  if (!problems.length) return value;
  // A hint can give two schema errors on one field the same wording; report it once.
  const described = new Map<string, SchemaProblem>();
  for (const problem of problems.map((p) => hints[p.path]?.(p) ?? p)) described.set(`${problem.path} ${problem.message}`, problem);
  throw invalidRequest([...described.values()]);
}

/** Replaces the schema's generic message for a field with one that says what to do. */
export type Hints = Record<string, (problem: SchemaProblem) => SchemaProblem>;

/** Depth of nested objects and arrays, counted without recursion; stops counting past `limit`. */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The query string as an object for schema validation. A parameter given twice is an error
 * rather than a silent choice between the two values.
 */
export function queryObject(url: string): Record<string, string> {
  const at = url.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const query = new Map<string, string>();
  const problems: SchemaProblem[] = [];
  for (const [name, value] of params) {
    if (query.has(name)) problems.push({ path: `?${name}`, message: 'is given more than once' });
    query.set(name, value);
  }
  if (problems.length) throw invalidRequest(problems);
  // fromEntries defines own properties, so even a parameter named __proto__ is seen and refused.
  return Object.fromEntries(query);
}
