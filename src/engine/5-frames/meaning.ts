/**
 * What one clause means, once its frame is chosen. The discourse stage combines the meanings of
 * a sentence's clauses into transitions: a condition clause gives the trigger or the guard, a
 * scene-setting clause the source, a behaviour clause the motion and its actions.
 */
import type { Clause } from '../3-clauses/split.js';
import type { Mention } from '../4-inventory/mentions.js';
import type { Parts } from './parts.js';

/** What sets a transition off. */
export type Trigger =
  | { kind: 'event'; name: string; mention?: Mention }
  /** `delay`: milliseconds, the name of a delay the text names without measuring ("the Detection Time"), or null when not yet known. */
  | { kind: 'after'; delay: number | string | null }
  | { kind: 'always' }
  /** `otherwise`: the event the words name, when no service runs ("if the request succeeds" → REQUEST_SUCCEEDS). */
  /** `soft`: told of an ordinary thing ("the charge goes through"): an outcome only where a service runs. */
  | { kind: 'invoke.onDone' | 'invoke.onError'; service?: string; otherwise?: string; soft?: boolean }
  | { kind: 'onDone' };

export type Meaning =
  | {
      kind: 'motion';
      target?: Mention;
      source?: Mention;
      trigger?: Trigger;
      /** Stays where it is (a transition without a target). */
      stay?: boolean;
      /** The stay is doing now what a state names ("it chases him", chasing): set off by something, it goes there. */
      doing?: boolean;
      /** "between A and B": back and forth. */
      between?: Mention[];
      /** "between them", "from one to the other": back and forth between the last two states listed. */
      betweenThem?: boolean;
      /** "we can transition to the other two possible states": from each listed state to each other one. */
      everyOther?: boolean;
      /** "Next moves forward", "Back moves the other way", "cycles through ...": along the last list of states. */
      direction?: 'forward' | 'backward';
      /** The walk wraps around at the ends ("cycles through", "wraps from the third back to the first"). */
      cycle?: boolean;
      /** The motion is told without a trigger of its own but with "immediately", "straight", "automatically". */
      immediate?: boolean;
      /**
       * The subject read as what happened ("Next moves forward", "Confirming returns to the list"),
       * used only when nothing else in the sentence sets the motion off; otherwise the subject is
       * the source, when it can be a state ("Searching goes to results when they arrive").
       */
      weakTrigger?: Trigger;
      /** The subject read as the state the motion starts from, used only when something else sets it off. */
      weakSource?: Mention;
      /** More triggers for the same motion: "pressing 'Close' or clicking outside it takes you back". */
      alsoTriggers?: Trigger[];
      /** More pairs told in the same clause: "from shipping to payment and from payment to review". */
      /** (With no source, the motion's own: "moves to signedIn on SUCCESS and back to signedOut on FAILURE".) */
      more?: { source?: Mention; target: Mention; trigger?: Trigger; guard?: string }[];
      /** "Suspended accounts are reinstated": back to the state it came to its source from. */
      restore?: boolean;
      /** "from any state": the machine's own transition, at the root. */
      global?: boolean;
      /** "'Details' switches back": back to where the last motion came from. */
      back?: boolean;
      /** The trigger is what the subject names ("'Reject' goes to rejected", "A correct PIN leads to ..."). */
      subjectTrigger?: boolean;
      /** "... and to failed when LOAD_FAILED arrives": the verb is left out, the motion before it goes on. */
      elliptic?: boolean;
      /** A guard and actions written with the motion itself (arrow lines, table rows). */
      guard?: string;
      actions?: string[];
    }
  /** `orGuard`: what the condition says as a guard, when an event named elsewhere in the sentence is the trigger ("Only allow Submit when the terms checkbox is ticked"). */
  /** `awaits`: the event a wait is for ("If no HELLO-ACK is received within 5 seconds"), whose place it is spent in. */
  | { kind: 'trigger'; trigger: Trigger; source?: Mention; guard?: string; orGuard?: string; awaits?: string }
  /** `also`: places joined to it ("From either idle or paused,"). */
  | { kind: 'scene'; state: Mention; also?: Mention[] }
  /** "At any time", "from any state", "wherever the user is": the transition is the machine's own, at the root. */
  | { kind: 'global' }
  | { kind: 'guard'; name: string }
  /** Where the machine starts; `subject` is the thing that starts there ("The kettle starts in standby"). */
  | { kind: 'initial'; state: Mention; subject?: Mention }
  | { kind: 'entry' | 'exit'; state?: Mention; action?: string }
  | { kind: 'invoke'; service: string; state?: Mention }
  /** Something done; with a trigger of its own when its subject is an event ("a TICK event should increment ..."). */
  | { kind: 'action'; name: string; trigger?: Trigger; source?: Mention; weakTrigger?: Trigger; alsoTriggers?: Trigger[] }
  /** `defines`: the sentence opens by defining the state ("Pending means ..."). */
  | { kind: 'declare'; states: Mention[]; defines?: boolean }
  /** "Remove the Delete action and the deleted state": things taken away from the existing flow. */
  | { kind: 'remove'; items: Mention[] }
  /** "Rename the done state to finished". */
  | { kind: 'rename'; from: Mention; to: Mention }
  | { kind: 'commentary'; why: string }
  | { kind: 'none' };

export interface Reading {
  clause: Clause;
  parts: Parts;
  /** The frame that was chosen, for the trace. */
  rule: string;
  meanings: Meaning[];
}

/** A clause that says when or where something happens, not what happens ("when ...", "while ..."). */
export const isSubordinate = (r: Reading): boolean => r.clause.kind === 'condition' || r.clause.kind === 'span';

/** The trigger a name of the runtime's own stands for: "done.invoke.x", "error.platform.x", "xstate.after(500)". */
export function runtimeTrigger(m: Mention): Trigger {
  const r = m.runtime!;
  if (r.outcome === 'after') return { kind: 'after', delay: r.delay ?? null };
  if (r.outcome === 'always') return { kind: 'always' };
  if (r.outcome === 'onDone') return { kind: 'onDone' };
  return { kind: r.outcome, service: r.of };
}
