/**
 * What one sentence has told so far, while its clauses are read in order: the scene, the
 * trigger, source and guard waiting for a motion, the actions waiting for one, the motions
 * drafted, and what an "otherwise" will need. It lives for one sentence; what outlives it is in
 * the focus.
 */
import { wordPattern } from '../grammar/words.js';
import type { Unit } from '../1-layout/units.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Mention } from '../4-inventory/mentions.js';
import type { Meaning, Reading, Trigger } from '../5-frames/meaning.js';
import type { Fact, Origin } from './facts.js';
import type { Focus, Path } from './focus.js';

type Motion = Extract<Meaning, { kind: 'motion' }>;

export interface Draft {
  reading: Reading;
  motion: Motion;
  source?: Path | null;
  trigger?: Trigger;
  triggerSource?: Path | null;
  cond?: string;
  actions: string[];
  otherwise: boolean;
  chained: boolean;
  /** Said with "instead": an alternative to the transition before. */
  instead?: boolean;
  /** More triggers taken from the sentence: "esc or clicking the backdrop closes it and you're back on the grid". */
  alsoTriggers?: Trigger[];
  /** An "otherwise" branch after a guard told in the same sentence. */
  guardBefore?: boolean;
  /** A trigger an earlier clause's subject would give, if nothing else does ("Confirming deletes the item and returns"). */
  weakTrigger?: Trigger;
  /** The scene set before it in the sentence ("..., and from the preview, 'Edit' brings you back"). */
  sceneAt?: Path | null;
  /** Told as a change of the existing flow ("now", "instead", "no longer"). */
  replace?: boolean;
  /** The other case of the condition before ("..., and if 8 seconds pass it goes back to patrol"): from the same place. */
  otherCase?: boolean;
  /** Its trigger is a condition's ("if the request succeeds go to success"), which an "otherwise" answers. */
  conditional?: boolean;
}

export interface SentenceContext {
  inventory: Inventory;
  focus: Focus;
  unit: Unit;
  /** Which clauses produced something, for diagnostics. */
  used: Set<Reading>;
  /** Clauses that told a move somewhere with nothing to set it off, for diagnostics. */
  untriggered: Set<Reading>;
  /** The state a list item is about ("- `running`: ..."), for the item's later sentences. */
  itemScene?: Path | null;
}

/** What the clauses before have left for the next motion. */
export interface Waiting {
  trigger?: Trigger;
  alsoTriggers?: Trigger[];
  weakTrigger?: Trigger;
  source?: Path | null;
  guard?: string;
  /** The clause whose subject did what left the trigger ("`Enter` selects the option"). */
  doneBy?: Reading;
}

export interface SentenceState {
  readings: Reading[];
  /** Where the story stood when the sentence began. */
  start: Path | null;
  /** Where the sentence happens ("In X, ..."). */
  scene: Path | null;
  /** More states the scene stands for ("in either state"). */
  alsoScenes: Path[];
  drafts: Draft[];
  pre: Waiting;
  /** The waiting trigger came from a condition ("when", "if"), not from what a subject does. */
  preFromCondition: boolean;
  /** "When a code is entered: if ..., it unlocks; if ..., it goes to lockedOut": the event every guarded branch answers. */
  governing?: Trigger;
  actions: string[];
  entryExit: { kind: 'entry' | 'exit'; state: Path } | null;
  previous: Reading | null;
  /** The clause before was a condition about the motion before it ("goes to gas whenever heat() fires, provided that ..."). */
  postConditions: boolean;
  /** "otherwise it shows 'Insufficient funds' and keeps collecting": the other branch's actions. */
  otherwiseActions: string[];
  otherwiseReading: Reading | null;
  otherwiseOpen: boolean;
  /** How long something lasts, told by a clause ("Hurt gives 2 seconds of invincibility"). */
  dwell: { trigger: Trigger; source?: Mention } | null;
  facts: Fact[];
}

export function newSentenceState(readings: Reading[], start: Path | null): SentenceState {
  return { readings, start, scene: null, alsoScenes: [], drafts: [], pre: {}, preFromCondition: false, actions: [], entryExit: null, previous: null, postConditions: false, otherwiseActions: [], otherwiseReading: null, otherwiseOpen: false, dwell: null, facts: [] };
}

export const originOf = (r: Reading): Origin => {
  const tokens = [...r.clause.marker, ...r.clause.tokens];
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  return { rule: r.rule, span: { start: first?.start ?? 0, end: last?.end ?? 0 } };
};

/** The last two different states reached, oldest first. */
export function lastTwo(reached: string[]): [Path, Path] | null {
  const last = reached[reached.length - 1];
  const before = [...reached].reverse().find((r) => r !== last);
  return last && before ? [before.split('.'), last.split('.')] : null;
}

/** What a relative pronoun refers to: the last thing the clause before it named. */
export function antecedentOf(r: Reading | null): Mention | null {
  if (!r) return null;
  const candidates = [r.parts.object, r.parts.complement, ...r.parts.preps.map((p) => p.mention), r.parts.subject].filter((m): m is Mention => !!m && m.tokens.length > 0);
  let best: Mention | null = null;
  for (const m of candidates) if (!best || m.tokens[m.tokens.length - 1].end > best.tokens[best.tokens.length - 1].end) best = m;
  return best;
}

export { isSubordinate } from '../5-frames/meaning.js';
export const isOtherwise = (r: Reading) => r.clause.kind === 'otherwise' || wordPattern('OtherwiseWords', '\\b(?:%)\\b').test(r.clause.opener);

/** Where a clause stands in its sentence, worked out before its meanings are told. */
export interface ClauseSetting {
  /** Right after a motion: a subordinate clause tells about that motion. */
  afterMotion: boolean;
  /** What "which" stands for, as a state or as an event. */
  anteState: Path | null;
  anteEvent: Trigger | null;
  /** "A will exit and enter B_COND": the subject a coordinated clause shares. */
  sharedSubject: Path | null;
}
