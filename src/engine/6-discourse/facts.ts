/**
 * Facts: what the discourse stage establishes, with resolved state paths, ready to become edits.
 */
import type { Span } from '../../model/flow.js';
import type { Trigger } from '../5-frames/meaning.js';
import type { Path } from './focus.js';

export interface Origin {
  rule: string;
  span: Span;
}

export interface TransitionFact {
  /** null: the root (the transition applies in every state). */
  source: Path | null;
  trigger: Trigger;
  /** null: stays where it is. */
  target: Path | null;
  cond?: string;
  actions: string[];
  /** Told as a change ("now", "instead"): it replaces what the state did on that event in the existing flow. */
  replace?: boolean;
  origin: Origin;
}

export type Fact =
  | ({ kind: 'transition' } & TransitionFact)
  | { kind: 'initial'; state: Path; origin: Origin }
  | { kind: 'state'; state: Path; origin: Origin }
  | { kind: 'invoke'; state: Path; service: string; origin: Origin }
  | { kind: 'entry' | 'exit'; state: Path; action: string; origin: Origin }
  /** Changes to the existing flow: a state or an event taken away, a state renamed. */
  | { kind: 'removeState'; state: Path; origin: Origin }
  | { kind: 'removeEvent'; event: string; origin: Origin }
  | { kind: 'rename'; state: Path; to: string; origin: Origin };
