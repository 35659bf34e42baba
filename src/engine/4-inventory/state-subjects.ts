/**
 * Names that are states by what is said of them, as the subject of their clause: that they are a
 * kind of state ("`ChooseProfile` is a Choice state: when ...", "Roar is a short invulnerable
 * state", "Submitted is a transient status"), or that they have transitions ("`red` has its own
 * `TIMER` transition to `green`", "`validating` has two `immediate` transitions: ...").
 */
import { isName, isQuotedOrCode, type Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import { asWritten, written } from './names.js';

export interface KindOfState {
  /** The state's name, as written. */
  subject: Token[];
  /** Where the phrase that says its kind begins ("a") and ends (past the state noun). */
  from: number;
  to: number;
}

/**
 * Every "NAME is a … state" in a sentence's tokens: the words before the state noun say what kind
 * it is and name no state of their own.
 */
export function kindsOfState(tokens: Token[]): KindOfState[] {
  const found: KindOfState[] = [];
  for (let be = 1; be + 2 < tokens.length; be++) {
    // ("**Disarmed** is the normal state when you're home": with "the", too.)
    if (!listed('FiniteBeForms', tokens[be].norm) || !(listed('IndefiniteArticles', tokens[be + 1].norm) || tokens[be + 1].norm === 'the')) continue;
    const subject = subjectBefore(tokens, be);
    if (!subject) continue;
    // (Up to three words of kind, then the state noun, singular: "a short invulnerable state".)
    let head = be + 2;
    while (head < be + 5 && tokens[head] && !tokens[head].tags.has('StateNouns') && tokens[head].kind === 'word' && tokens[head].pos !== 'prep' && tokens[head].pos !== 'verb') head++;
    const noun = tokens[head];
    if (!noun?.tags.has('StateNouns') || noun.norm !== noun.lemma) continue;
    // ("is a state machine", "is a state chart": the noun is no state when another noun follows it.)
    const after = tokens[head + 1];
    if (after && after.kind === 'word' && after.pos === 'noun') continue;
    found.push({ subject, from: be + 1, to: head + 1 });
  }
  return found;
}

/**
 * Every "the … state is NAME" in a sentence's tokens ("The normal state is ROAD OPEN: traffic gates
 * up"): the name after the verb is the state; the phrase before it says what kind.
 */
export function kindsOfStateFirst(tokens: Token[]): KindOfState[] {
  const found: KindOfState[] = [];
  for (let head = 1; head + 2 < tokens.length; head++) {
    const be = head + 1;
    if (!tokens[head].tags.has('StateNouns') || tokens[head].norm !== tokens[head].lemma || !listed('FiniteBeForms', tokens[be].norm)) continue;
    let from = head;
    while (from > 0 && head - from < 3 && tokens[from - 1].kind === 'word' && /^(adj|noun)$/.test(tokens[from - 1].pos) && !tokens[from - 1].tags.has('StateNouns')) from--;
    if (from === head || tokens[from - 1]?.norm !== 'the' || (from > 1 && !(tokens[from - 2].kind === 'punct' || tokens[from - 2].pos === 'sub' || tokens[from - 2].kind === 'number'))) continue;
    // (A name written as one, or up to three words in capitals, closing the clause.)
    let to = be + 1;
    while (to < tokens.length && to - be <= 3 && (isName(tokens[to]) || /^[A-Z][A-Z0-9_-]*$/.test(tokens[to].text))) to++;
    const subject = tokens.slice(be + 1, to);
    if (!subject.length || (subject.some(isQuotedOrCode) && subject.length > 1) || (tokens[to] && tokens[to].kind !== 'punct')) continue;
    found.push({ subject, from: from - 1, to: head + 1 });
  }
  return found;
}

/** Every "NAME has … transition(s)" in a sentence's tokens: the name whose transitions they are. */
export function ownersOfTransitions(tokens: Token[]): Token[][] {
  const found: Token[][] = [];
  for (let verb = 1; verb + 1 < tokens.length; verb++) {
    if (!tokens[verb].tags.has('DeclareVerbs') || tokens[verb].pos !== 'verb' || !/^(have|define)$/.test(tokens[verb].lemma)) continue;
    const subject = subjectBefore(tokens, verb);
    if (!subject) continue;
    // (A few words of what transitions, then the noun: "its own `TIMER` transition", "two automatic transitions".)
    let k = verb + 1;
    while (k < verb + 6 && tokens[k] && !tokens[k].tags.has('TransitionNouns') && tokens[k].kind !== 'punct' && tokens[k].pos !== 'prep' && tokens[k].pos !== 'verb') k++;
    if (tokens[k]?.tags.has('TransitionNouns') && tokens[k].pos === 'noun') found.push(subject);
  }
  return found;
}

/**
 * The name that opens the clause before `be`: one name written as code, in quotes or in capitals,
 * or up to three capitalised words.
 */
function subjectBefore(tokens: Token[], be: number): Token[] | null {
  let from = be;
  while (from > 0 && be - from < 3 && (isName(tokens[from - 1]) || (tokens[from - 1].kind === 'word' && /^[A-Z]/.test(tokens[from - 1].text) && tokens[from - 1].pos !== 'pron' && tokens[from - 1].pos !== 'det'))) from--;
  if (from === be) return null;
  const opener = tokens[from - 1];
  if (opener && !(opener.kind === 'punct' || opener.pos === 'sub' || opener.pos === 'conj')) return null;
  const subject = tokens.slice(from, be);
  // (A written name stands alone: "`MarkFailed`", not "`MarkFailed` Task"; and a call is code, not a state's name.)
  if (subject.some(isName) && (subject.length > 1 || subject[0].shape === 'call' || /[()]/.test(subject[0].text))) return null;
  return subject;
}

/** The subject's name as the text writes it: "`ChooseProfile`", "Roar", "Gate Closed". */
export function subjectName(subject: Token[]): string {
  return subject.length === 1 && isName(subject[0]) ? written(subject[0]) : asWritten(subject);
}
