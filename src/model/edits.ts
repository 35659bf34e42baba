/**
 * Edits: what the engine reads out of a description, in a normalised form that the merge step
 * applies to an existing flow (or to an empty one). Keeping the engine's output as edits rather
 * than as a finished flow is what lets one reading serve every output mode: `full` applies them,
 * `incremental` keeps what they added or changed, `fragments` diffs before and after.
 *
 * A state is named by its path from the root (`['checkout', 'payment']`); the root is `[]`.
 */
import type { Span, Transition } from './flow.js';

export type Trigger =
  | { kind: 'on'; event: string }
  | { kind: 'after'; delay: number | string }
  | { kind: 'always' }
  | { kind: 'onDone' }
  | { kind: 'invoke.onDone' }
  | { kind: 'invoke.onError' };

/** Which rule produced an edit, and from which words. */
export interface Origin {
  rule: string;
  input: 'text' | 'context';
  span: Span;
}

export type Edit = (
  | {
      /** Make sure the state exists (its ancestors too). `initial` puts it first among its siblings. */
      op: 'addState';
      path: string[];
      initial?: boolean;
    }
  | {
      /** Add a transition, unless an equal one is already there. Targets are dotted paths. */
      op: 'addTransition';
      source: string[];
      trigger: Trigger;
      transition: Transition;
    }
  | {
      /** Replace every transition of `source` on `trigger` (words such as "instead", "now"). */
      op: 'replaceTransitions';
      source: string[];
      trigger: Trigger;
      transitions: Transition[];
    }
  | {
      /** Remove the transitions of `source` (or of every state, when null) on `trigger`. */
      op: 'removeTransitions';
      source: string[] | null;
      trigger: Trigger;
    }
  | {
      /** Remove a state, its children, and every transition that targets it. */
      op: 'removeState';
      path: string[];
    }
  | {
      /** Rename a state; targets that name it follow. */
      op: 'renameState';
      path: string[];
      to: string;
    }
  | { op: 'addEntryAction'; state: string[]; action: string }
  | { op: 'addExitAction'; state: string[]; action: string }
  | {
      /** Start a service in a state; its onDone/onError transitions come as `addTransition`. */
      op: 'addInvoke';
      state: string[];
      src: string;
    }
) & { origin?: Origin };
