/**
 * What copy-on-write drafts (draft.ts) did to the `states` maps they copied: for each map in the
 * result, which names were set, added, removed, renamed or put first, and the order the map ends
 * in. Comparing two flows otherwise means listing the names of both sides' maps, and listing the
 * names of a map of thousands of states costs more than the rest of the comparison (V8 keeps so
 * large an object in dictionary form, where listing the keys means sorting them); with this
 * record the incremental flow and the fragments visit only the names it holds.
 *
 * Order is kept as a number per name, its place: a name no draft touched keeps its index in the
 * map first copied (noted when the draft copies it, from the listing the copy is made from), a
 * name set again keeps its place, a name added (or removed and added again) gets a place after
 * all others, one put first a place before all others, and a new name from a renaming the place
 * of the name it replaces. Sorting by place gives the map's order, as JavaScript keeps insertion
 * order, except for names that are array indices ("0", "12"), which it lists first in numeric
 * order: a map that has or gets one is marked unordered, and comparisons walk it in full.
 *
 * The record describes the maps as the drafts left them: a flow changed afterwards by other means
 * must be compared without it.
 */
import type { FlowNode } from '../model/flow.js';

type States = Record<string, FlowNode>;

/** JavaScript lists own keys that are array indices before all others, in numeric order. */
const isArrayIndex = (name: string) => /^(0|[1-9]\d{0,9})$/.test(name) && Number(name) < 2 ** 32 - 1;

/** The map a chain of copies started from, as listed once when it was first copied. */
class Origin {
  readonly index = new Map<string, number>();
  /** The next place after, and before, every place given so far. */
  nextLast: number;
  nextFirst = -1;

  constructor(readonly names: readonly string[]) {
    this.nextLast = names.length;
    for (let i = 0; i < names.length; i++) this.index.set(names[i], i);
  }
}

/**
 * Maps with fewer names are not recorded: for them, keeping the record (a few hash tables per
 * map, cold in cache by the time the comparisons run) costs more than listing the names does.
 * About where V8 turns a JSON-parsed object into a dictionary, whose names are slow to list.
 */
const RECORD_FROM = 128;

/**
 * Below this many names V8 copies an object faster by spreading it (it clones the object's
 * layout); above, the object is a dictionary, and assigning the names one by one is faster.
 */
const SPREAD_LIMIT = 128;

/** A copy of `map` with `names`, its own names in order; spreading defines `__proto__` as an own property too. */
function copyOf(map: States, names: readonly string[]): States {
  if (names.length <= SPREAD_LIMIT) return { ...map };
  const copy: States = {};
  for (const name of names) {
    // The map's own names, read straight: `__proto__` among them is the state of that name.
    if (name === '__proto__') Object.defineProperty(copy, name, { value: map[name], enumerable: true, writable: true, configurable: true });
    else copy[name] = map[name];
  }
  return copy;
}

/** One draft's changes to one map: from the map it copied (`from`) to its copy. */
export class StatesRecord {
  /** Names this draft set, added or removed in the map. */
  readonly touched = new Set<string>();
  /** The place of each touched name the map still has. */
  private readonly places = new Map<string, number>();
  /** False once the order can no longer be told from the places (see isArrayIndex). */
  ordered: boolean;
  /** How many names the map has. */
  size: number;

  constructor(
    readonly from: States,
    /** The record of `from`, when an earlier draft made it. */
    readonly prior: StatesRecord | undefined,
    readonly origin: Origin,
  ) {
    this.ordered = prior ? prior.ordered : !(origin.names.length && isArrayIndex(origin.names[0]));
    this.size = prior ? prior.size : origin.names.length;
  }

  /** Where `name` stands in the map, or undefined when the map lacks it. */
  placeOf(name: string): number | undefined {
    if (this.touched.has(name)) return this.places.get(name);
    return this.prior ? this.prior.placeOf(name) : this.origin.index.get(name);
  }

  /** `name` was set: it keeps its place, or, new to the map, goes last. */
  set(name: string): void {
    this.note(name, this.placeOf(name) ?? this.origin.nextLast++);
  }

  remove(name: string): void {
    this.note(name, undefined);
  }

  putFirst(name: string): void {
    this.note(name, this.origin.nextFirst--);
  }

  /** `to` takes the place of `from`. */
  rename(from: string, to: string): void {
    const place = this.placeOf(from);
    this.note(from, undefined);
    this.note(to, place);
  }

  /** Every name touched since the origin, by this draft or an earlier one. */
  touchedSinceOrigin(into = new Set<string>()): Set<string> {
    for (const name of this.touched) into.add(name);
    return this.prior ? this.prior.touchedSinceOrigin(into) : into;
  }

  private note(name: string, place: number | undefined): void {
    const had = this.placeOf(name) !== undefined;
    this.touched.add(name);
    if (place === undefined) this.places.delete(name);
    else this.places.set(name, place);
    this.size += (place === undefined ? 0 : 1) - (had ? 1 : 0);
    if (place !== undefined && isArrayIndex(name)) this.ordered = false;
  }
}

/** A run of consecutive names of the origin map that no draft touched: [start, end) of its indices. */
export interface Run {
  start: number;
  end: number;
}

/** A map's order in outline: touched names as themselves, untouched ones as the runs they form. */
export type Outline = (string | Run)[];

/**
 * The changes from one map (`before`) to another (`after`) that drafts made from it, as the
 * comparisons use them. Every name not listed here has the same value in both maps, and keeps
 * its order relative to the other such names.
 */
export class NameChanges {
  /** Touched names that `before` has, in its order (some may be gone from `after`, or equal in it). */
  readonly inBefore: string[];
  /** Touched names that only `after` has, in its order. */
  readonly added: string[];
  private readonly runs: Run[];

  constructor(
    private readonly last: StatesRecord,
    /** The record of `before`, when `before` was made by an earlier draft. */
    private readonly beforeRecord: StatesRecord | undefined,
  ) {
    // Names touched before `before` was made are listed too: they are equal in both maps, but
    // their places are not their indices in the origin, so they cannot be part of a run.
    const touched = [...last.touchedSinceOrigin()];
    this.inBefore = byPlace(
      touched.filter((name) => this.placeBefore(name) !== undefined),
      (name) => this.placeBefore(name)!,
    );
    this.added = byPlace(
      touched.filter((name) => this.placeBefore(name) === undefined && last.placeOf(name) !== undefined),
      (name) => last.placeOf(name)!,
    );
    this.runs = untouchedRuns(touched, last.origin);
  }

  /** `before`'s order in outline. */
  beforeOutline(): Outline {
    return outline(this.runs, this.inBefore, (name) => this.placeBefore(name)!);
  }

  /** `after`'s order in outline. */
  afterOutline(): Outline {
    const present = [...this.inBefore.filter((name) => this.last.placeOf(name) !== undefined), ...this.added];
    return outline(this.runs, present, (name) => this.last.placeOf(name)!);
  }

  /** The names an outline stands for. */
  names(parts: Outline): string[] {
    return parts.flatMap((part) => (typeof part === 'string' ? [part] : this.last.origin.names.slice(part.start, part.end)));
  }

  private placeBefore(name: string): number | undefined {
    return this.beforeRecord ? this.beforeRecord.placeOf(name) : this.last.origin.index.get(name);
  }
}

function byPlace(names: string[], place: (name: string) => number): string[] {
  return names.map((name) => [place(name), name] as const).sort((a, b) => a[0] - b[0]).map(([, name]) => name);
}

/** The runs of origin names between the touched ones. */
function untouchedRuns(touched: readonly string[], origin: Origin): Run[] {
  const cuts = touched.map((name) => origin.index.get(name)).filter((i): i is number => i !== undefined).sort((a, b) => a - b);
  const runs: Run[] = [];
  let start = 0;
  for (const cut of [...cuts, origin.names.length]) {
    if (cut > start) runs.push({ start, end: cut });
    start = cut + 1;
  }
  return runs;
}

/**
 * Runs and names in order of place. A run's place is its start: no name has a place inside a
 * run, as a touched name keeps its own index, takes that of another touched name, or goes
 * before or after every index.
 */
function outline(runs: readonly Run[], names: readonly string[], place: (name: string) => number): Outline {
  const parts: [number, string | Run][] = [...runs.map((run) => [run.start, run] as [number, Run]), ...names.map((name) => [place(name), name] as [number, string])];
  return parts.sort((a, b) => a[0] - b[0]).map(([, part]) => part);
}

/**
 * What drafts changed in the `states` maps of a flow, keyed by the maps of the result. A draft
 * that continues from an earlier one's result (applying edits to a flow whose sibling targets
 * were resolved) passes that draft's record as `prior`, so the result can also be compared with
 * the flow the earlier draft started from.
 */
export class StatesChanges {
  /** Keyed by the map each record ends in; comparisons look maps up whatever they hold. */
  private readonly records = new Map<object, StatesRecord>();

  /**
   * `recordFrom`: the fewest names a map must have for a copy of it to be recorded (a map an
   * earlier draft recorded always is); taken from `prior` when there is one. Below it, listing
   * the names costs less than keeping and reading the record, and the comparisons list them.
   */
  constructor(
    private readonly prior?: StatesChanges,
    readonly recordFrom: number = prior?.recordFrom ?? RECORD_FROM,
  ) {}

  /** A copy of `map`, recorded if large enough: every change made to the copy must then be noted on `recordOf(copy)`. */
  copy(map: States): States {
    const prior = this.prior?.recordOf(map);
    // One listing of a large map's names serves the copy and, for a map no draft copied before, the index.
    const names = Object.keys(map);
    if (!prior && names.length < this.recordFrom) return { ...map };
    const copy = copyOf(map, names);
    this.records.set(copy, new StatesRecord(map, prior, prior ? prior.origin : new Origin(names)));
    return copy;
  }

  /** The record of a map this draft or an earlier one made by copying. */
  recordOf(map: object | undefined): StatesRecord | undefined {
    return map && (this.records.get(map) ?? this.prior?.recordOf(map));
  }

  /** A map that replaces `map` (a reordering) takes over its record. */
  replaced(map: States, by: States): StatesRecord | undefined {
    const record = this.records.get(map);
    if (!record) return undefined;
    this.records.delete(map);
    this.records.set(by, record);
    return record;
  }

  /** The changes from `before` to `after`, when `after` was made from `before` and its order is known. */
  between(before: object | undefined, after: object | undefined): NameChanges | undefined {
    const last = this.recordOf(after);
    if (!before || !last?.ordered) return undefined;
    for (let stage: StatesRecord | undefined = last; stage; stage = stage.prior) if (stage.from === before) return new NameChanges(last, stage.prior);
    return undefined;
  }

  /** `names`, all of them in `map`, in its order; undefined when the record cannot tell. */
  inOrder(map: object | undefined, names: readonly string[]): string[] | undefined {
    const record = this.recordOf(map);
    if (!record?.ordered) return undefined;
    return byPlace([...names], (name) => record.placeOf(name)!);
  }
}
