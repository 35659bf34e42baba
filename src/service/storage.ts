/**
 * What the service keeps, behind one interface with two backends: an embedded SQLite file (the
 * default) and a PostgreSQL database that several instances share. A write is durable when its
 * promise resolves: the handler answers 200 only after. Every method may reject while the
 * database cannot be reached; the handler turns that into 503.
 */
import type { Diagnostic, FlowRequest, GenerateResult } from '../model/flow.js';

export type Rating = 'good' | 'bad';

/** The result as returned to the caller: the library result without diagnostics or trace. */
export type StoredResult = Omit<GenerateResult, 'diagnostics' | 'trace'>;

export interface FlowRecord {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** Fingerprint of the API key that asked; never the key itself. */
  keyFingerprint: string;
  /** The request as given to the library, with the format and mode from the query string. */
  request: FlowRequest;
  result: StoredResult;
  diagnostics: Diagnostic[];
}

export interface FeedbackRecord {
  id: string;
  flowId: string;
  rating: Rating;
  comments?: string;
  createdAt: string;
  keyFingerprint: string;
}

/** A rating together with the generation it rates: one candidate fixture. */
export interface RatedFlow {
  feedbackId: string;
  flowId: string;
  rating: Rating;
  comments?: string;
  ratedAt: string;
  request: FlowRequest;
  result: StoredResult;
}

export type DatabaseKind = 'sqlite' | 'postgres';

/** The database's state as last seen, for `/healthz`. */
export interface DatabaseHealth {
  kind: DatabaseKind;
  state: 'up' | 'down';
  /** When it went down (ISO 8601), and why, while it is down. */
  since?: string;
  problem?: string;
}

export interface Storage {
  readonly kind: DatabaseKind;
  saveFlow(flow: FlowRecord): Promise<void>;
  hasFlow(id: string): Promise<boolean>;
  saveFeedback(feedback: FeedbackRecord): Promise<void>;
  /** What the key has stored so far, in bytes, for its quota. */
  bytesStoredBy(keyFingerprint: string): Promise<number>;
  /** Resolves once a small write has committed: the storage can take writes now. */
  checkWritable(): Promise<void>;
  /** The database's state, from the last operations on it; answers at once. */
  health(): DatabaseHealth;
  /** Every rating, oldest first, optionally only those with the given rating. */
  ratedFlows(rating?: Rating): Promise<RatedFlow[]>;
  /** Finishes the writes already asked for, then closes. */
  close(): Promise<void>;
}
