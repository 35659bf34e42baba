/**
 * The service's tables in PostgreSQL, created and brought up to date when an instance starts.
 * Each migration runs once; `flowscribe_schema` records which have run (one row each, with when),
 * so the schema's version is the highest recorded. Instances starting together take turns: the
 * whole check-and-migrate is one transaction holding an advisory lock, and DDL in PostgreSQL is
 * transactional, so an instance either sees no tables and creates them all, or sees them made.
 *
 * Flows' requests and results are `json`, not `jsonb`: json keeps the text as written, and the
 * order of a flow's states is meaningful (the first is the initial state).
 */
import type { ClientBase } from 'pg';
import { DatabaseStartError } from './postgres-errors.js';

/** Any constant shared by every instance: the advisory lock the migrations take turns on. */
export const MIGRATION_LOCK = 7_465_776_111_520_340;

export const SCHEMA_TABLE = 'flowscribe_schema';

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'flows, feedback, key usage and readiness',
    sql: `
      CREATE TABLE flows (
        id               text PRIMARY KEY,
        seq              bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        created_at       timestamptz NOT NULL,
        key_fingerprint  text NOT NULL,
        request          json NOT NULL,
        result           json NOT NULL,
        diagnostics      json NOT NULL
      );
      CREATE TABLE feedback (
        id               text PRIMARY KEY,
        seq              bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        flow_id          text NOT NULL REFERENCES flows (id),
        rating           text NOT NULL CHECK (rating IN ('good', 'bad')),
        comments         text,
        created_at       timestamptz NOT NULL,
        key_fingerprint  text NOT NULL
      );
      CREATE INDEX feedback_by_flow ON feedback (flow_id);
      -- Bytes stored per API key, for its quota. Each write adds to one of a few rows of its key
      -- (its shard), so that concurrent writes of one key seldom wait for each other's row lock.
      CREATE TABLE key_usage (
        key_fingerprint  text NOT NULL,
        shard            smallint NOT NULL,
        bytes            bigint NOT NULL,
        PRIMARY KEY (key_fingerprint, shard)
      );
      CREATE TABLE readiness (
        id               integer PRIMARY KEY CHECK (id = 1),
        checked_at       timestamptz NOT NULL
      );`,
  },
];

export const LATEST_VERSION = MIGRATIONS.at(-1)!.version;

const CREATE_SCHEMA_TABLE = `
  CREATE TABLE IF NOT EXISTS ${SCHEMA_TABLE} (
    version      integer PRIMARY KEY,
    description  text NOT NULL,
    applied_at   timestamptz NOT NULL DEFAULT now()
  )`;

/** The version recorded in the database: 0 for none, null when the schema table is not there. */
export async function schemaVersion(client: Pick<ClientBase, 'query'>): Promise<number | null> {
  const exists = await client.query<{ found: string | null }>('SELECT to_regclass($1) AS found', [SCHEMA_TABLE]);
  if (exists.rows[0].found === null) return null;
  const { rows } = await client.query<{ version: number | null }>(`SELECT max(version) AS version FROM ${SCHEMA_TABLE}`);
  return rows[0].version ?? 0;
}

export function tooNew(version: number, known: number, where: string): DatabaseStartError {
  return new DatabaseStartError(
    `the database at ${where} has schema version ${version}, newer than this flowscribe knows (${known}): a newer release has used it. Upgrade flowscribe, or give another database.`,
  );
}

/** Creates or updates the tables; returns the versions applied now (none when already up to date). */
export async function migrate(client: ClientBase, where: string, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const applied: number[] = [];
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(CREATE_SCHEMA_TABLE);
    const current = (await schemaVersion(client)) ?? 0;
    const latest = migrations.at(-1)?.version ?? 0;
    if (current > latest) throw tooNew(current, latest, where);
    for (const migration of migrations.filter((m) => m.version > current)) {
      await client.query(migration.sql);
      await client.query(`INSERT INTO ${SCHEMA_TABLE} (version, description) VALUES ($1, $2)`, [migration.version, migration.description]);
      applied.push(migration.version);
    }
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
