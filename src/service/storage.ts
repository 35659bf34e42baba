/**
 * What the service keeps, behind an interface so another backend can replace the embedded
 * database. A write is durable when its promise resolves: the handler answers 200 only after.
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

export interface Storage {
  saveFlow(flow: FlowRecord): Promise<void>;
  hasFlow(id: string): boolean;
  saveFeedback(feedback: FeedbackRecord): Promise<void>;
  /** What the key has stored so far, in bytes, for its quota. */
  bytesStoredBy(keyFingerprint: string): number;
  /** Resolves once a small write has committed: the storage can take writes now. */
  checkWritable(): Promise<void>;
  /** Every rating, oldest first, optionally only those with the given rating. */
  ratedFlows(rating?: Rating): RatedFlow[];
  /** Finishes the writes already asked for, then closes. */
  close(): Promise<void>;
}
