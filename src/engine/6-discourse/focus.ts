/**
 * The discourse state: what the text has established so far that later sentences lean on. It is
 * small on purpose: every field is a place the text can point back to.
 */
import type { Trigger } from '../5-frames/meaning.js';

export type Path = string[];

export interface Focus {
  /** Where the story stands: the state an unstated source refers to ("it", "then", narration). */
  current: Path | null;
  /** Whether `current` was set by a scene ("In X,", "While in X", a heading) rather than a motion. */
  setByScene: boolean;
  /** Where the last choice started, and on what: what "otherwise", "instead" and "if not" branch from. */
  branch: { source: Path | null; trigger: Trigger | null } | null;
  /** Every event named so far, the latest last (`lastEvent`): what "this", "which", "doing so" refer to
   * when they stand for an event is the last; what "another press" repeats, the last of its kind. */
  events: Trigger[];
  /** The last service started, and its state: what "when it finishes", "on success" refer to. */
  lastInvoke: { state: Path; service: string } | null;
  /** The outcome ("succeeds", "fails") the last transition was set off by, where nothing runs, and where it started. */
  lastOutcome: { kind: 'invoke.onDone' | 'invoke.onError'; source: Path | null } | null;
  /** The last transition made: what "instead" offers an alternative to. */
  lastTransition: { source: Path | null; trigger: Trigger; target: Path | null } | null;
  /**
   * Where controls named one after another act from: "'Accept all' goes to accepted. 'Reject' goes
   * to rejected." are both on the banner, not one after the other.
   */
  controls: Path | null;
  /** For each state, the state a transition first came to it from. */
  arrivals: Map<string, Path>;
  /** The states the story has been in, in order: a branch that goes back to one of them does not move the story. */
  visited: string[];
  /** The states transitions went to, in order: what "either of those" and "in both states" point back to. */
  reached: string[];
  /** Transitions told from nowhere, by the state they reach: a later return there says where they began. */
  fromNowhere: Map<string, { source: Path | null; target: Path | null }>;
  /** A trigger told in a sentence of its own ("When in state A, and the event e happens:"), waiting for its motion. */
  pending: { trigger: Trigger; source: Path | null } | null;
  /** Where the last motion went and how long it said the thing stays there ("for 2 minutes"). */
  staysFor: { state: string; delay: number } | null;
}

/** The last event named, if any. */
export const lastEvent = (focus: Focus): Trigger | null => focus.events[focus.events.length - 1] ?? null;

export function newFocus(): Focus {
  return { current: null, setByScene: false, branch: null, events: [], lastInvoke: null, lastOutcome: null, lastTransition: null, controls: null, visited: [], reached: [], arrivals: new Map(), fromNowhere: new Map(), pending: null, staysFor: null };
}
