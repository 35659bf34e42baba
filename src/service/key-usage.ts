/**
 * What each API key has stored, in bytes, for the per-key storage quota. In SQLite, counted once
 * from the database at start, then kept up to date as writes commit (PostgreSQL keeps the count
 * in a table of its own, shared by the instances: postgres-storage.ts). A record counts the UTF-8 bytes of
 * the text stored for it (request, result and diagnostics of a flow; the comments of a rating)
 * plus a fixed allowance for its ids, times and index entries, so that many empty ratings count too.
 */
import type Database from 'better-sqlite3';

export const RECORD_OVERHEAD_BYTES = 256;

/** What one record made of `texts` counts against its key's quota. */
export function recordBytes(...texts: string[]): number {
  return texts.reduce((sum, text) => sum + Buffer.byteLength(text), RECORD_OVERHEAD_BYTES);
}

export class KeyUsage {
  private constructor(private readonly bytes: Map<string, number>) {}

  static load(db: Database.Database): KeyUsage {
    const rows = db
      .prepare(`
        SELECT key_fingerprint AS key, SUM(bytes) AS bytes FROM (
          SELECT key_fingerprint, length(CAST(request_json AS BLOB)) + length(CAST(result_json AS BLOB)) + length(CAST(diagnostics_json AS BLOB)) + ${RECORD_OVERHEAD_BYTES} AS bytes FROM flows
          UNION ALL
          SELECT key_fingerprint, coalesce(length(CAST(comments AS BLOB)), 0) + ${RECORD_OVERHEAD_BYTES} FROM feedback
        ) GROUP BY key_fingerprint`)
      .all() as Array<{ key: string; bytes: number }>;
    return new KeyUsage(new Map(rows.map((row) => [row.key, row.bytes])));
  }

  of(key: string): number {
    return this.bytes.get(key) ?? 0;
  }

  /** Counts one committed record made of `texts`. */
  add(key: string, ...texts: string[]): void {
    this.bytes.set(key, this.of(key) + recordBytes(...texts));
  }
}
