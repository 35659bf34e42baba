/**
 * What is being gathered while one sentence is read: its frames (one frame = one or more
 * transitions sharing a trigger, guard, target and actions), its source, and the pieces that
 * span several roles (an entry or exit waiting for its actions, a chain of timed states).
 *
 * How roles combine, in the order they stand in a sentence:
 * - a source ("In loading,", "while idle") applies to the frames that follow it;
 * - events, a guard, a target and actions gather into the current frame; a second target, or
 *   an event after a complete frame, starts a new frame, which inherits what was elided
 *   ("goes to ready when A and to failed when B");
 * - "otherwise" starts a fallback frame with the previous frame's trigger and no guard.
 */
import type { Assembler } from './frames.js';
import { eventName, verdictCond } from './naming.js';
import type { Role } from './roles.js';
import type { Token } from './tokens.js';

export type SourceRef = { kind: 'state'; name: string } | { kind: 'root'; scope?: string } | { kind: 'either' };

export interface Frame {
  sources: SourceRef[];
  events: string[];
  cond?: string;
  fallback?: boolean;
  target?: string;
  stay?: boolean;
  actions: string[];
  delay?: number;
  always?: boolean;
  outcome?: 'invoke.onDone' | 'invoke.onError';
  rule: string;
  from: number;
  to: number;
  /** Which of target, event or delay was read last ("goes to X when E"). */
  lastRole?: string;
  /** "Next moves forward": along the last list of states, or against it. */
  direction?: 'forward' | 'backward' | 'reverse';
  /** Begun by "or" and a verb ("…, or to see 'Invalid code' if it isn't"): the other branch. */
  orBranch?: boolean;
  /** Its guard was read after its target ("returns to idle; if C, …"): a second target takes the guard along. */
  lateCond?: boolean;
  /** Read before the sentence moved on ("'Preferences' opens the panel, where ..."): its source is the discourse's. */
  beforeMove?: boolean;
}

export class SentenceReader {
  readonly frames: Frame[] = [];
  frame: Frame | null = null;
  sentenceSources: SourceRef[] = [];
  /** A state that is the subject of the sentence ("Loading fetches the profile"). */
  subjectState: string | null = null;
  /** Where a "turns it on" or "closes it" just ended, which a following "and … X" makes precise. */
  particleAt: number | null = null;
  /** The sentence's subject is the described thing ("A shown toast hides …"). */
  describedSubject = false;
  /** The last state of a chain held for a time ("green for 30 seconds, then ..."). */
  dwelling: { state: string; ms: number } | null = null;
  /** The state "where" or "there" points at, for what the rest of the sentence says of it. */
  place: string | null = null;
  /** An entry or exit whose actions are being read ("On entering X, A and B"). */
  pendingEntry: { kind: 'entry' | 'exit'; state: string } | null = null;
  readonly entryActions: string[] = [];
  /** The condition of the last "unless", for "in which case". */
  lastUnless: string | null = null;
  /** The sentence uses a word of change ("instead", "now"). */
  changing = false;

  constructor(
    readonly a: Assembler,
    /** The sentence's tokens. */
    readonly t: Token[],
  ) {}

  /** "On entering X, A; on leaving it, B": each entry or exit takes the actions after it. */
  flushEntry(): void {
    if (!this.pendingEntry) return;
    const info = this.a.state(this.pendingEntry.state);
    for (const action of this.entryActions) {
      this.a.edits.push({ op: this.pendingEntry.kind === 'entry' ? 'addEntryAction' : 'addExitAction', state: info.path, action, origin: this.a.origin(`${this.pendingEntry.kind}.actions`, 0, this.t.length) });
    }
    this.entryActions.length = 0;
    this.pendingEntry = null;
  }

  newFrame(role: Role, inherit?: Frame | null): Frame {
    const f: Frame = { sources: [], events: [], actions: [], rule: role.rule, from: role.from, to: role.to };
    if (inherit) {
      f.events = [...inherit.events];
      f.delay = inherit.delay;
      f.outcome = inherit.outcome;
      f.always = inherit.always;
      f.sources = [...inherit.sources];
    }
    this.frames.push(f);
    return f;
  }

  current(role: Role): Frame {
    return (this.frame ??= this.newFrame(role));
  }

  /**
   * "…moves to CLOSE_WAIT; the application's CLOSE then goes to LAST_ACK": an event followed by
   * "then" happens where the sentence just went.
   */
  thenFrom(at: number): void {
    if (this.t[at]?.norm !== 'then') return;
    const f = this.frame;
    const before = f ? this.targetBefore(f) : undefined;
    if (f && before && !f.target) f.sources = [{ kind: 'state', name: before }];
  }

  /** Where the sentence went last before `frame`: the target of the latest other frame that has one. */
  targetBefore(frame: Frame): string | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) if (this.frames[i] !== frame && this.frames[i].target !== undefined) return this.frames[i].target;
    return undefined;
  }

  /** The sentence's subject is a state: what follows starts there. */
  subjectIn(state: string): void {
    this.subjectState = state;
    if (this.frame && !this.complete(this.frame)) this.frame.sources = [{ kind: 'state', name: state }];
    else {
      this.frame = null;
      this.sentenceSources = [{ kind: 'state', name: state }];
    }
    this.a.topic = state;
  }

  /** A new source for what follows; the frames before it keep the one they had. */
  moveOn(refs: SourceRef[]): void {
    for (const f of this.frames) {
      if (f.sources.length) continue;
      if (this.sentenceSources.length) f.sources = this.sentenceSources;
      else f.beforeMove = true;
    }
    this.sentenceSources = refs;
  }

  /** A frame that says where it goes (or what it does) and when. */
  complete(f: Frame | null): boolean {
    return !!f && (f.target !== undefined || !!f.stay || f.actions.length > 0 || !!f.direction) && (f.events.length > 0 || f.delay !== undefined || !!f.outcome || !!f.cond);
  }

  setTarget(role: Role, name: string): void {
    if (this.pendingEntry) this.pendingEntry = null;
    if (this.dwelling && (!this.frame || this.complete(this.frame))) {
      this.frame = this.newFrame(role, null);
      this.frame.sources = [{ kind: 'state', name: this.dwelling.state }];
      this.frame.delay = this.dwelling.ms;
      this.dwelling = null;
    }
    let f = this.current(role);
    if (f.target !== undefined || f.stay) {
      const before = f;
      f = this.frame = this.newFrame(role, before.lateCond ? before : null);
      // "the feed returns to idle; if there are no more pages, it goes to end instead": the
      // guard read after the first target begins the second branch, on the same trigger.
      if (before.lateCond) {
        f.cond = before.cond;
        before.cond = undefined;
        before.lateCond = false;
      }
    }
    f.target = name;
    f.lastRole = 'target';
  }

  addEvent(role: Role, name: string): void {
    let f = this.current(role);
    if (this.complete(f)) f = this.frame = this.newFrame(role, null);
    if (!f.events.includes(name)) f.events.push(name);
    f.lastRole = 'event';
  }

  /** In a state that started a service, "when it finishes" is its outcome; else an event. */
  eventOrOutcome(role: Role, words: Token[]): void {
    // "submitting the correct code", "an empty result": the judgement is a guard, not part of the name.
    const at = words.findIndex((w, i) => w.tags.has('VerdictAdjectives') && words[i + 1]?.tags.has('Noun') && !words[i + 1].tags.has('Pronoun'));
    const verdict = at >= 0 ? verdictCond(words[at + 1], words[at]) : undefined;
    if (verdict) words = words.filter((_, i) => i !== at);
    const outcome = this.a.outcomeOf(words, this.frame, this.subjectState, this.sentenceSources);
    let f: Frame;
    if (!outcome) {
      this.addEvent(role, eventName(words));
      f = this.current(role);
    } else {
      f = this.current(role);
      if (this.complete(f)) f = this.frame = this.newFrame(role, null);
      f.outcome = outcome;
    }
    if (verdict && !f.cond) f.cond = verdict;
  }

  addAction(role: Role, name: string): void {
    if (this.pendingEntry) {
      this.entryActions.push(name);
      return;
    }
    this.current(role).actions.push(name);
  }

  /** At the end of the sentence: an entry or exit takes the actions that had no trigger. */
  finishEntry(): void {
    if (!this.pendingEntry) return;
    const { kind, state } = this.pendingEntry;
    const info = this.a.state(state);
    const frame = this.frame;
    const loose = frame && frame.target === undefined && !frame.events.length ? frame.actions : [];
    for (const action of [...this.entryActions, ...loose]) {
      this.a.edits.push({ op: kind === 'entry' ? 'addEntryAction' : 'addExitAction', state: info.path, action, origin: this.a.origin(`${kind}.actions`, 0, this.t.length) });
    }
    if (frame && frame.target === undefined && !frame.events.length) this.frames.splice(this.frames.indexOf(frame), 1);
  }
}
