/**
 * Second pass: roles become frames (one frame = one or more transitions sharing a trigger,
 * guard, target and actions), and frames become edits.
 *
 * How roles combine, in the order they stand in a sentence:
 * - a source ("In loading,", "while idle") applies to the frames of its sentence;
 * - events, a guard, a target and actions gather into the current frame; a second target, or
 *   an event after a complete frame, starts a new frame, which inherits what was elided
 *   ("goes to ready when A and to failed when B");
 * - "otherwise" starts a fallback frame with the previous frame's trigger and no guard;
 * - a frame without its own source takes the one the discourse gives: the sentence's, the
 *   state an event was last used in, or where the previous sentence ended.
 */
import type { Diagnostic, FlowNode, Transition } from '../model/flow.js';
import type { Edit, Origin, Trigger } from '../model/edits.js';
import type { Grammar } from './grammar/load.js';
import { capture, isEntity, listItems, nameOfState, slice, stateNamesOf } from './mentions.js';
import { actionName, condName, eventName, passiveActionName, words } from './naming.js';
import type { ParsedSentence } from './read.js';
import type { Role } from './roles.js';
import { StateRegistry, type StateInfo } from './states.js';
import { lemma, type Token } from './tokens.js';
import { durationMs } from './durations.js';

type SourceRef = { kind: 'state'; name: string } | { kind: 'root'; scope?: string } | { kind: 'either' };

interface Frame {
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
  /** An event written after the target ("goes to X when E"). */
  lastRole?: string;
  /** "Next moves forward": along the last list of states, or against it. */
  direction?: 'forward' | 'backward' | 'reverse';
}

const sameWord = (token: Token, word: string): boolean => {
  const norm = token.norm.replace(/(.{3,})s$/, '$1');
  return norm === word || token.norm === word || token.root === word;
};

const DONE_OR_ERROR = (g: Grammar, words: Token[]): 'invoke.onDone' | 'invoke.onError' | null => {
  if (words.some((t) => t.tags.has('ErrorWords') || /^(no|not|n't)$/.test(t.norm))) return 'invoke.onError';
  if (words.some((t) => t.tags.has('DoneWords'))) return 'invoke.onDone';
  return null;
};

export class Assembler {
  private edits: Edit[] = [];
  private readonly diagnostics: Diagnostic[] = [];
  private lastTargets: string[] = [];
  private topic: string | null = null;
  private readonly eventSources = new Map<string, SourceRef[]>();
  private readonly invoked = new Set<string>();
  /** The state that last started a service: where "if it fails" happens. */
  private lastInvoked: string | null = null;
  private lastFrame: Frame | null = null;
  /** Head nouns of the thing the description is about ("the machine", "the order"). */
  private readonly entityHeads = new Set<string>();
  private firstSubjectSeen = false;
  private sentenceIndex = -1;
  private readonly replaced = new Set<string>();
  /** The last list of states, in order: what "forward" and "back" move along. */
  private sequence: string[] = [];
  private readonly pairsByEvent = new Map<string, [string, string][]>();
  private input: 'text' | 'context' = 'text';
  private tokens: Token[] = [];
  private sentenceText = '';
  private sentenceStart = 0;

  constructor(
    private readonly g: Grammar,
    private readonly known: StateRegistry,
    private readonly states: StateRegistry,
    private readonly existing?: FlowNode,
  ) {}

  /** Does the existing flow have transitions from `source` on `event`? */
  private existingOn(source: string[], event: string): boolean {
    let node: FlowNode | undefined = this.existing;
    for (const name of source) node = node?.states && Object.hasOwn(node.states, name) ? node.states[name] : undefined;
    return !!node?.on && Object.hasOwn(node.on, event);
  }

  /** The existing flow's event names, for "remove the Delete action". */
  private existingEvents(): Set<string> {
    const events = new Set<string>();
    const walk = (node: FlowNode | undefined) => {
      if (!node) return;
      for (const event of Object.keys(node.on ?? {})) events.add(event);
      for (const child of Object.values(node.states ?? {})) walk(child);
    };
    walk(this.existing);
    return events;
  }

  /** Forget the edits made so far (the context's): keep only what they taught about discourse. */
  discardEdits(): void {
    this.edits = [];
    this.lastFrame = this.lastFrame ? { ...this.lastFrame } : null;
  }

  /**
   * The edits, led by the states they use in the order the text first names them, so the flow
   * lists states as the description does and, without "starts in", begins where it begins.
   */
  finish(): { edits: Edit[]; diagnostics: Diagnostic[] } {
    const used = new Set<string>();
    for (const edit of this.edits) {
      if (edit.op === 'addState') used.add(edit.path.join('.'));
      if (edit.op === 'addTransition') {
        used.add(edit.source.join('.'));
        if (edit.transition.target) used.add(edit.transition.target);
      }
    }
    // Where each word stands in the text, so finding a state's first mention costs its
    // candidates, not a walk over the whole text.
    const tokens = this.textTokens;
    const at = new Map<string, number[]>();
    tokens.forEach((token, i) => {
      for (const key of new Set([token.text, token.norm, token.root, token.norm.replace(/(.{3,})s$/, '$1')])) {
        const list = at.get(key);
        if (list) list.push(i);
        else at.set(key, [i]);
      }
    });
    const firstMention = (info: StateInfo): number => {
      // The first place the text names the state: its words in a row, or its name as written.
      const words = info.words;
      const starts = [...(at.get(info.name) ?? []), ...(at.get(words[0]) ?? [])].sort((a, b) => a - b);
      for (const i of starts) {
        if (tokens[i].text === info.name) return i;
        let k = 0;
        while (k < words.length && i + k < tokens.length && sameWord(tokens[i + k], words[k])) k++;
        if (k === words.length) return i;
      }
      return Number.MAX_SAFE_INTEGER;
    };
    const ordered = this.states.order
      .filter((info) => used.has(info.path.join('.')))
      .map((info, index) => ({ info, at: firstMention(info), index }))
      .sort((a, b) => a.at - b.at || a.index - b.index);
    const leading: Edit[] = ordered.map(({ info }) => ({ op: 'addState', path: info.path }));
    return { edits: [...leading, ...this.edits], diagnostics: this.diagnostics };
  }

  private origin(rule: string, from: number, to: number): Origin {
    const start = this.tokens[from]?.start ?? this.sentenceStart;
    const end = this.tokens[Math.max(from, to - 1)]?.end ?? start;
    return { rule, input: this.input, span: { start, end } };
  }

  /** The registered state a mention refers to, adding it when it is new. */
  private state(name: string): StateInfo {
    const known = this.known.find(name);
    const canonical = known?.name ?? name;
    const parent = known ? known.path.slice(0, -1) : [];
    for (let i = 1; i <= parent.length; i++) this.states.add(parent[i - 1], parent.slice(0, i - 1));
    return this.states.add(canonical, parent);
  }

  private resolveName(words: Token[]): string | null {
    const name = nameOfState(words, this.g);
    if (!name) return null;
    return this.known.find(name)?.name ?? name;
  }

  private isKnownState(words: Token[]): string | null {
    const name = nameOfState(words, this.g);
    if (!name) return null;
    const direct = this.known.find(name, false, true);
    if (direct) return direct.name;
    // "an open ticket", "backordered orders": a state's name used as an adjective.
    const content = words.filter((t) => !t.tags.has('Determiners'));
    if (content.length === 2) {
      const first = this.known.find(content[0].norm, true);
      if (first) return first.name;
    }
    return null;
  }

  /** Every token of the context, then of the text, for finding where a state is first named. */
  private readonly textTokens: Token[] = [];

  sentence(parsed: ParsedSentence, input: 'text' | 'context'): void {
    this.textTokens.push(...parsed.tokens);
    if (input === 'text' || this.sentenceIndex < 0) this.sentenceIndex += 1;
    this.input = input;
    this.tokens = parsed.tokens;
    this.sentenceText = parsed.sentence.text;
    this.sentenceStart = parsed.sentence.start;
    const before = this.edits.length;
    if (parsed.sentence.tableRow) this.tableRow(parsed);
    else this.roles(parsed.roles);
    if (this.edits.length === before && input === 'text') {
      this.diagnostics.push({
        code: 'unused-sentence',
        severity: 'info',
        message: 'No rule found a state, transition or action in this sentence.',
        input,
        span: { start: parsed.sentence.start, end: parsed.sentence.end },
        excerpt: parsed.sentence.text,
      });
    }
  }

  private tableHeader: string[] | null = null;

  private tableRow(parsed: ParsedSentence): void {
    const cells = parsed.sentence.tableRow!;
    const lower = cells.map((c) => c.toLowerCase());
    if (!this.tableHeader && lower.some((c) => /^(from|source|state)$/.test(c)) && lower.some((c) => /^(to|target|next)/.test(c))) {
      this.tableHeader = lower;
      return;
    }
    if (!this.tableHeader) return;
    const col = (re: RegExp) => cells[this.tableHeader!.findIndex((h) => re.test(h))];
    const from = col(/^(from|source|state|current)/);
    const to = col(/^(to|target|next)/);
    const event = col(/^(event|trigger|on|input)/);
    const guard = col(/^(guard|cond|condition|if)/);
    if (!from || !to) return;
    const origin = this.origin('layout.table-row', 0, this.tokens.length);
    const source = this.state(from);
    const target = this.state(to);
    const transition: Transition = { target: target.path.join('.') };
    if (guard) transition.cond = guard;
    const trigger: Trigger = event ? { kind: 'on', event } : { kind: 'always' };
    this.edits.push({ op: 'addState', path: source.path, origin }, { op: 'addState', path: target.path, origin });
    this.edits.push({ op: 'addTransition', source: source.path, trigger, transition, origin });
  }

  private roles(roles: Role[]): void {
    const t = this.tokens;
    const frames: Frame[] = [];
    let frame: Frame | null = null;
    let sentenceSources: SourceRef[] = [];
    let subjectState: string | null = null;
    /** The last state of a chain held for a time ("green for 30 seconds, then ..."). */
    let dwelling: { state: string; ms: number } | null = null;
    /** The state "where" or "there" points at, for what the rest of the sentence says of it. */
    let place: string | null = null;
    let pendingEntry: { kind: 'entry' | 'exit'; state: string } | null = null;
    const entryActions: string[] = [];
    /** "On entering X, A; on leaving it, B": each entry or exit takes the actions after it. */
    const flushEntry = () => {
      if (!pendingEntry) return;
      const info = this.state(pendingEntry.state);
      for (const action of entryActions) {
        this.edits.push({ op: pendingEntry.kind === 'entry' ? 'addEntryAction' : 'addExitAction', state: info.path, action, origin: this.origin(`${pendingEntry.kind}.actions`, 0, t.length) });
      }
      entryActions.length = 0;
      pendingEntry = null;
    };
    let lastUnless: string | null = null;
    let changing = false;
    const newFrame = (role: Role, inherit?: Frame | null): Frame => {
      const f: Frame = { sources: [], events: [], actions: [], rule: role.rule, from: role.from, to: role.to };
      if (inherit) {
        f.events = [...inherit.events];
        f.delay = inherit.delay;
        f.outcome = inherit.outcome;
        f.always = inherit.always;
        f.sources = [...inherit.sources];
      }
      frames.push(f);
      return f;
    };
    const current = (role: Role): Frame => (frame ??= newFrame(role));
    /** A new source for what follows; the frames before it keep the one they had. */
    const moveOn = (refs: SourceRef[]) => {
      if (sentenceSources.length) for (const f of frames) if (!f.sources.length) f.sources = sentenceSources;
      sentenceSources = refs;
    };
    const complete = (f: Frame | null) => !!f && (f.target !== undefined || f.stay || f.actions.length > 0 || !!f.direction) && (f.events.length > 0 || f.delay !== undefined || !!f.outcome || !!f.cond);
    const setTarget = (role: Role, name: string) => {
      if (pendingEntry) pendingEntry = null;
      if (dwelling && (!frame || complete(frame))) {
        frame = newFrame(role, null);
        frame.sources = [{ kind: 'state', name: dwelling.state }];
        frame.delay = dwelling.ms;
        dwelling = null;
      }
      let f = current(role);
      if (f.target !== undefined || f.stay) f = frame = newFrame(role, null);
      f.target = name;
      f.lastRole = 'target';
    };
    const addEvent = (role: Role, name: string) => {
      let f = current(role);
      if (complete(f)) f = frame = newFrame(role, null);
      if (!f.events.includes(name)) f.events.push(name);
      f.lastRole = 'event';
    };
    /** In a state that started a service, "when it finishes" is its outcome; else an event. */
    const eventOrOutcome = (role: Role, words: Token[]) => {
      const outcome = this.outcomeOf(words, frame, subjectState, sentenceSources);
      if (!outcome) return addEvent(role, eventName(words));
      let f = current(role);
      if (complete(f)) f = frame = newFrame(role, null);
      f.outcome = outcome;
    };
    const addAction = (role: Role, name: string) => {
      if (pendingEntry) {
        entryActions.push(name);
        return;
      }
      const f = current(role);
      f.actions.push(name);
    };

    for (const role of roles) {
      const cap = (name: string) => capture(t, role, name);
      switch (role.kind) {
        case 'replace':
          changing = true;
          break;
        case 'rename': {
          const from = this.existing ? this.resolveName(cap('from')) : null;
          const to = nameOfState(cap('to'), this.g);
          const info = from ? this.known.find(from, true) : null;
          if (info && to) this.edits.push({ op: 'renameState', path: info.path, to, origin: this.origin(role.rule, role.from, role.to) });
          break;
        }
        case 'remove': {
          if (!this.existing) break;
          const events = this.existingEvents();
          for (const item of listItems(cap('what'), this.g)) {
            const origin = this.origin(role.rule, role.from, role.to);
            const words = item.filter((w) => !/^(action|event|button|transition|link|option)s?$/.test(w.norm));
            const asEvent = eventName(words);
            const stateWord = item.some((w) => w.tags.has('UnnamedHeads'));
            const state = this.known.find(nameOfState(item, this.g) ?? '', false, true);
            if (stateWord && state) this.edits.push({ op: 'removeState', path: state.path, origin });
            else if (events.has(asEvent)) this.edits.push({ op: 'removeTransitions', source: null, trigger: { kind: 'on', event: asEvent }, origin });
            else if (state) this.edits.push({ op: 'removeState', path: state.path, origin });
          }
          break;
        }
        case 'move': {
          const source = role.rule === 'move.object-to' ? this.isKnownState(cap('source')) : this.resolveName(cap('source'));
          const target = this.resolveName(cap('target'));
          if (frame && complete(frame)) frame = newFrame(role, frame);
          const f = current(role);
          if (source) f.sources = [{ kind: 'state', name: source }];
          if (target) setTarget(role, target);
          break;
        }
        case 'source':
        case 'weak-source': {
          // "On error," is the service failing; "In error," with a state named error is that state.
          const outcome = this.isKnownState(cap('state')) ? null : this.outcomeOf(cap('state'), frame, subjectState, sentenceSources, true);
          if (outcome) {
            let f = current(role);
            if (complete(f)) f = frame = newFrame(role, null);
            f.outcome = outcome;
            break;
          }
          const weakName = role.kind === 'weak-source' ? nameOfState(cap('state'), this.g) : null;
          // "in X" mid-sentence names a source only when X is exactly a state's name.
          const strict = role.kind === 'weak-source' || role.rule === 'source.when-it-is-particle';
          const name = !strict ? this.resolveName(cap('state')) : weakName || role.kind === 'source' ? this.known.find(weakName ?? nameOfState(cap('state'), this.g) ?? '', true)?.name ?? null : null;
          if (!name) break;
          const ref: SourceRef = { kind: 'state', name };
          if (frame && complete(frame)) {
            frame = newFrame(role, null);
            frame.sources = [ref];
          } else if (frame && frame.sources.length === 0) frame.sources = [ref];
          if (role.kind === 'source' && role.rule !== 'source.while') moveOn([ref]);
          this.topic = name;
          break;
        }
        case 'either':
          sentenceSources = this.lastTargets.map((name) => ({ kind: 'state', name }));
          break;
        case 'which': {
          // "moves it to checkingTicket, which immediately goes to up": the state just named.
          if (frame?.target !== undefined && frame.lastRole === 'target') {
            const here = frame.target;
            moveOn([{ kind: 'state', name: here }]);
            frame = null;
            place = here;
          }
          break;
        }
        case 'there': {
          // "..., where 'Retake' goes back": where the sentence just went, or the last one ended.
          const here = frame?.target ?? this.lastTargets[this.lastTargets.length - 1];
          if (here) {
            moveOn([{ kind: 'state', name: here }]);
            frame = null;
            place = here;
          }
          break;
        }
        case 'global': {
          const scope = this.resolveName(cap('scope'));
          sentenceSources = [{ kind: 'root', scope: scope ?? undefined }];
          if (frame) frame.sources = sentenceSources;
          break;
        }
        case 'initial': {
          // "starts over in alive" is a move, not a start.
          if (cap('state').every((w) => /^(over|again|up|out|back)$/.test(w.norm))) break;
          const name = this.resolveName(cap('state'));
          if (!name) break;
          const info = this.state(name);
          this.edits.push({ op: 'addState', path: info.path, initial: true, origin: this.origin(role.rule, role.from, role.to) });
          // What a sentence says next, it says about the state the flow starts in.
          this.topic = info.name;
          break;
        }
        case 'states':
        case 'sequence':
        case 'children': {
          const names = stateNamesOf(cap('list'), this.g);
          if (names.length < 2) break;
          this.sequence = names.map((name) => this.known.find(name)?.name ?? name);
          const origin = this.origin(role.rule, role.from, role.to);
          for (const [i, name] of names.entries()) {
            const info = this.state(name);
            this.edits.push({ op: 'addState', path: info.path, initial: i === 0 && role.kind === 'children' && info.path.length > 1, origin });
          }
          break;
        }
        case 'entry':
        case 'exit': {
          const words = cap('state');
          const entity = words.every((w) => w.tags.has('EntityNouns') || w.tags.has('Determiners')) || this.entityHeads.has(words[words.length - 1]?.root ?? '');
          // "whenever the modal opens": the thing itself opening means entering its open state.
          const verb = cap('verb').filter((w) => !/^(is|are)$/.test(w.norm)).map((w) => w.root)[0];
          const verbState = verb ? this.g.stateVerbs.get(verb) : undefined;
          const whenever = role.rule.includes('whenever');
          const name = entity ? (verbState ? this.known.find(verbState)?.name ?? null : this.topic) : whenever ? this.isKnownState(words) : this.resolveName(words);
          if (!name && whenever && !entity) {
            // "When a code is entered": not a state being entered, but an event.
            addEvent(role, eventName(slice(t, { from: role.from + 1, to: role.to })));
            break;
          }
          if (pendingEntry && entryActions.length) flushEntry();
          if (name) {
            pendingEntry = { kind: role.kind, state: name };
            this.topic = name;
          }
          break;
        }
        case 'invoke':
        case 'invoke-verb': {
          const owner = subjectState ?? place ?? frame?.target ?? this.lastTargets[this.lastTargets.length - 1] ?? this.topic;
          if (role.kind === 'invoke-verb' && !subjectState) break;
          if (!owner) break;
          const words = cap('service');
          const src = words.length === 1 && words[0].tags.has('Ident') ? words[0].text : actionName(words);
          const info = this.state(owner);
          this.invoked.add(info.name);
          this.lastInvoked = info.name;
          this.edits.push({ op: 'addInvoke', state: info.path, src, origin: this.origin(role.rule, role.from, role.to) });
          this.topic = info.name;
          break;
        }
        case 'dwell': {
          // "green for 30 seconds, then yellow for 3 seconds": each held state goes on to the
          // next when its time is up; the last goes where the sentence then says.
          const ms = durationMs(cap('amount'), cap('unit'));
          const name = this.resolveName(cap('state'));
          if (ms === null || !name) break;
          if (dwelling) {
            const f = newFrame(role, null);
            f.sources = [{ kind: 'state', name: dwelling.state }];
            f.delay = dwelling.ms;
            f.target = name;
          }
          dwelling = { state: name, ms };
          frame = null;
          break;
        }
        case 'delay':
        case 'timeout':
        case 'every': {
          const ms = durationMs(cap('amount'), cap('unit'));
          if (ms === null) break;
          const previous = t[role.from - 1];
          // "Holding the button for two seconds": the time belongs to the gesture.
          if (frame && frame.lastRole === 'event' && previous && !previous.tags.has('Punct') && t[role.from]?.norm === 'for') break;
          let f = current(role);
          if (f.target !== undefined && !f.events.length && f.delay === undefined && !f.outcome && !f.cond && !f.actions.length) {
            // "shows a splash screen for 1500 ms and then goes to ...": the state shown is
            // where the wait happens, not where a transition goes.
            const dwell = f.target;
            frames.splice(frames.indexOf(f), 1);
            f = frame = newFrame(role, null);
            f.sources = [{ kind: 'state', name: dwell }];
          } else if (complete(f) && (f.events.length || f.delay !== undefined)) f = frame = newFrame(role, null);
          f.delay = ms;
          f.lastRole = 'delay';
          if (role.kind === 'timeout') f.events = [];
          break;
        }
        case 'guard':
        case 'guard-not': {
          const cond = condName(cap('cond'), role.kind === 'guard-not');
          if (role.kind === 'guard-not') lastUnless = condName(cap('cond'));
          let f = current(role);
          if (f.cond) f = frame = newFrame(role, f);
          f.cond = cond;
          break;
        }
        case 'which-case': {
          const previous = frame;
          frame = newFrame(role, previous);
          if (lastUnless) frame.cond = lastUnless;
          break;
        }
        case 'fallback':
        case 'either-way': {
          const previous = frame ?? this.lastFrame;
          frame = newFrame(role, previous);
          frame.cond = undefined;
          frame.fallback = true;
          break;
        }
        case 'stay': {
          const f = current(role);
          if (f.target === undefined) f.stay = true;
          break;
        }
        case 'always': {
          const f = current(role);
          if (!f.events.length && f.delay === undefined) f.always = true;
          break;
        }
        case 'clause':
          this.clause(role, cap('marker'), cap('body'), {
            event: (name) => addEvent(role, name),
            guard: (cond) => {
              let f = current(role);
              if (f.cond) f = frame = newFrame(role, f);
              f.cond = cond;
            },
            outcome: (kind) => {
              let f = current(role);
              if (complete(f)) f = frame = newFrame(role, null);
              f.outcome = kind;
            },
            source: (name) => {
              sentenceSources = [{ kind: 'state', name }];
            },
          }, subjectState, !!frame?.events.length);
          break;
        case 'target':
        case 'enter': {
          const words = cap('target');
          if (role.kind === 'enter') {
            const known = this.isKnownState(words);
            const content = words.filter((w) => !w.tags.has('Determiners'));
            // "shows orders", "enters charging": a bare one-word object names a state.
            const bare = !t[role.caps.target.from - 1]?.tags.has('Determiners');
            const stateLike = words.some((w) => w.tags.has('StateHeads') || w.tags.has('Ident')) || (content.length === 1 && bare);
            const actionLike = words.some((w) => w.tags.has('ActionHeads') || w.tags.has('Label'));
            if (!known && (!stateLike || actionLike)) {
              addAction(role, actionName(slice(t, { from: role.from, to: role.to })));
              break;
            }
          }
          const object = cap('object').filter((w) => !w.tags.has('Determiners') && !w.tags.has('EntityNouns') && !/^(it|them|you|him|her|us)$/.test(w.norm));
          if (object.length && !this.isKnownState(object) && !this.isKnownState(words)) {
            addAction(role, actionName(slice(t, { from: role.from, to: role.to })));
            break;
          }
          // "it is dismissed": a participle names a state only if the text has one by that name,
          // or the sentence says when it happens ("After 10 seconds it is sent").
          if (role.rule === 'move.it-is-state' && !this.isKnownState(words) && frame?.delay === undefined && !frame?.events.length) break;
          const name = this.resolveName(words);
          if (name) setTarget(role, name);
          break;
        }
        case 'direction': {
          const way = cap('way').map((w) => w.norm).join(' ');
          const f = current(role);
          f.direction = /back|previous/.test(way) ? 'backward' : /other way/.test(way) ? 'reverse' : 'forward';
          f.lastRole = 'target';
          break;
        }
        case 'state-verb': {
          // "the app shows a splash screen" is no state verb: only one without an object is.
          const after = t[role.to];
          if (after && (after.tags.has('Determiners') || after.tags.has('Label') || (after.tags.has('Noun') && !after.tags.has('Pronoun')))) break;
          if (pendingEntry) {
            // "leaving cooking stops them": on entry or exit it is an action.
            addAction(role, actionName(slice(t, { from: role.from, to: role.to })));
            break;
          }
          const verb = cap('verb').map((w) => w.root).join(' ');
          const stateName = this.g.stateVerbs.get(verb) ?? this.g.stateVerbs.get(verb.split(' ')[0]);
          if (stateName) setTarget(role, this.known.find(stateName)?.name ?? stateName);
          break;
        }
        case 'event': {
          const words = cap('event');
          const known = words.length === 1 ? this.isKnownState(words) : null;
          if (known) {
            subjectState = known;
            if (frame) frame.sources = [{ kind: 'state', name: known }];
            else sentenceSources = [{ kind: 'state', name: known }];
            this.topic = known;
            break;
          }
          eventOrOutcome(role, words);
          break;
        }
        case 'subject': {
          const words = cap('subject').filter((w) => !/^(only|just|simply|also|then|now|still|again|both|each|either)$/.test(w.norm));
          if (isEntity(words, this.g)) break;
          const head = words[words.length - 1]?.root;
          if (head && this.entityHeads.has(head)) break;
          // The verb that carries the clause, past "should", "can" and "now".
          const verb = t
            .slice(role.caps.subject.to, Math.max(role.to, role.caps.subject.to + 1) + 2)
            .find((w) => w.tags.has('Predicate') && !w.tags.has('Modal') && !(w.tags.has('Auxiliary') && !w.tags.has('Copula')));
          const moving = !!verb && ['MoveVerbs', 'EnterVerbs', 'StateVerbs', 'ActionVerbs'].some((tag) => verb.tags.has(tag)) && !/^(is|are|has|have|waits|sits|rests|lives)$/.test(verb.norm);
          const known = this.isKnownState(words);
          if (known && !words.some((w) => w.tags.has('Gerund') && words.length > 1)) {
            subjectState = known;
            if (frame && !complete(frame)) frame.sources = [{ kind: 'state', name: known }];
            else {
              frame = null;
              sentenceSources = [{ kind: 'state', name: known }];
            }
            this.topic = known;
            break;
          }
          const named = words.some((w) => w.tags.has('Label') || w.tags.has('Caps') || w.tags.has('Gerund') || /ing$/.test(w.norm));
          // "the order goes to backordered": "the" and one noun, moving, is the thing itself.
          if (!named && words.length === 2 && words[0].norm === 'the' && verb?.tags.has('MoveVerbs')) {
            this.entityHeads.add(words[1].root);
            break;
          }
          const motion = !!verb && ['MoveVerbs', 'EnterVerbs', 'StateVerbs'].some((tag) => verb.tags.has(tag));
          // "In collecting, each further coin also adds to the credit": a noun an earlier event
          // was named for ("inserting a coin") is that event again.
          const again = !named && moving ? this.eventNamedFor(words) : null;
          if (again) {
            addEvent(role, again);
            break;
          }
          if (!moving || !this.looksLikeEvent(words) || (!named && !motion)) {
            // The first thing a description talks about is what it describes ("A vending machine waits...").
            if (head && !this.firstSubjectSeen && this.sentenceIndex === 0 && !words.some((w) => w.tags.has('Label') || w.tags.has('Gerund'))) this.entityHeads.add(head);
            this.firstSubjectSeen = true;
            break;
          }
          if (!this.firstSubjectSeen && this.sentenceIndex === 0 && !sentenceSources.length && head && words[0]?.tags.has('Determiners') && !words.some((w) => w.tags.has('Label') || w.tags.has('Gerund') || w.tags.has('Caps'))) {
            this.firstSubjectSeen = true;
            this.entityHeads.add(head);
            break;
          }
          this.firstSubjectSeen = true;
          eventOrOutcome(role, words);
          break;
        }
        case 'passive-event': {
          const state = this.isKnownState(cap('subject'));
          const verb = cap('verb')[0];
          if (!state || !verb) break;
          if (frame && complete(frame)) frame = null;
          const f = current(role);
          f.sources = [{ kind: 'state', name: state }];
          addEvent(role, lemma(verb.norm).toUpperCase());
          const target = cap('target');
          if (target.length) {
            const name = this.resolveName(target);
            if (name) setTarget(role, name);
          }
          break;
        }
        case 'passive-action': {
          const verb = cap('verb')[0];
          if (!verb) break;
          addAction(role, passiveActionName(cap('object'), verb, cap('rest')));
          break;
        }
        case 'action': {
          // "After 30 seconds unlocked": a state's name after a delay is where the wait happens.
          const words = cap('action');
          const dwelling = words.length === 1 && frame?.lastRole === 'delay' ? this.known.find(words[0].norm, true) : null;
          if (dwelling) {
            frame!.sources = [{ kind: 'state', name: dwelling.name }];
            break;
          }
          addAction(role, actionName(words));
          break;
        }
        case 'then':
          break;
      }
    }
    if (pendingEntry) {
      const { kind, state } = pendingEntry;
      const info = this.state(state);
      for (const action of [...entryActions, ...(frame && frame.target === undefined && !frame.events.length ? frame.actions : [])]) {
        this.edits.push({ op: kind === 'entry' ? 'addEntryAction' : 'addExitAction', state: info.path, action, origin: this.origin(`${kind}.actions`, 0, t.length) });
      }
      if (frame && frame.target === undefined && !frame.events.length) frames.splice(frames.indexOf(frame), 1);
    } else if (entryActions.length) {
      // no state for them
    }
    this.emit(frames, sentenceSources, changing);
  }

  private emitDirection(f: Frame): void {
    const steps = this.sequence;
    let pairs: [string, string][] = [];
    if (f.direction === 'reverse') {
      const other = [...this.pairsByEvent.values()].pop();
      pairs = other ? other.map(([a, b]) => [b, a]) : [];
    }
    if (!pairs.length) for (let i = 0; i + 1 < steps.length; i++) pairs.push(f.direction === 'forward' ? [steps[i], steps[i + 1]] : [steps[i + 1], steps[i]]);
    const origin = this.origin(f.rule, f.from, f.to);
    for (const [from, to] of pairs) {
      const source = this.state(from);
      const target = this.state(to);
      for (const event of f.events) {
        this.edits.push({ op: 'addTransition', source: source.path, trigger: { kind: 'on', event }, transition: { target: target.path.join('.') }, origin });
      }
    }
    for (const event of f.events) this.pairsByEvent.set(event, pairs);
  }

  private looksLikeEvent(words: Token[]): boolean {
    const content = words.filter((w) => !w.tags.has('Determiners'));
    if (!content.length) return false;
    if (content.some((w) => w.tags.has('Label') || w.tags.has('Caps') || w.tags.has('Gerund') || /ing$/.test(w.norm))) return true;
    if (content.length === 1 && /^[A-Z]/.test(content[0].text)) return true;
    return content.every((w) => w.tags.has('Noun') || w.tags.has('Adjective') || w.tags.has('Value') || w.tags.has('Possessive') || w.tags.has('Number'));
  }

  private outcomeOf(words: Token[], frame: Frame | null, subjectState: string | null, sources: SourceRef[], onlyOutcomeWords = false): 'invoke.onDone' | 'invoke.onError' | null {
    const source = frame?.sources[0] ?? sources[0];
    const owner = source?.kind === 'state' ? source.name : subjectState ?? this.topic;
    if (!owner || !this.invoked.has(owner)) return null;
    // "On success," is an outcome; "in the success view" is a state.
    if (onlyOutcomeWords && !words.every((w) => w.tags.has('DoneWords') || w.tags.has('ErrorWords') || w.tags.has('Determiners'))) return null;
    return DONE_OR_ERROR(this.g, words);
  }

  private clause(
    role: Role,
    marker: Token[],
    body: Token[],
    on: { event(name: string): void; guard(cond: string): void; outcome(kind: 'invoke.onDone' | 'invoke.onError'): void; source(name: string): void },
    subjectState: string | null,
    hasEvent = false,
  ): void {
    // "when the connection comes back it goes to syncing": "it" begins the main clause.
    while (body.length > 1 && /^(it|they|he|she|we|you)$/.test(body[body.length - 1].norm)) body = body.slice(0, -1);
    if (!body.length) return;
    const copular = body.some((w) => /^(is|are|was|were|has|have|had|been|be|isn't|aren't|wasn't|hasn't|there|this|can|cannot|it's|that's|there's|they're)$/.test(w.norm) || w.norm === "n't" || w.norm === 'not');
    const gestureOrMotion = body.some((w) => w.tags.has('GestureVerbs') && !w.tags.has('Label'));
    const passiveEvent = body.some((w, i) => /^(is|are|was|were|gets|get)$/.test(w.norm) && !!body[i + 1] && (body[i + 1].tags.has('PastTense') || body[i + 1].tags.has('Participle') || /[a-z](ed|en)$/.test(body[i + 1].norm)));
    const negated = body.some((w) => /^(no|nothing|not|n't|never)$/.test(w.norm));
    // "when it is off": a state named in the clause is where the transition starts.
    const itIs = body.length >= 3 && /^(it|they)$/.test(body[0].norm) && /^(is|are)$/.test(body[1].norm) ? this.isKnownState(body.slice(2)) : null;
    if (itIs) return on.source(itIs);
    // "If authenticating takes longer than 10 seconds": the clause names where the wait is.
    const named = this.isKnownState(body);
    if (named) return on.source(named);
    const outcome = this.outcomeOf(body, null, subjectState, []);
    if (outcome) return on.outcome(outcome);
    if (negated && this.tokens.slice(role.to, role.to + 4).some((w) => w.tags.has('TimeUnits'))) return;
    const isIf = /^(if|unless)$/.test(marker[0]?.norm ?? '');
    const copulas = body.filter((w) => /^(is|are|was|were|isn't|aren't|wasn't|weren't)$/.test(w.norm)).length;
    // "if the form is filled", "when the user is signed in and the cart is not empty": a
    // state of affairs. "when a file is chosen": a moment, an event.
    const moment = body.some((w) => w.tags.has('MomentVerbs') || (w.tags.has('GestureVerbs') && !w.tags.has('Label')));
    if (passiveEvent && !moment && (isIf || negated || copulas > 1)) return on.guard(condName(body));
    const comparison = body.some((w) => /^(>|<|=|>=|<=|≥|≤|more|less|fewer|greater|least|most|over|under|above|below)$/.test(w.norm)) || /[<>=≤≥]/.test(this.sentenceText.slice(body[0].start - this.sentenceStart, body[body.length - 1].end - this.sentenceStart));
    if (isIf && comparison) return on.guard(this.rawCond(body));
    // "When a product is selected, it goes to dispensing if the credit covers the price": once
    // the event is known, an if-clause is its guard.
    if (isIf && hasEvent) return on.guard(condName(body));
    if ((copular && !passiveEvent && !gestureOrMotion) || (isIf && negated)) return on.guard(condName(body));
    on.event(eventName(body));
  }

  /**
   * Where an event was used before: "clicking 'Checkout' goes to shipping ... Checkout takes
   * them to login instead" speaks twice of one button in one state. Gesture words aside, one
   * name's words must all be in the other's.
   */
  private sourcesOfEvent(event: string): SourceRef[] {
    const exact = this.eventSources.get(event);
    if (exact) return exact;
    const gestures = /^(CLICK|PRESS|TAP|HIT|PUSH|SELECT|CHOOSE|TOUCH)$/;
    const wordsOf = (name: string) => name.split('_').filter((w) => w && !gestures.test(w));
    const mine = wordsOf(event);
    if (!mine.length) return [];
    for (const [other, sources] of this.eventSources) {
      const theirs = wordsOf(other);
      if (!theirs.length) continue;
      // Only a shorter mention of the same event ("Checkout" for CLICK_CHECKOUT), not a new
      // event that happens to share a word ("the product drops" after SELECT_PRODUCT).
      if (mine.every((w) => theirs.includes(w))) return sources;
    }
    return [];
  }

  /** An event already named for one of these nouns, if exactly one is. */
  private eventNamedFor(words: Token[]): string | null {
    const nouns = words.filter((w) => w.tags.has('Noun') && !w.tags.has('Pronoun') && !w.tags.has('EntityNouns')).map((w) => w.root.toUpperCase());
    if (!nouns.length) return null;
    const events = [...this.eventSources.keys()].filter((event) => nouns.some((noun) => event.split('_').includes(noun)));
    return events.length === 1 ? events[0] : null;
  }

  /** A guard named from the words as written, comparison signs included ("quantity > 0"). */
  private rawCond(body: Token[]): string {
    const raw = this.sentenceText.slice(body[0].start - this.sentenceStart, body[body.length - 1].end - this.sentenceStart);
    const spelled = raw
      .replace(/>=|≥/g, ' at least ')
      .replace(/<=|≤/g, ' at most ')
      .replace(/!=|≠/g, ' not equal to ')
      .replace(/>/g, ' greater than ')
      .replace(/</g, ' less than ')
      .replace(/==?/g, ' equals ');
    return condName(spelled.split(/\s+/).filter(Boolean).map((word) => ({ text: word, norm: word.toLowerCase(), root: word.toLowerCase(), tags: new Set<string>(), start: 0, end: 0 })));
  }

  private emit(frames: Frame[], sentenceSources: SourceRef[], changing = false): void {
    let previous: Frame | null = null;
    let previousTarget: string | null = null;
    const targets: string[] = [];
    for (const f of frames) {
      if (f.direction && f.events.length) {
        this.emitDirection(f);
        continue;
      }
      if (!f.events.length && f.delay === undefined && !f.outcome && !f.always && previous && (f.target !== undefined || f.actions.length)) {
        f.events = [...previous.events];
        f.delay = previous.delay;
        f.outcome = previous.outcome;
      }
      if (!f.sources.length && previous?.sources.length && previous.fallback === undefined && f.fallback) f.sources = previous.sources;
      if (f.target === undefined && !f.stay && !f.actions.length) continue;
      // "codes are ignored", "does nothing": staying without doing anything adds nothing.
      if (f.target === undefined && !f.actions.length && !f.cond) continue;
      let sources = f.sources.length ? f.sources : sentenceSources;
      // "Regardless of the screen, losing the connection moves the app to offline, and when it
      // comes back it goes to syncing": after the first, the story goes on from offline.
      if (!f.sources.length && previousTarget && sentenceSources[0]?.kind === 'root' && !sentenceSources[0].scope) sources = [{ kind: 'state', name: previousTarget }];
      if (!sources.length && f.events.length) sources = this.sourcesOfEvent(f.events[0]);
      // An outcome of a service happens in the state that started it.
      if (!sources.length && f.outcome && this.lastInvoked) sources = [{ kind: 'state', name: this.lastInvoked }];
      if (!sources.length && f.fallback && this.lastFrame) sources = this.lastFrame.sources;
      if (!sources.length) {
        // Where the story stands: the last target, unless that is where this transition goes
        // ("opens it and ... closes it"), in which case the target before it.
        const candidates = [...[...this.lastTargets].reverse(), this.topic, this.states.order[0]?.name, previousTarget].filter((c): c is string => !!c);
        const fallbackSource = candidates.find((c) => c !== f.target) ?? candidates[0];
        if (fallbackSource) sources = [{ kind: 'state', name: fallbackSource }];
      }
      const trigger: Trigger | null = f.events.length
        ? null
        : f.delay !== undefined
          ? { kind: 'after', delay: f.delay }
          : f.outcome
            ? { kind: f.outcome }
            : f.always || f.cond || f.fallback
              ? { kind: 'always' }
              : null;
      if (!f.events.length && !trigger) continue;
      const origin = this.origin(f.rule, f.from, f.to);
      const resolved = sources.map((s) => (s.kind === 'state' ? this.state(s.name).path : s.kind === 'root' && s.scope ? this.state(s.scope).path : []));
      const target = f.target !== undefined ? this.state(f.target) : null;
      for (const source of resolved) if (source.length) this.edits.push({ op: 'addState', path: source, origin });
      if (target) this.edits.push({ op: 'addState', path: target.path, origin });
      const transition: Transition = {};
      if (f.cond) transition.cond = f.cond;
      if (target) transition.target = target.path.join('.');
      if (f.actions.length) transition.actions = [...new Set(f.actions)];
      for (const source of resolved) {
        const triggers: Trigger[] = trigger ? [trigger] : f.events.map((event) => ({ kind: 'on', event }));
        for (const tr of triggers) {
          // "Checkout should now go to shipping instead": what the existing flow did on this
          // event is replaced, once; later branches in the same text are added beside it.
          const key = `${source.join('.')} ${tr.kind === 'on' ? tr.event : tr.kind}`;
          if (changing && tr.kind === 'on' && this.existingOn(source, tr.event) && !this.replaced.has(key)) {
            this.replaced.add(key);
            this.edits.push({ op: 'replaceTransitions', source, trigger: tr, transitions: [{ ...transition }], origin });
          } else this.edits.push({ op: 'addTransition', source, trigger: tr, transition: { ...transition }, origin });
        }
      }
      for (const event of f.events) if (!this.eventSources.has(event)) this.eventSources.set(event, sources);
      if (target) for (const event of f.events) for (const source of resolved) if (source.length) (this.pairsByEvent.get(event) ?? this.pairsByEvent.set(event, []).get(event)!).push([source[source.length - 1], target.name]);
      if (target) targets.push(target.name);
      if (target) previousTarget = target.name;
      previous = f;
      this.lastFrame = f;
    }
    if (targets.length) this.lastTargets = targets;
  }
}
export { words };
