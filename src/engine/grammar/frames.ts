/**
 * Verb frames, as data (grammar/frames/*.json). A frame is keyed by a class of verbs (a lexicon
 * class) and says what the clause means: which role each preposition fills, what the subject
 * and the object are, and what the clause yields. Each frame carries examples in more than one
 * style and near-misses that must yield nothing; test/frames.test.ts runs them.
 */

/** What a clause built on the frame yields. */
export type Yield =
  | 'move' // a transition to a target
  | 'stay' // a transition that stays (targetless)
  | 'toggle' // back and forth between two states
  | 'initial' // where the machine starts
  | 'fire' // an event sent (a trigger, or an action when the machine sends it)
  | 'receive' // an event received: a trigger
  | 'happen' // an event happening: a trigger
  | 'gesture' // something done to the device: an event
  | 'finish' // a service or a state finishing
  | 'fail' // a service failing
  | 'expire' // time running out
  | 'invoke' // a service started
  | 'declare' // things that exist
  | 'remove' // things taken away from the existing flow
  | 'rename'; // a state of the existing flow renamed

/** The role a preposition's phrase fills. */
export type Role = 'target' | 'source' | 'event' | 'delay' | 'via' | 'scene' | 'between' | 'service';

export interface Frame {
  id: string;
  /** The lexicon class of the frame's verbs. */
  verbs: string;
  yields: Yield;
  /** Preposition (or phrase) → role. */
  roles: Record<string, Role>;
  /** What a direct object is: the thing that moves (or the state it moves from), an event, a service, a state. */
  object?: 'mover' | 'event' | 'service' | 'state' | 'action' | 'target';
  /** What the subject is when it is not the machine or a pronoun. */
  subject?: 'mover' | 'event' | 'state';
  /** A role the frame cannot read a clause without, filled by more than a plain thing: "stops at LEAK_FAIL" halts somewhere, "the pump stops" only ceases. */
  needs?: Role;
  /** The voice the frame reads: "passive" frames read only clauses in the passive ("is held in Review"), before the verb's other frames. */
  voice?: 'passive';
  description: string;
  examples: string[];
  nearMisses?: string[];
  /** The existing flow the examples change, for frames that only mean something on one ("Remove the deleted state"). */
  given?: { states?: Record<string, unknown> };
}

/** The role a preposition fills in `frame` (only the frame's own entries: "constructor" is no preposition). */
export function roleOf(frame: Frame, prep: string): Role | undefined {
  return Object.hasOwn(frame.roles, prep) ? frame.roles[prep] : undefined;
}

const YIELDS = new Set(['move', 'stay', 'toggle', 'initial', 'fire', 'receive', 'happen', 'gesture', 'finish', 'fail', 'expire', 'invoke', 'declare', 'remove', 'rename']);
const ROLES = new Set(['target', 'source', 'event', 'delay', 'via', 'scene', 'between', 'service']);

/** Checks a frame file; returns what is wrong, or null. */
export function checkFrames(data: unknown, classes: ReadonlySet<string>): string | null {
  if (!Array.isArray(data)) return 'a frame file holds an array of frames';
  const ids = new Set<string>();
  for (const [i, frame] of data.entries()) {
    const where = `frame ${i}${frame && typeof frame === 'object' && 'id' in frame ? ` (${String(frame.id)})` : ''}`;
    if (!frame || typeof frame !== 'object') return `${where}: is not an object`;
    const f = frame as Partial<Frame>;
    if (typeof f.id !== 'string' || !f.id) return `${where}: needs an id`;
    if (ids.has(f.id)) return `${where}: the id is used twice`;
    ids.add(f.id);
    if (typeof f.verbs !== 'string' || !classes.has(f.verbs)) return `${where}: verbs must name a lexicon class (got ${String(f.verbs)})`;
    if (!f.yields || !YIELDS.has(f.yields)) return `${where}: yields must be one of ${[...YIELDS].join(', ')}`;
    if (!f.roles || typeof f.roles !== 'object') return `${where}: needs roles (preposition → role)`;
    for (const [prep, role] of Object.entries(f.roles)) if (!ROLES.has(role)) return `${where}: role of "${prep}" must be one of ${[...ROLES].join(', ')}`;
    if (f.needs !== undefined && !ROLES.has(f.needs)) return `${where}: needs, when given, must be one of ${[...ROLES].join(', ')}`;
    if (f.voice !== undefined && f.voice !== 'passive') return `${where}: voice, when given, must be "passive"`;
    if (typeof f.description !== 'string') return `${where}: needs a description`;
    if (!Array.isArray(f.examples) || f.examples.length < 2) return `${where}: needs at least two examples, in different styles`;
    if (f.given !== undefined && (!f.given || typeof f.given !== 'object' || Array.isArray(f.given))) return `${where}: given must be a flow (an object with states)`;
  }
  return null;
}
