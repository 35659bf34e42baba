/**
 * Second pass: each sentence's roles are read into frames by the role handlers
 * (`handlers/`, gathered by a `SentenceReader`), and frames become edits. The Assembler keeps
 * what lasts from sentence to sentence (the discourse): the states met, where the story stands,
 * which event was used in which state, which states started a service.
 *
 * A frame without its own source takes the one the discourse gives: the sentence's, the state
 * an event was last used in, or where the previous sentence ended. When/if clauses are read in
 * `clauses.ts`; the thing a description is about, in `described.ts`.
 */
import type { Diagnostic, FlowNode, Transition } from '../model/flow.js';
import type { Edit, Origin, Trigger } from '../model/edits.js';
import type { Grammar } from './grammar/load.js';
import { capture, nameOfState, writtenAsIdentifier } from './mentions.js';
import { aboutDescribed, headNoun, stateModifier } from './described.js';
import { words } from './naming.js';
import type { ParsedSentence } from './read.js';
import { HANDLERS } from './handlers/index.js';
import { SentenceReader, type Frame, type SourceRef } from './sentence.js';
import type { Role } from './roles.js';
import { outcomeNamed } from './clauses.js';
import { StateRegistry, type StateInfo } from './states.js';
import type { Token } from './tokens.js';

export class Assembler {
  edits: Edit[] = [];
  private readonly diagnostics: Diagnostic[] = [];
  lastTargets: string[] = [];
  topic: string | null = null;
  private readonly eventSources = new Map<string, SourceRef[]>();
  /** The events met so far by each word of their names, in the order they were met. */
  private readonly eventsByWord = new Map<string, string[]>();
  readonly invoked = new Set<string>();
  /** The state that last started a service: where "if it fails" happens. */
  lastInvoked: string | null = null;
  lastFrame: Frame | null = null;
  /** The last question asked on an event ("checks whether the email is taken"), which "If it is" answers. */
  question: { cond: string; events: string[]; sources: SourceRef[] } | null = null;
  /** Where the last sentence led by a control's name ("'Reject' goes to ...") started from. */
  private controlSources: SourceRef[] | null = null;
  /** Where the last transition made started from, as resolved. */
  /** Where the last transition made started from, as resolved ("before that" starts there too). */
  lastSources: SourceRef[] = [];
  /** Head nouns of the thing the description is about ("the machine", "the order"). */
  readonly entityHeads = new Set<string>();
  firstSubjectSeen = false;
  sentenceIndex = -1;
  readonly replaced = new Set<string>();
  /** The last list of states, in order: what "forward" and "back" move along. */
  sequence: string[] = [];
  readonly pairsByEvent = new Map<string, [string, string][]>();
  private input: 'text' | 'context' = 'text';
  private tokens: Token[] = [];
  private sentenceText = '';
  private sentenceStart = 0;

  /** The tokens of the sentence being read. */
  get sentenceTokens(): Token[] {
    return this.tokens;
  }

  /** The text from the start of one token of the sentence to the end of another, as written. */
  textBetween(first: Token, last: Token): string {
    return this.sentenceText.slice(first.start - this.sentenceStart, last.end - this.sentenceStart);
  }

  constructor(
    readonly g: Grammar,
    readonly known: StateRegistry,
    readonly states: StateRegistry,
    readonly existing?: FlowNode,
    /** Head nouns of the thing the description is about, found before assembly (`described.ts`). */
    readonly described: ReadonlySet<string> = new Set(),
  ) {}

  /** Does the existing flow have transitions from `source` on `event`? */
  existingOn(source: string[], event: string): boolean {
    let node: FlowNode | undefined = this.existing;
    for (const name of source) node = node?.states && Object.hasOwn(node.states, name) ? node.states[name] : undefined;
    return !!node?.on && Object.hasOwn(node.on, event);
  }

  /** Where the existing flow takes an event without a guard: source and target state names. */
  existingTransitionsOn(event: string): { source: string; target?: string }[] {
    const found: { source: string; target?: string }[] = [];
    const walk = (node: FlowNode, name: string | null) => {
      const list = node.on && Object.hasOwn(node.on, event) ? node.on[event] : [];
      for (const t of list) if (name && !t.cond) found.push({ source: name, target: t.target?.split('.').pop() });
      for (const [child, state] of Object.entries(node.states ?? {})) walk(state, child);
    };
    if (this.existing) walk(this.existing, null);
    return found;
  }

  private existingEventNames: Set<string> | null = null;

  /** The existing flow's event names, for "remove the Delete action" (worked out once). */
  existingEvents(): Set<string> {
    if (this.existingEventNames) return this.existingEventNames;
    const events = (this.existingEventNames = new Set<string>());
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
    // The text as a stream of words ("sign-up" gives sign, up), each with where it stands, and
    // an index from word to places, so finding a state's first mention costs its candidates.
    const stream: { word: string; at: number }[] = [];
    this.textTokens.forEach((token, i) => {
      for (const word of words(token.text)) stream.push({ word: word.toLowerCase().replace(/(.{3,})s$/, '$1'), at: i });
    });
    const places = new Map<string, number[]>();
    stream.forEach(({ word }, k) => {
      const list = places.get(word);
      if (list) list.push(k);
      else places.set(word, [k]);
    });
    const firstMention = (info: StateInfo): number => {
      const wanted = info.words;
      for (const k of places.get(wanted[0]) ?? []) {
        if (wanted.every((word, j) => stream[k + j]?.word === word)) return stream[k].at;
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

  origin(rule: string, from: number, to: number): Origin {
    const start = this.tokens[from]?.start ?? this.sentenceStart;
    const end = this.tokens[Math.max(from, to - 1)]?.end ?? start;
    return { rule, input: this.input, span: { start, end } };
  }

  /** The registered state a mention refers to, adding it when it is new. */
  state(name: string): StateInfo {
    const known = this.known.find(name);
    const canonical = known?.name ?? name;
    const parent = known ? known.path.slice(0, -1) : [];
    for (let i = 1; i <= parent.length; i++) this.states.add(parent[i - 1], parent.slice(0, i - 1));
    return this.states.add(canonical, parent);
  }

  resolveName(words: Token[]): string | null {
    const name = nameOfState(words, this.g);
    if (!name) return null;
    return this.known.find(name, writtenAsIdentifier(words))?.name ?? name;
  }

  /** The state with exactly this name, if there is one. */
  exactState(words: Token[]): string | null {
    const name = nameOfState(words, this.g);
    return name ? this.known.find(name, true)?.name ?? null : null;
  }

  isKnownState(words: Token[]): string | null {
    const name = nameOfState(words, this.g);
    if (!name) return null;
    // "an ACK" is not LAST_ACK: a name written as an identifier means exactly that name.
    const written = words.some((t) => t.tags.has('Caps') || t.tags.has('Ident'));
    const direct = this.known.find(name, written, true);
    if (direct) return direct.name;
    // "an open ticket", "backordered orders": a state's name used as an adjective.
    const content = words.filter((t) => !t.tags.has('Determiners'));
    if (content.length === 2) {
      const first = this.known.find(content[0].norm, true);
      if (first) return first.name;
    }
    return null;
  }

  /**
   * Words about the described thing ("an open ticket", "suspended accounts", "the toast"), with
   * the state their adjective names (null when they name none); null when they are about
   * something else.
   */
  describedIn(words: Token[]): { state: string | null } | null {
    const modifiers = aboutDescribed(words, this.described);
    if (!modifiers) return null;
    if (!modifiers.length) return { state: null };
    const known = this.known.find(nameOfState(modifiers, this.g) ?? '', false, true)?.name;
    if (known) return { state: known };
    return { state: stateModifier(modifiers) ? this.resolveName(modifiers) : null };
  }

  /** The state the last transition into `state` came from: where "reinstated" or "restored" goes back to. */
  cameFrom(state: string): string | null {
    const path = this.known.find(state)?.path.join('.') ?? state;
    for (let i = this.edits.length - 1; i >= 0; i--) {
      const edit = this.edits[i];
      if (edit.op === 'addTransition' && edit.transition.target === path && edit.source.length) return edit.source[edit.source.length - 1];
    }
    return null;
  }

  /**
   * Where words name the described thing inside a longer phrase ("Resolving [an open ticket]",
   * "scanning [a loaned book] at the desk"): the span, determiner included, and its state.
   */
  describedPhrase(words: Token[]): { from: number; to: number; state: string | null } | null {
    if (!this.described.size) return null;
    const at = words.findIndex((w, i) => i > 0 && this.described.has(w.root) && !!headNoun([w]));
    if (at < 0) return null;
    let from = at;
    while (from > 1 && !words[from - 1].tags.has('Noun') && !words[from - 1].tags.has('GestureVerbs') && !words[from - 1].tags.has('Gerund') && at - from < 3) from--;
    const about = this.describedIn(words.slice(from, at + 1));
    return about ? { from, to: at + 1, state: about.state } : null;
  }

  /** Does the sentence begin with a control's quoted name ("'Reject' goes", "Clicking 'Back' returns")? */
  private ledByControl(): boolean {
    const [first, second, third] = this.tokens.filter((t) => !t.tags.has('Determiners'));
    if (first?.tags.has('Label')) return true;
    return !!first?.tags.has('GestureVerbs') && [second, third].some((t) => t?.tags.has('Label'));
  }

  /**
   * The state that carries out a process named as a noun whose end the words tell ("the
   * download finishes" in downloading, "the upload fails" in uploading), if one is known.
   */
  stateDoing(body: Token[]): string | null {
    if (!body.some((w) => w.tags.has('DoneWords') || w.tags.has('ErrorWords'))) return null;
    const noun = body.find((w) => w.tags.has('Noun') && !w.tags.has('Pronoun') && !w.tags.has('Determiners'));
    if (!noun || noun.tags.has('Gerund')) return null;
    const stem = noun.root.replace(/e$/, '');
    const doing = this.known.find(`${stem}ing`, true, true);
    return doing ? doing.name : null;
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
        message: parsed.sentence.title
          ? 'A title or heading names the behaviour; the lines under it are what is read.'
          : 'No rule found a state, transition or action in this sentence.',
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
    const reader = new SentenceReader(this, this.tokens);
    for (const role of roles) HANDLERS[role.kind]?.(reader, role, (name) => capture(this.tokens, role, name));
    reader.finishEntry();
    this.emit(reader.frames, reader.sentenceSources, reader.changing);
  }

  private emitDirection(f: Frame): void {
    const steps = this.sequence;
    let pairs: [string, string][] = [];
    if (f.direction === 'reverse') {
      const other = [...this.pairsByEvent.values()].pop();
      pairs = other ? other.map(([a, b]) => [b, a]) : [];
    }
    // "Every 6 seconds the carousel also advances": the same steps as the event that moves
    // forward, wrap-around included.
    const timed = !f.events.length && f.delay !== undefined;
    if (timed && f.direction === 'forward' && this.forwardEvent) pairs = [...(this.pairsByEvent.get(this.forwardEvent) ?? [])];
    if (!pairs.length) for (let i = 0; i + 1 < steps.length; i++) pairs.push(f.direction === 'forward' ? [steps[i], steps[i + 1]] : [steps[i + 1], steps[i]]);
    const origin = this.origin(f.rule, f.from, f.to);
    const triggers: Trigger[] = timed ? [{ kind: 'after', delay: f.delay! }] : f.events.map((event) => ({ kind: 'on', event }));
    for (const [from, to] of pairs) {
      const source = this.state(from);
      const target = this.state(to);
      for (const trigger of triggers) {
        this.edits.push({ op: 'addTransition', source: source.path, trigger, transition: { target: target.path.join('.') }, origin });
      }
    }
    for (const event of f.events) this.pairsByEvent.set(event, pairs);
    if (f.direction === 'forward' && f.events.length) this.forwardEvent ??= f.events[0];
  }

  /** The first event that moves forward along the list of states. */
  private forwardEvent: string | null = null;

  looksLikeEvent(words: Token[]): boolean {
    const content = words.filter((w) => !w.tags.has('Determiners'));
    if (!content.length) return false;
    if (content.some((w) => w.tags.has('Label') || w.tags.has('Caps') || w.tags.has('Gerund') || /ing$/.test(w.norm))) return true;
    if (content.length === 1 && /^[A-Z]/.test(content[0].text)) return true;
    return content.every((w) => w.tags.has('Noun') || w.tags.has('Adjective') || w.tags.has('Value') || w.tags.has('Possessive') || w.tags.has('Number'));
  }

  outcomeOf(words: Token[], frame: Frame | null, subjectState: string | null, sources: SourceRef[], onlyOutcomeWords = false): 'invoke.onDone' | 'invoke.onError' | null {
    const source = frame?.sources[0] ?? sources[0];
    // Without a state named, the service is that of the topic or of where the story stands
    // ("…, which calls the saveForm service. On success, …").
    const last = this.lastTargets[this.lastTargets.length - 1];
    const owner = source?.kind === 'state' ? source.name : subjectState ?? [this.topic, last].find((s) => s && this.invoked.has(s));
    if (!owner || !this.invoked.has(owner)) return null;
    // "On success," is an outcome; "in the success view" is a state.
    if (onlyOutcomeWords && !words.every((w) => w.tags.has('DoneWords') || w.tags.has('ErrorWords') || w.tags.has('Determiners'))) return null;
    return outcomeNamed(words);
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
    // Only events that share a word can contain this one: the index keeps the lookup from
    // reading every event met so far.
    for (const other of this.eventsByWord.get(mine[0]) ?? []) {
      const theirs = wordsOf(other);
      // Only a shorter mention of the same event ("Checkout" for CLICK_CHECKOUT), not a new
      // event that happens to share a word ("the product drops" after SELECT_PRODUCT).
      if (mine.every((w) => theirs.includes(w))) return this.eventSources.get(other)!;
    }
    // "when the upload completes …; if the upload fails …": the other ending of the same thing
    // happens where the first did.
    const ending = /^(COMPLETES?|COMPLETED|FINISH(ES|ED)?|SUCCEEDS?|SUCCEEDED|FAILS?|FAILED|ERRORS?)$/;
    const [last, ...rest] = [...mine].reverse();
    if (ending.test(last ?? '') && rest.length) {
      const subject = rest.reverse();
      for (const other of this.eventsByWord.get(subject[0]) ?? []) {
        const parts = other.split('_');
        if (other !== event && ending.test(parts[parts.length - 1]) && parts.slice(0, -1).join('_') === subject.join('_')) return this.eventSources.get(other)!;
      }
    }
    return [];
  }

  /** An event already named for one of these nouns, if exactly one is. */
  eventNamedFor(words: Token[]): string | null {
    const nouns = words.filter((w) => w.tags.has('Noun') && !w.tags.has('Pronoun') && !w.tags.has('EntityNouns')).map((w) => w.root.toUpperCase());
    if (!nouns.length) return null;
    const events = new Set(nouns.flatMap((noun) => this.eventsByWord.get(noun) ?? []));
    return events.size === 1 ? [...events][0] : null;
  }

  /** Notes where an event was first used, for later mentions of it. */
  private recordEvent(event: string, sources: SourceRef[]): void {
    if (this.eventSources.has(event)) return;
    this.eventSources.set(event, sources);
    for (const word of new Set(event.split('_'))) {
      if (!word) continue;
      const list = this.eventsByWord.get(word);
      if (list) list.push(event);
      else this.eventsByWord.set(word, [event]);
    }
  }

  private emit(frames: Frame[], sentenceSources: SourceRef[], changing = false): void {
    let previous: Frame | null = null;
    let previousTarget: string | null = null;
    const targets: string[] = [];
    // States the discourse had before this sentence: a target among them is a return.
    const statesBefore = this.states.size;
    let branchSource: string | null = null;
    const alternative = this.tokens[0]?.norm === 'but' && /^(when|if|once|whenever)$/.test(this.tokens[1]?.norm ?? '');
    const controlLed = this.ledByControl();
    let controlSources: SourceRef[] | null = null;
    let allReturns = true;
    for (const f of frames) {
      if (f.direction && (f.events.length || f.delay !== undefined)) {
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
      let sources = f.sources.length ? f.sources : f.beforeMove ? [] : sentenceSources;
      // "Regardless of the screen, losing the connection moves the app to offline, and when it
      // comes back it goes to syncing": after the first, the story goes on from offline.
      if (!f.sources.length && previousTarget && sentenceSources[0]?.kind === 'root' && !sentenceSources[0].scope) sources = [{ kind: 'state', name: previousTarget }];
      // "But when the bank declines it, ...": another outcome of where the last one started.
      if (!sources.length && alternative) sources = this.lastSources;
      // "'Accept all' goes to accepted. 'Reject' goes to rejected.": controls named one after
      // another are side by side on one screen.
      if (!sources.length && controlLed && this.controlSources) sources = this.controlSources;
      if (!sources.length && f.events.length) sources = this.sourcesOfEvent(f.events[0]);
      // An outcome of a service happens in the state that started it.
      if (!sources.length && f.outcome && this.lastInvoked) sources = [{ kind: 'state', name: this.lastInvoked }];
      if (!sources.length && f.fallback && this.lastFrame) sources = this.lastFrame.sources;
      // "Then, if it's their first visit, …" with no story before it goes on from something
      // the text does not say: the root, with the diagnostic below, rather than a guess.
      const untold = this.tokens[0]?.norm === 'then' && !this.lastTargets.length && !this.topic && !previousTarget;
      if (!sources.length && !untold) {
        // Where the story stands: the last target, unless that is where this transition goes
        // ("opens it and ... closes it"), in which case the target before it.
        const candidates = [...[...this.lastTargets].reverse(), this.topic, this.states.order[0]?.name, previousTarget, ...this.known.order.map((k) => k.name)].filter((c): c is string => !!c);
        const fallbackSource = candidates.find((c) => c !== f.target);
        if (fallbackSource) sources = [{ kind: 'state', name: fallbackSource }];
      }
      if (!sources.length) {
        // "When the user clicks Submit, go to loading." names no state it starts from: the
        // transition applies anywhere, on the root, and a diagnostic says so.
        sources = [{ kind: 'root' }];
        this.diagnostics.push({
          code: 'unresolved-reference',
          severity: 'info',
          message: 'No state is named as where this starts, so the transition is on the root (it applies in every state). Name the state, e.g. "In idle, ...".',
          input: this.input,
          span: this.origin(f.rule, f.from, f.to).span,
          excerpt: this.sentenceText,
        });
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
      for (const event of f.events) this.recordEvent(event, sources);
      if (target) for (const event of f.events) for (const source of resolved) if (source.length) (this.pairsByEvent.get(event) ?? this.pairsByEvent.set(event, []).get(event)!).push([source[source.length - 1], target.name]);
      if (target) targets.push(target.name);
      if (target) previousTarget = target.name;
      const from = sources[0]?.kind === 'state' ? sources[0].name : null;
      const goesBack = this.tokens.slice(f.from, f.to).some((w) => /^(back|again|returns?|returning)$/.test(w.norm));
      // Only a branch closes: a conditional or timed one ("If …", "after …", "otherwise"), not
      // a plain step of the story ("Backordered orders return to picking").
      // An option ("they can press 'Undo', which returns …") is a branch too.
      const branch = f.cond !== undefined || f.delay !== undefined || !!f.fallback || /^(if|unless|otherwise|else)$/.test(this.tokens[0]?.norm ?? '') || this.tokens.some((w) => /^(can|may|could)$/.test(w.norm));
      if (target && ((this.states.rankOf(target) >= statesBefore && !goesBack) || !from || from === target.name || !branch)) allReturns = false;
      if (target && from) branchSource = from;
      previous = f;
      this.lastFrame = f;
      this.lastSources = sources;
      if (controlLed && !controlSources && sources[0]?.kind === 'state') controlSources = sources;
    }
    // "If no card is presented within 60 seconds, it goes back to idle. If a card is tapped, ...":
    // a sentence that only returns to states met before closes a branch; the story stays where
    // it branched.
    this.controlSources = controlSources;
    if (targets.length) this.lastTargets = allReturns && branchSource && targets.length === 1 ? [branchSource] : targets;
  }
}
