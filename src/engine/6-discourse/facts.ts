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
  origin: Origin;
}

export type Fact =
  | ({ kind: 'transition' } & TransitionFact)
  | { kind: 'initial'; state: Path; origin: Origin }
  | { kind: 'state'; state: Path; origin: Origin }
  | { kind: 'invoke'; state: Path; service: string; origin: Origin }
  | { kind: 'entry' | 'exit'; state: Path; action: string; origin: Origin };
