/**
 * Asides between dashes: "Putting a coin in – that is, giving the machine a coin input – shifts
 * the state": the words between a pair of dashes inside a sentence restate or comment on what is
 * around them; the clause reads as if they were not there. (A clause in brackets is kept: "pressing
 * M mutes (muted is also inside the race)" says that muted is a state; where a bracket opens or
 * closes a clause of its own is told here too.)
 */
import { isName, type Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import { verbAhead } from './boundaries.js';

const DASH = /^[–—]$/;

/** Whether a bracket the tokens open is still open at their end. */
export const insideBrackets = (tokens: Token[]) => tokens.filter((t) => t.text === '(').length > tokens.filter((t) => t.text === ')').length;
/** An aside longer than this is more likely two dashes of a list or a range than one aside. */
const MAX_ASIDE = 16;

export function withoutAsides(written: Token[]): Token[] {
  const tokens = withoutExamples(written);
  const dashes = tokens.map((t, i) => (t.kind === 'punct' && DASH.test(t.text) ? i : -1)).filter((i) => i >= 0);
  const own = dashes.length !== 2 || dashes[0] === 0 || dashes[1] - dashes[0] > MAX_ASIDE + 1 ? tokens : [...tokens.slice(0, dashes[0]), ...tokens.slice(dashes[1] + 1)];
  return own;
}

/** ("suspend a Pending hold (for example while you're on holiday)": an example in brackets goes, brackets and all.) */
function withoutExamples(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // (The lexicon tags the words of a marker only where the whole of it is written.)
    const end = tokens[i].text === '(' && tokens[i + 1]?.tags.has('ExampleMarkers') ? tokens.findIndex((t, k) => k > i && t.text === ')') : -1;
    if (end < 0) {
      out.push(tokens[i]);
      continue;
    }
    // (Where a clause follows, the bracket still ends the one before: "while in use (for example, ...) they try ...".)
    const next = tokens[end + 1];
    if (next && next.kind !== 'punct' && out.length) out.push({ ...tokens[end], text: ',', norm: ',', lemma: ',' });
    i = end;
  }
  return out;
}

/**
 * ("Choose a file (modal goes to `selected`)", "entering your PIN unlocks it (the app shows
 * Unlocked)"): a bracket that holds a clause of its own, a subject and then its verb of going or
 * showing somewhere, after words of the clause it follows. (Not "(see Section 6.1)", "(→ `success`)", "(state: Published)" or code:
 * "(`phoneCall.IsInState(State.Connected)` returns `true`)".)
 */
export function bracketedClause(tokens: Token[], i: number, current: Token[]): boolean {
  if (tokens[i]?.text !== '(' || !current.some((t) => t.kind !== 'punct')) return false;
  const close = tokens.findIndex((t, k) => k > i && t.text === ')');
  const inside = tokens.slice(i + 1, close < 0 ? undefined : close);
  const verb = inside.findIndex((t) => t.pos === 'verb' || t.pos === 'aux');
  // (A clause of going or showing somewhere; what records or sends an event names it: "(the controller records `PodStarted`)".)
  // (Somewhere: "goes to `selected`", "starts in `empty`", "shows Unlocked"; not "starts with TC-".)
  const where = inside.slice(verb + 1).find((t) => t.pos !== 'adv' && t.pos !== 'part');
  const going = ['MotionVerbs', 'ArrivalVerbs', 'InitialVerbs', 'RevealVerbs'].some((c) => inside[verb]?.tags.has(c)) && !!where && (isName(where) || listed('PlacePrepositions', where.norm) || listed('TargetPrepositions', where.norm));
  return verb > 0 && going && inside.slice(0, verb).some((t, k) => /^(noun|pron|name)$/.test(t.pos) || (k === verb - 1 && t.pos === 'adj')) && !inside.slice(0, verb).some((t) => t.kind === 'punct' || t.kind === 'arrow' || t.pos === 'prep' || t.shape === 'call');
}

/**
 * ("When a worker claims the job (you'll receive a `job.claimed` webhook) it moves to `running`"):
 * the bracket that closes an aside the clause opened, with a subject and its verb after it, ends
 * the aside; the words after it are a clause of their own.
 */
export function asideCloses(tokens: Token[], i: number): boolean {
  const open = tokens.slice(0, i).map((t) => t.text).lastIndexOf('(');
  if (tokens[i]?.text !== ')' || open < 0 || tokens.slice(open, i).some((t) => t.text === ')')) return false;
  const aside = tokens.slice(open + 1, i);
  const next = tokens[i + 1];
  // (A clause of its own, a subject and its verb: not "(checked after download)".)
  const clause = aside.some((t, k) => (t.pos === 'pron' || t.pos === 'noun') && /^(verb|aux)$/.test(aside[k + 1]?.pos ?? ''));
  return clause && !!next && /^(pron|det|noun|name)$/.test(next.pos) && verbAhead(tokens, i + 1);
}

/**
 * ("Tap a ticket to start it — the header turns blue", "the lights must not change immediately —
 * the controller moves to `WAITING`"): a dash alone in its sentence, after a clause with its verb,
 * before a subject and a verb of its own, parts two clauses, as a semicolon would. (A pair of dashes
 * holds an aside; a dash after a label opening the sentence is read by the splitter.)
 */
export function dashPartsClauses(tokens: Token[], i: number, current: Token[]): boolean {
  if (tokens[i]?.kind !== 'punct' || !DASH.test(tokens[i].text) || tokens.filter((t) => t.kind === 'punct' && DASH.test(t.text)).length !== 1) return false;
  const next = tokens[i + 1];
  const subject = !!next && (/^(pron|det)$/.test(next.pos) || isName(next));
  return subject && current.some((t) => t.pos === 'verb' || t.pos === 'aux') && verbAhead(tokens, i + 1);
}
