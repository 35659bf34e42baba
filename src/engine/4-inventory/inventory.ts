/**
 * The inventory: the states, events, services, actions and guards a text names, each with its
 * evidence, collected over the whole text before any transition is read. Only inventory states
 * (and the targets of explicit motion frames, which join the inventory) become states: a noun
 * phrase is not a state because it follows "in".
 *
 * States are kept with their paths (a dotted name is always nesting, never a flat name with a
 * dot), and found again by looser references: "the modal" for the help modal.
 */
import { grammar } from '../grammar/load.js';
import type { FlowNode } from '../../model/flow.js';
import { keyOf } from './names.js';
import { gerundOf, participleSpellings } from '../2-words/lemma.js';
import { eventsOf, handles, sourcesOf } from './existing-flow.js';

export type Evidence = 'existing' | 'enumeration' | 'head' | 'initial' | 'target' | 'path' | 'table' | 'arrow' | 'declared' | 'source' | 'child';

/** Evidence that the text names a state outright, not that a frame made a state of a word. */
const NAMED_OUTRIGHT: ReadonlySet<Evidence> = new Set<Evidence>(['enumeration', 'declared', 'table', 'arrow', 'initial']);

export interface StateEntry {
  name: string;
  path: string[];
  evidence: Set<Evidence>;
  /** Order of first mention. */
  order: number;
  /** Where the text first names it (an offset into the text, or -1 for a state of the existing flow). */
  at: number;
  /** Named or used by the text itself, not only by the context or the existing flow. */
  inText: boolean;
}

export type NamedKind = 'event' | 'service' | 'action' | 'guard';

export class Inventory {
  private readonly statesByPath = new Map<string, StateEntry>();
  private readonly statesByKey = new Map<string, StateEntry[]>();
  /** States by the last word of their name: what a looser reference ("the modal") is looked up by. */
  private readonly statesByHead = new Map<string, StateEntry[]>();
  private sorted: StateEntry[] | null = null;
  private readonly named = new Map<string, { kind: NamedKind; name: string }>();
  private readonly entitySet = new Set<string>();
  private changes = 0;
  private initialPath: string[] | null = null;
  /** How often each noun was the subject of a motion: a noun that moves more than once is the thing the text is about. */
  readonly movers = new Map<string, number>();
  /** Lists of states the text gives, in text order: what "between them", "forward" and "cycles through" walk. */
  readonly sequences: { states: StateEntry[]; ordered: boolean; at: number }[] = [];
  /** The events the text lists as the machine's ("Two events, COIN and PUSH"), with where each is named. */
  readonly listedEvents: { name: string; span: { start: number; end: number } }[] = [];
  /** States listed as the parts of another ("Inside checkout there are shipping, payment and review"), nested once the parent is known. */
  readonly nestings: { parent: string; children: StateEntry[] }[] = [];
  /** What is being read: the context only sets the scene, so its states are not the text's. */
  phase: 'context' | 'text' = 'text';

  /** The flow the text changes, if any: what "remove", "rename" and "instead" act on. */
  readonly existing: FlowNode | undefined;

  constructor(existing?: FlowNode) {
    // (An empty flow is nothing to change.)
    this.existing = existing && (Object.keys(existing.states ?? {}).length || Object.keys(existing.on ?? {}).length) ? existing : undefined;
    const walk = (node: FlowNode, path: string[]) => {
      for (const name of Object.keys(node.states ?? {})) {
        this.addState([...path, name], 'existing');
        walk(node.states![name], [...path, name]);
      }
    };
    if (existing) walk(existing, []);
  }

  /**
   * Counts the changes that a reading can see (states, their evidence and places, entities,
   * named things, the initial state): a clause read twice at the same version reads the same.
   */
  get version(): number {
    return this.changes;
  }

  /** Head nouns of the thing the text is about ("the kettle", "the session"): they name no state. */
  get entities(): ReadonlySet<string> {
    return this.entitySet;
  }

  addEntity(noun: string): void {
    if (this.entitySet.has(noun)) return;
    this.entitySet.add(noun);
    this.changes++;
  }

  /** The state the text says the machine starts in. */
  get initial(): string[] | null {
    return this.initialPath;
  }

  set initial(path: string[] | null) {
    if (path?.join('.') !== this.initialPath?.join('.')) this.changes++;
    this.initialPath = path;
  }

  /** States in the order the text first names them, the existing flow's first. */
  get states(): StateEntry[] {
    this.sorted ??= [...this.statesByPath.values()].sort((a, b) => a.at - b.at || a.order - b.order);
    return this.sorted;
  }

  /** Adds a state by its path (its parents too); a state already known by its name keeps its place unless it had none. */
  addState(given: string[], evidence: Evidence, at = Number.MAX_SAFE_INTEGER): StateEntry {
    // A dotted name is always nesting.
    const path = given.flatMap((p) => p.split('.')).filter(Boolean);
    this.sorted = null;
    // A state first named alone and then as a child ("signIn", then "auth.signIn") moves under its parent.
    // (The existing flow's states stay where they are: two states of it may share a name.)
    const alone = path.length > 1 && evidence !== 'existing' ? (this.statesByKey.get(keyOf(path[path.length - 1])) ?? []).find((e) => e.path.length === 1 && !e.evidence.has('existing')) ?? null : null;
    const exact = this.statesByPath.get(path.join('.')) ?? null;
    const known = evidence === 'existing' ? exact : (this.findState(path) ?? alone);
    if (known) {
      const { at: wasAt, inText: wasInText, path: wasPath } = known;
      const evidenceBefore = known.evidence.size;
      known.evidence.add(evidence);
      if (this.phase === 'text' && evidence !== 'existing') {
        if (!known.inText) known.at = at;
        known.inText = true;
        known.at = Math.min(known.at, at);
      }
      if (path.length > known.path.length && path[path.length - 1] === known.name && known.path.length === 1) this.reparent(known, path.slice(0, -1));
      if (known.evidence.size !== evidenceBefore || known.at !== wasAt || known.inText !== wasInText || known.path !== wasPath) this.changes++;
      return known;
    }
    this.changes++;
    for (let i = 1; i < path.length; i++) if (!this.statesByPath.has(path.slice(0, i).join('.'))) this.addState(path.slice(0, i), 'path', at);
    const entry: StateEntry = { name: path[path.length - 1], path: [...path], evidence: new Set([evidence]), order: this.statesByPath.size, inText: this.phase === 'text' && evidence !== 'existing', at: evidence === 'existing' ? -1 : this.phase === 'text' ? at : Number.MAX_SAFE_INTEGER };
    this.statesByPath.set(path.join('.'), entry);
    const key = keyOf(entry.name);
    this.statesByKey.set(key, [...(this.statesByKey.get(key) ?? []), entry]);
    const head = key.split(' ').pop()!;
    this.statesByHead.set(head, [...(this.statesByHead.get(head) ?? []), entry]);
    return entry;
  }

  private reparent(entry: StateEntry, parent: string[]): void {
    if (!parent.length || parent.join('.') === entry.path.join('.')) return;
    for (const p of parent) if (p === entry.name) return;
    const parentEntry = this.findState(parent) ?? this.addState(parent, 'path', entry.at);
    const old = entry.path.join('.');
    this.sorted = null;
    this.statesByPath.delete(old);
    entry.path = [...parentEntry.path, entry.name];
    this.statesByPath.set(entry.path.join('.'), entry);
    // Children move with it.
    for (const other of [...this.statesByPath.values()]) {
      if (other !== entry && other.path.slice(0, old.split('.').length).join('.') === old) {
        this.statesByPath.delete(other.path.join('.'));
        other.path = [...entry.path, ...other.path.slice(old.split('.').length)];
        this.statesByPath.set(other.path.join('.'), other);
      }
    }
  }

  /** A state by path, by its full dotted name, or by its name alone when that is unambiguous. */
  findState(path: string[] | string): StateEntry | null {
    const parts = typeof path === 'string' ? path.split('.') : path;
    if (!parts.length || !parts[parts.length - 1]) return null;
    const exact = this.statesByPath.get(parts.join('.'));
    if (exact) return exact;
    const byName = this.statesByKey.get(keyOf(parts[parts.length - 1])) ?? [];
    if (parts.length > 1) return byName.find((e) => e.path.join('.').endsWith(parts.join('.'))) ?? null;
    return byName[0] ?? null;
  }

  /**
   * The state a verb leaves things in, as the text spells its participle: "cancel" finds `canceled`
   * or `cancelled`, "pause" finds `paused`.
   */
  findLeftBy(verb: string): StateEntry | null {
    return participleSpellings(verb).map((p) => this.findState(p)).find(Boolean) ?? null;
  }

  /** Whether the text names the state outright (listed, declared, in a table or an arrow, said to be initial). */
  isNamedOutright(entry: StateEntry | null): boolean {
    return !!entry && [...entry.evidence].some((e) => NAMED_OUTRIGHT.has(e));
  }

  /**
   * Whether the text tells of a state otherwise than as one side of a motion (an arrow, a source, a
   * target): in a list, a heading, a table, a declaration, as the first.
   */
  isToldOtherwise(name: string): boolean {
    return [...(this.findState(name)?.evidence ?? [])].some((e) => e !== 'arrow' && e !== 'source' && e !== 'target');
  }

  /**
   * The state an activity verb names: "patrols" finds `patrolling`, or `patrol` where the text
   * names it as a state outright (listed, declared, in a table or an arrow), not where a frame made
   * a state of the word.
   */
  findDoneNowBy(verb: string): StateEntry | null {
    const bare = this.findState(verb);
    if (this.isNamedOutright(bare)) return bare;
    return this.findState(gerundOf(verb));
  }

  /** The states whose names share a word: "suspended" finds SuspendedEV and SuspendedEVSE. */
  findFamily(word: string): StateEntry[] {
    const w = word.toLowerCase();
    return this.states.filter((e) => e.inText && keyOf(e.name).split(' ').includes(w) && keyOf(e.name) !== w);
  }

  /**
   * A state by a looser reference: the words of `name` are all words of exactly one state's
   * name ("modal" for helModal, "confirmation dialog" for confirmationDialog).
   */
  findLoosely(name: string): StateEntry | null {
    const exact = this.findState(name);
    if (exact) return exact;
    const want = keyOf(name).split(' ');
    if (!want[0]) return null;
    // ("modal" for helpModal, but not "locked" for lockedOut: the head word must be the same.)
    const hits = (this.statesByHead.get(want[want.length - 1]) ?? []).filter((e) => {
      const have = keyOf(e.name).split(' ');
      return want.every((w) => have.includes(w));
    });
    if (hits.length === 1) return hits[0];
    // ("When it's open", once the text has called the state "opened": the same state.)
    const synonym = want.length === 1 ? grammar().lexicon.mapped('StateSynonyms', want[0]) : undefined;
    // ("starts validation", once the text has a validating state: the doing its noun names.)
    const doing = want.length === 1 && /ation$/.test(want[0]) ? this.findState(want[0].replace(/ation$/, 'ating')) : null;
    return synonym ? this.findState(synonym) : doing;
  }

  /** The last list of states given before `at` (an offset in the text). */
  sequenceBefore(at: number): string[][] | null {
    let best: { states: StateEntry[]; at: number } | null = null;
    for (const s of this.sequences) if (s.at <= at && (!best || s.at >= best.at)) best = s;
    return best?.states.map((e) => e.path) ?? null;
  }

  /** Nests the listed parts under their parent, where the parent is now a known state (and not the thing itself). */
  nest(): void {
    for (const { parent, children } of this.nestings) {
      // ("The hero banner has three panels": the thing the text is about holds them, not a state.)
      const head = keyOf(parent).split(' ').pop() ?? '';
      if (this.entitySet.has(parent.toLowerCase()) || this.entitySet.has(head)) continue;
      // ("A match is made of countdown, playing and roundOver": what holds states is a state.)
      const entry = this.findLoosely(parent) ?? this.addState([parent], 'head', children[0]?.at);
      for (const child of children) if (child !== entry && child.path.length === 1) this.addState([...entry.path, child.name], 'child');
    }
  }

  /** The events the existing flow's transitions use. */
  existingEvents(): Set<string> {
    return eventsOf(this.existing);
  }

  /** Forgets a state known only from how a phrase was written ("Remove the deleted state" with nothing to remove from). */
  forget(path: string[]): void {
    const entry = this.statesByPath.get(path.join('.'));
    if (!entry || [...entry.evidence].some((e) => e !== 'head' && e !== 'source')) return;
    if (this.states.some((e) => e !== entry && e.path.join('.').startsWith(`${path.join('.')}.`))) return;
    this.statesByPath.delete(path.join('.'));
    const key = keyOf(entry.name);
    this.statesByKey.set(key, (this.statesByKey.get(key) ?? []).filter((e) => e !== entry));
    const head = key.split(' ').pop()!;
    this.statesByHead.set(head, (this.statesByHead.get(head) ?? []).filter((e) => e !== entry));
    this.sorted = null;
    this.changes++;
  }

  /** The states of the existing flow with transitions on `event`. */
  existingSourcesOf(event: string): string[][] {
    return sourcesOf(this.existing, event);
  }

  /** Whether the existing flow's state at `path` has transitions on `event`. */
  existingOn(path: string[], event: string): boolean {
    return handles(this.existing, path, event);
  }

  isState(name: string): boolean {
    return !!this.findState(name);
  }

  addNamed(kind: NamedKind, name: string): void {
    const key = keyOf(name);
    if (!key || this.named.has(key)) return;
    this.named.set(key, { kind, name });
    this.changes++;
  }

  /** What a name was declared as ("the X event", "a guard called Y"), if anything. */
  kindOf(name: string): NamedKind | null {
    return this.named.get(keyOf(name))?.kind ?? null;
  }

  namedOf(kind: NamedKind): string[] {
    return [...this.named.values()].filter((n) => n.kind === kind).map((n) => n.name);
  }
}
