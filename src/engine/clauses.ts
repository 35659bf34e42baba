/**
 * When/if clauses ("when the user clicks Submit", "if the code is correct", "once an order is
 * shipped", "until the signal is cleared"): whether a clause is an event, a guard, how a
 * service ended, or the state something happens in. The reading depends on the clause's own
 * words and on what the sentence already has (an event makes an if-clause its guard).
 */
import type { Assembler } from './frames.js';
import { describedPassive } from './described.js';
import { condName, eventName } from './naming.js';
import type { Role } from './roles.js';
import type { Token } from './tokens.js';

/** What a clause turned out to be, told to the sentence reading it. */
export interface ClauseReading {
  event(name: string, source?: string): void;
  guard(cond: string): void;
  outcome(kind: 'invoke.onDone' | 'invoke.onError'): void;
  source(name: string): void;
}

/** How a service ended, by the words: a failure or a negation, or a success. */
export function outcomeNamed(words: Token[]): 'invoke.onDone' | 'invoke.onError' | null {
  if (words.some((t) => t.tags.has('ErrorWords') || /^(no|not|n't)$/.test(t.norm))) return 'invoke.onError';
  if (words.some((t) => t.tags.has('DoneWords'))) return 'invoke.onDone';
  return null;
}

/** Where "in time", "in that time", "within that time" or "by then" ends a clause, or -1. */
function inTimeAt(body: Token[]): number {
  const n = body.length;
  const w = (i: number) => body[i]?.norm ?? '';
  if (w(n - 1) === 'time' && /^(in|within)$/.test(w(n - 2))) return n - 2;
  if (w(n - 1) === 'time' && /^(that|this|the)$/.test(w(n - 2)) && /^(in|within)$/.test(w(n - 3))) return n - 3;
  if (w(n - 1) === 'then' && w(n - 2) === 'by') return n - 2;
  return -1;
}

/** A place at the end of an event's clause ("… is chosen in the dialog") that names a state. */
function placeIn(a: Assembler, body: Token[]): { at: number; state: string } | null {
  for (let i = 1; i < body.length - 1; i++) {
    if (!/^(on|in|inside|within)$/.test(body[i].norm)) continue;
    const state = a.isKnownState(body.slice(i + 1));
    if (state) return { at: i, state };
  }
  return null;
}

/** A guard named from the words as written, comparison signs included ("quantity > 0"). */
function rawCond(a: Assembler, body: Token[]): string {
  const raw = a.textBetween(body[0], body[body.length - 1]);
  const spelled = raw
    .replace(/>=|≥/g, ' at least ')
    .replace(/<=|≤/g, ' at most ')
    .replace(/!=|≠/g, ' not equal to ')
    .replace(/>/g, ' greater than ')
    .replace(/</g, ' less than ')
    .replace(/==?/g, ' equals ');
  return condName(spelled.split(/\s+/).filter(Boolean).map((word) => ({ text: word, norm: word.toLowerCase(), root: word.toLowerCase(), tags: new Set<string>(), start: 0, end: 0 })));
}

/**
 * Reads a when/if clause for the sentence: `on` hears what it is. `hasEvent` says the sentence
 * already has its event, which makes an if- or once-clause a guard.
 */
export function readClauseBody(
  a: Assembler,
  role: Role,
  marker: Token[],
  body: Token[],
  on: ClauseReading,
  subjectState: string | null,
  hasEvent = false,
): void {
  // "when the connection comes back it goes to syncing": "it" begins the main clause.
  while (body.length > 1 && /^(it|they|he|she|we|you)$/.test(body[body.length - 1].norm)) body = body.slice(0, -1);
  if (!body.length) return;
  const copular = body.some((w) => /^(is|are|was|were|has|have|had|been|be|isn't|aren't|wasn't|hasn't|there|this|can|cannot|it's|that's|there's|they're)$/.test(w.norm) || w.norm === "n't" || w.norm === 'not');
  const gestureOrMotion = body.some((w) => w.tags.has('GestureVerbs') && !w.tags.has('Label'));
  const passiveEvent = body.some((w, i) => /^(is|are|was|were|gets|get)$/.test(w.norm) && !!body[i + 1] && (body[i + 1].tags.has('PastTense') || body[i + 1].tags.has('Participle') || /[a-z](ed|en|id|nt|wn|ht|ld)$/.test(body[i + 1].norm)));
  const negated = body.some((w) => /^(no|nothing|not|n't|never)$/.test(w.norm) || /n't$/.test(w.norm));
  // "when it is off": a state named in the clause is where the transition starts.
  // "Once an order is shipped": the described thing's passive is the state it is in.
  const passiveOf = a.described.size ? describedPassive(body, a.described) : null;
  const inState = passiveOf ? a.isKnownState([passiveOf]) ?? (marker[0] && /^(once|after)$/.test(marker[0].norm) ? a.resolveName([passiveOf]) : null) : null;
  if (inState) {
    a.topic = inState;
    return on.source(inState);
  }
  const itIs = body.length >= 3 && /^(it|they)$/.test(body[0].norm) && /^(is|are)$/.test(body[1].norm) ? a.isKnownState(body.slice(2)) : null;
  if (itIs) return on.source(itIs);
  // "If authenticating takes longer than 10 seconds": the clause names where the wait is.
  const named = a.isKnownState(body);
  if (named) return on.source(named);
  // "if there are no more pages": a state of affairs, not how the service ended.
  const outcome = body[0].norm === 'there' ? null : a.outcomeOf(body, null, subjectState, []);
  if (outcome) return on.outcome(outcome);
  // "if nothing happens within 30 seconds", "if no phone connects in that time": the wait's
  // end, which the delay already says. ("if the phone comes back in time": no part of the event.)
  const inTime = inTimeAt(body);
  if (negated && (inTime >= 0 || a.sentenceTokens.slice(role.to, role.to + 4).some((w) => w.tags.has('TimeUnits')))) return;
  if (inTime > 0) body = body.slice(0, inTime);
  const isIf = /^(if|unless)$/.test(marker[0]?.norm ?? '');
  const copulas = body.filter((w) => /^(is|are|was|were|isn't|aren't|wasn't|weren't)$/.test(w.norm)).length;
  // "if the form is filled", "when the user is signed in and the cart is not empty": a
  // state of affairs. "when a file is chosen": a moment, an event.
  const moment = body.some((w) => w.tags.has('MomentVerbs') || (w.tags.has('GestureVerbs') && !w.tags.has('Label')));
  if (passiveEvent && !moment && (isIf || negated || copulas > 1)) return on.guard(condName(body));
  // "over $1,000", "more than 5 pixels" compare an amount; "hovers over it" does not.
  const amountAfter = (i: number) => body.slice(i + 1, i + 4).some((w) => w.tags.has('Value') || w.tags.has('Number') || /\d/.test(w.text));
  const comparison = body.some((w, i) => /^(>|<|=|>=|<=|≥|≤)$/.test(w.norm) || (/^(more|less|fewer|greater|least|most|over|under|above|below)$/.test(w.norm) && amountAfter(i))) || /[<>=≤≥]/.test(a.textBetween(body[0], body[body.length - 1]));
  if (isIf && comparison) {
    // "If the pointer moves more than 5 pixels": something that happens, by an amount; the
    // event is what happens, the amount its guard.
    const verb = body.findIndex((w) => w.tags.has('Predicate') && !w.tags.has('Copula') && !w.tags.has('Auxiliary'));
    if (!hasEvent && verb > 0 && body[verb].tags.has('MoveVerbs') && !copular) on.event(eventName(body.slice(0, verb + 1)));
    return on.guard(rawCond(a, body));
  }
  // "When a product is selected, it goes to dispensing if the credit covers the price": once
  // the event is known, an if-clause is its guard.
  // ("tapping 'Continue' goes to finished once three topics are picked": so is a once-clause.)
  if ((isIf || (marker[0]?.norm === 'once' && !moment)) && hasEvent) return on.guard(condName(body));
  if ((copular && !passiveEvent && !gestureOrMotion) || (isIf && negated)) return on.guard(condName(body));
  // "when 'Upload' is clicked on the files page": the place is where it happens.
  const place = placeIn(a, body);
  if (place) return on.event(eventName(body.slice(0, place.at)), place.state);
  // "when the download finishes": a process ending happens in the state that does it.
  on.event(eventName(body), a.stateDoing(body) ?? undefined);
}
