/**
 * Where clauses begin: whether a verb lies ahead before the next boundary, whether a
 * subordinate clause has its predicate and the next verb opens the main clause, and where that
 * main clause's subject begins.
 */
import { isName, isQuotedOrCode, type Token } from '../2-words/token.js';
import { namesTimer } from '../2-words/pos/cues.js';
import { nounPhraseAt } from './phrases.js';
import { listed, listedExactly, wordPattern } from '../grammar/words.js';

export type ClauseKind = 'main' | 'condition' | 'span' | 'otherwise' | 'relative' | 'coord' | 'then';

/** What the passes over cut clauses need of a clause (the clause type itself lives with the splitter, which calls them). */
export interface Cut {
  tokens: Token[];
  marker: Token[];
  kind: string;
  opener: string;
  comma?: boolean;
  fresh?: boolean;
}

/** Whether `word` opens a span of time when a verb follows ("after", "until"). */
export const isSpanOpener = (word: string): boolean => listed('SpanSubordinators', word);

/** Whether a verb (not a lone -ing after "after"/"before") comes before the next comma or boundary. */
export function verbAhead(tokens: Token[], from: number): boolean {
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind === 'punct' && /[,;:.!?]/.test(t.text)) return false;
    if (t.pos === 'sub' || t.pos === 'rel') return false;
    if (t.pos === 'verb' && !(k === from && /ing$/.test(t.norm))) return true;
    if (t.pos === 'aux') return true;
  }
  return false;
}

/** Where the segment after a comma or conjunction ends: the next comma, conjunction or boundary. */
export function segmentHasVerb(tokens: Token[], from: number): boolean {
  // (", and another from s2 to s3 on the same signal": another one of what was just told, its verb left out.)
  if (listed('OtherDeterminers', tokens[from]?.norm ?? '') && tokens[from + 1]?.norm === 'from') return true;
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k];
    // (Past a label in brackets: ", and on arrival at the shelf (ARRIVED) it enters PICKING".)
    const close = t.text === '(' ? tokens.findIndex((x, j) => j > k && x.text === ')') : -1;
    if (close > 0 && close - k <= 4) {
      k = close;
      continue;
    }
    if (t.kind === 'punct' && /[,;:.!?)]/.test(t.text)) return false;
    if (t.pos === 'sub' || t.pos === 'rel') return k > from;
    // ("countdown, playing and roundOver": an -ing word alone between commas is an item of a list.)
    const item = k === from && /ing$/.test(t.norm) && tokens[k + 1] && (tokens[k + 1].text === ',' || listed('JoiningConjunctions', tokens[k + 1].norm));
    if (item) return false;
    // (", yellow to go to red": an infinitive is no clause of its own.)
    if ((t.pos === 'verb' || t.pos === 'aux') && tokens[k - 1]?.norm !== 'to') return true;
    // (", starting in playing": a participle opens a clause too.)
    // (But not a place joined to the one before: "from paused or running to idle".)
    const place = t.pos === 'noun' && listed('TargetPrepositions', tokens[k + 1]?.norm ?? '');
    if (k === from && /ing$/.test(t.norm) && t.lemma !== t.norm && !place) return true;
  }
  return false;
}

export const FINITE = (t: Token, prev?: Token) => t.pos === 'aux' || (t.pos === 'verb' && (/s$/.test(t.norm) || t.tags.has('PastTense') || listed('NonThirdPersonPronouns', prev?.norm ?? '')) && !/ing$/.test(t.norm));

/**
 * Whether `t` begins the main clause after the subordinate clause in `tokens`: the subordinate
 * clause already has its predicate (a verb group, or a bare -ing form or place as in "while
 * standing", "while in idle"), and `t` is a finite verb or an auxiliary. `next` is the token after `t`.
 */
export function startsMainClause(tokens: Token[], t: Token, kind: ClauseKind, next?: Token): boolean {
  if (!tokens.length) return false;
  // ("if authenticating takes longer than 10 seconds": after "if" or "when", a gerund alone is the subject.)
  // ("After vending completes it returns": after "after", too.)
  if ((kind === 'condition' || kind === 'span') && tokens.length === 1 && /ing$/.test(tokens[0].norm) && tokens[0].pos === 'verb') return false;
  // ("..., while clicking Confirm moves us on to deleting": after "while", a gesture and what it is
  // done to is the subject of the verb that follows, in contrast with the clause before.)
  if (kind === 'span' && gestureAndObject(tokens)) return false;
  // ("if the request succeeds go to success", "... show the success page": an order to go, or to
  // show what a determiner begins, after a clause that has its own verb.)
  // (Not a noun's modifier: "(launch provider requirement)".)
  const order = t.pos === 'verb' && t.lemma === t.norm && (t.tags.has('MotionVerbs') || (t.tags.has('RevealVerbs') && next?.pos === 'det')) && tokens.some((x, i) => FINITE(x, tokens[i - 1]) && x.pos === 'verb') && !listed('StrandedVerbMarkers', tokens[tokens.length - 1].norm);
  if (order) return true;
  if (!FINITE(t, tokens[tokens.length - 1])) return false;
  // ("if so we stop the motor": a word that stands for the clause is all of it; the subject after it is the main clause's.)
  if (kind === 'condition' && listed('ProClauseWords', tokens[0].norm) && tokens.length === 2 && tokens[1].pos === 'pron') return true;
  const last = tokens[tokens.length - 1];
  if (last.pos === 'conj' || last.pos === 'aux' || last.pos === 'neg' || last.pos === 'rel' || last.text === ',') return false;
  if (isReduced(tokens)) return true;
  // ("After three failures it trips to open": what it comes after, with no verb, then a pronoun; or a
  // noun phrase of its own, "After `Cooldown` (30s by default) the breaker moves to `HalfOpen`".)
  const own = subjectStart(tokens);
  const phraseThenSubject = own > 0 && own < tokens.length && tokens[own].pos === 'det' && tokens.slice(0, own).some((x) => /^(noun|name)$/.test(x.pos));
  if (kind === 'span' && tokens.length >= 2 && (listed('SubjectPronouns', last.norm) || phraseThenSubject) && tokens.every((x) => x.pos !== 'verb' && x.pos !== 'aux')) return true;
  const v = tokens.findIndex((x) => x.pos === 'verb' || x.pos === 'aux');
  if (v < 0) return false;
  // "is sent", "is quickly sent": the participle after an auxiliary belongs to the same group.
  let j = tokens.length - 1;
  while (j > 0 && tokens[j].pos === 'adv') j--;
  // ("If the charge succeeds the subscription simply stays `active`": unless a whole noun phrase, from
  // its determiner, stands between the clause's verb and the adverb: a subject of its own.)
  const subject = subjectStart(tokens);
  const ownSubject = subject > v && subject < tokens.length && tokens[subject].pos === 'det';
  if (t.pos === 'verb' && last.pos === 'adv' && tokens[j].pos !== 'pron' && !ownSubject) return false;
  // "is in state 'solid' will transition": after the clause's own verb, a phrase ends it.
  // ("while the lift is running puts it into STOPPED": so does a participle after a form of be.)
  const participle = last.pos === 'verb' && /(ing|ed)$/.test(last.norm) && tokens[tokens.length - 2]?.pos === 'aux' && t.pos === 'verb' && /[^s]s$/.test(t.norm);
  return participle || (tokens.length > v + 1 && (/^(noun|name|pron|adj|num|part|adv)$/.test(last.pos) || listed('AdverbialParticles', last.norm)));
}

/** "clicking Confirm", "pressing the Stop button": a gesture's gerund and one noun phrase after it. */
function gestureAndObject(tokens: Token[]): boolean {
  const [first, ...rest] = tokens;
  if (!first || !/ing$/.test(first.norm) || !first.tags.has('GestureVerbs') || !rest.length) return false;
  return rest.every((t, i) => (t.pos === 'det' && i === 0) || /^(noun|name|adj)$/.test(t.pos) || isName(t));
}

/** "while standing", "while in idle", "when in the running state": a clause with no verb of its own. */
export function isReduced(tokens: Token[]): boolean {
  const first = tokens[0];
  // ("while typing", "while stopped", "when idle", "while in idle")
  // (A state's name written as code is no participle: "When `Downloading` receives `pause`".)
  // (Not an adjective before its noun: "until all three dials are right".)
  const adjective = first?.pos === 'adj' && !/^(noun|num)$/.test(tokens[1]?.pos ?? '');
  const participle = ((/(ing|ed)$/.test(first?.norm ?? '') && first.lemma !== first.norm && !/thing$/.test(first.norm)) || adjective) && first.kind !== 'code';
  if (!first || !(participle || first.pos === 'prep')) return false;
  // ("while armed or paused": a participle joined to the first is no verb of its own.)
  return !tokens.some((x, i) => (x.pos === 'verb' && !/ing$/.test(x.norm) && !(participle && /ed$/.test(x.norm) && tokens[i - 1]?.pos === 'conj')) || x.pos === 'aux');
}

/**
 * Where the subject of a verb that follows `tokens` begins: their last noun phrase, unless it
 * is the object of a preposition ("in state 'solid' will transition" has no subject there).
 */
export function subjectStart(tokens: Token[]): number {
  let k = tokens.length - 1;
  // ("it immediately goes": adverbs go with the verb after them.)
  while (k > 0 && tokens[k].pos === 'adv') k--;
  if (tokens[k].pos === 'pron') return k;
  if (tokens[k].pos !== 'noun' && tokens[k].pos !== 'name') return tokens.length;
  while (k > 0 && /^(noun|name|adj|num)$/.test(tokens[k - 1].pos)) k--;
  const det = k > 0 && tokens[k - 1].pos === 'det';
  const at = det ? k - 2 : k - 1;
  const before = tokens[at];
  // ("when the time is up the timer goes": a particle after "is" ends its clause; it governs nothing.)
  if (before?.pos === 'prep' && !(tokens[at - 1]?.pos === 'aux' && listed('AdverbialParticles', before.norm) && !listed('LocationPrepositions', before.norm))) return tokens.length;
  // ("while the module is Discoverable puts it into Connected": a name right after "is" is what it is, not a subject.)
  if (!det && before?.pos === 'aux' && listed('FiniteBeForms', before.norm)) return tokens.length;
  return det ? k - 1 : k;
}

/** A prepositional phrase, a comma, then a segment with a verb. */
export function frontedPhraseThenVerb(tokens: Token[], from: number): boolean {
  if (tokens[from]?.pos !== 'prep') return false;
  for (let k = from + 1; k < tokens.length; k++) {
    if (tokens[k].text === ',') return segmentHasVerb(tokens, k + 1);
    if (tokens[k].pos === 'verb' || tokens[k].pos === 'aux' || tokens[k].kind === 'punct') return false;
  }
  return false;
}


/** "Press the ECO button while in HEAT to enter ECO": an infinitive of purpose ends a subordinate place that has no verb. */
export function purposeAfterPlace(tokens: Token[], i: number, kind: ClauseKind, verbless: boolean): boolean {
  return tokens[i].norm === 'to' && tokens[i + 1]?.pos === 'verb' && (kind === 'span' || kind === 'condition') && verbless;
}

/**
 * "Press START in PAUSED to resume INFUSING", "Press STOP to pause": an infinitive of purpose after
 * an order of a gesture is what the gesture does, a clause of its own.
 */
export function purposeAfterOrder(tokens: Token[], i: number, current: Token[]): boolean {
  // ("Turn the steam knob open to enter STEAM mode": any order that opens the sentence, in the verb's plain form.)
  // (Not "Make a transition from Idle to Run": a place named after "to" is where it goes.)
  // (After a place fronted before a comma, too: "In MANUAL, turn the selector to AUTO to go to AUTOMATIC".)
  const fronted = tokens[0]?.pos === 'prep' && tokens[tokens.indexOf(current[0]) - 1]?.text === ',';
  const opening = (current[0] === tokens[0] || fronted) && current[0]?.norm === current[0]?.lemma && /^[a-z]/.test(tokens[i + 1]?.text ?? '') && !current.some((t) => t.norm === 'from');
  // ("From Library you can tap any song to get to Now Playing": a gesture someone can do, too.)
  // ("You can `CANCEL_TIMER` from `timing` to go back to `step`": or an event's written name where the verb stands.)
  const able = current.some((t, k) => ((t.pos === 'verb' && t.tags.has('GestureVerbs') && t.norm === t.lemma) || isQuotedOrCode(t)) && current[k - 1]?.pos === 'aux' && listed('ModalVerbs', current[k - 1].norm));
  // ("Operator presses START (PB-301) to go to RUNNING": what a person does, told in the third person, too.)
  const told = current.some((t, k) => k > 0 && t.pos === 'verb' && t.tags.has('GestureVerbs') && /[^s]s$/.test(t.norm) && /^(noun|pron)$/.test(current[k - 1].pos));
  // ("Click **Schedule** and pick a send time to move it to **Scheduled**": an order joined by "and" to one before it.)
  const joined = !!current[0] && current[0].pos === 'verb' && current[0].norm === current[0].lemma && tokens[tokens.indexOf(current[0]) - 1]?.norm === 'and';
  // ("Short press the "i" button to go from SPEED to TRIP": past a word for how the gesture is made.)
  const gesture = /^(adj|adv)$/.test(current[0]?.pos ?? '') && current[1]?.pos === 'verb' && current[1].tags.has('GestureVerbs') ? current[1] : current[0];
  const order = (gesture?.pos === 'verb' && (gesture.tags.has('GestureVerbs') || opening || joined)) || able || told;
  return tokens[i].norm === 'to' && tokens[i + 1]?.pos === 'verb' && order && current.length >= 2;
}

/**
 * "From the playing state you can pause it": a place fronted without its comma ends before a
 * pronoun that starts the clause, or ("In the Connecting state the app tries ...") before a
 * subject of its own, after the whole place.
 */
export function frontedPlaceEnds(current: Token[], tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  const fronted = current.length > 1 && listed('FrontedPlacePrepositions', current[0].norm) && !current.some((x) => x.pos === 'verb' || x.pos === 'aux') && current.every((x) => x.kind !== 'punct');
  if (!fronted) return false;
  const pronoun = t.pos === 'pron' && !listed('Demonstratives', t.norm) && (next?.pos === 'verb' || next?.pos === 'aux');
  const subjectNext = t.pos === 'det' && nounPhraseAt(current, 1)?.to === current.length && verbAhead(tokens, i + 1);
  return pronoun || subjectNext;
}

/**
 * "after the request succeeds" opens a span of its own; "after 2 seconds the feed opens", "A
 * delivery scan before that moves it", "After a successful login they land", "After Draft comes
 * Review" do not: the phrase after the word says when, and the clause's verb is another's.
 */
export function opensSpan(tokens: Token[], i: number, current: Token[]): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  // ("after 2 seconds the home feed opens": a duration after "after" is a phrase, not a clause.)
  // ("After a 30-second cooldown it becomes half-open": a wait with its length written in one word, too.)
  // ("and after 300ms of inactivity it performs a search": the amount and its unit in one word, too.)
  const inOneWord = (x: Token | undefined) => !!x && wordPattern('TimeUnits', '^\\d+(?:\\.\\d+)?-?(%)$').test(x.norm);
  const compact = (next?.pos === 'det' && inOneWord(tokens[i + 2])) || inOneWord(next);
  const duration = compact || (next && (next.pos === 'num' || next.kind === 'number' || listed('CountWords', next.norm)) && tokens[i + 2]?.tags.has('TimeUnits'));
  // ("A delivery scan before that moves it": a demonstrative between a subject and its verb is
  // the preposition's object; the verb is the subject's.)
  const subjectWaits = next && listed('Demonstratives', next.norm) && current.length > 0 && !current.some((x) => x.pos === 'verb' || x.pos === 'aux' || x.kind === 'punct') && tokens[i + 2]?.pos === 'verb';
  // ("After a successful login they land on the dashboard": a noun phrase, then the clause's own
  // subject; the phrase says when, it opens no clause of its own.)
  const np = nounPhraseAt(tokens, i + 1);
  // ("After the wait duration (60 seconds by default) the breaker moves": a length of time, too.)
  // ("After `resetTimeout` (default 30 seconds) the breaker moves": or a timer's name written as code.)
  const timer = !!np && np.tokens.length === 1 && namesTimer(np.tokens[0]);
  const waited = (!!np && np.tokens[0].pos === 'det' && listed('DurationNouns', np.tokens[np.tokens.length - 1].norm)) || timer;
  // ("After Draft comes Review": a phrase, then the verb that comes before its subject.)
  const inverted = !!np && listedExactly('ArrivalInversionVerbs', tokens[np.to]?.lemma ?? '');
  const phraseThenSubject = (!!np && np.tokens[0].pos === 'det' && tokens[np.to]?.pos === 'pron' && !listed('ObjectCasePronouns', tokens[np.to].norm) && tokens[np.to + 1]?.pos === 'verb') || waited || inverted;
  // ("After power-up the vehicle is Disarmed", "after reset the ECU runs STARTUP": the start, named alone, is a moment.)
  const start = !!next && listed('StartWords', next.norm) && tokens[i + 2]?.pos !== 'verb' && tokens[i + 2]?.pos !== 'aux';
  return isSpanOpener(t.norm) && t.pos !== 'noun' && !duration && !subjectWaits && !phraseThenSubject && !start && !afterThat(tokens, i) && verbAhead(tokens, i + 1);
}

/**
 * "If they need something else", "if nothing else happens": after an indefinite pronoun, "else" is
 * "other"; but one that opens the last of a list of cases is the other case: "admins go to the
 * console, and everyone else goes to the reader home", "..., anything else gives FAILED".
 */
export function elseMeansOther(tokens: Token[], i: number): boolean {
  const lastCase = !!tokens[i - 2] && (tokens[i - 2].pos === 'conj' || tokens[i - 2].text === ',');
  return listed('IndefinitePronouns', tokens[i - 1]?.norm ?? '') && !lastCase;
}

/**
 * "..., whether the toast is visible or paused", "no matter whether he was idle or patrolling":
 * alternatives set aside a clause, not the object of a verb such as "decide whether".
 */
export function setsAlternativesAside(tokens: Token[], i: number): boolean {
  const setAside = i === 0 || tokens[i - 1].text === ',' || !!tokens[i - 1].tags.has('GlobalMarkers');
  return listed('EitherWaySubordinators', tokens[i].norm) && setAside;
}

/**
 * ("goes offline when the cable is unplugged and comes back online when it is plugged in"): after a
 * main clause, "and" and a verb with a condition of its own, before the sentence's next colon or
 * semicolon, is a predicate going on from the main clause, not more of the condition.
 */
export function predicateWithOwnCondition(tokens: Token[], i: number, afterMain: boolean): boolean {
  const next = tokens[i + 1];
  if (tokens[i]?.norm !== 'and' || !afterMain || next?.pos !== 'verb' || !/[^s]s$/.test(next.norm)) return false;
  const stop = tokens.findIndex((x, k) => k > i && /^[;:]$/.test(x.text));
  return tokens.slice(i + 2, stop > 0 ? stop : undefined).some((x) => x.pos === 'sub' && listed('ConditionSubordinators', x.norm));
}

/** ("Each round lasts 90 seconds before the game moves to Scoring": after a time told, "before" opens the step that follows it.) */
export const afterTimeTold = (current: Token[]): boolean => current.some((t, k) => (t.kind === 'number' || t.pos === 'num') && !!current[k + 1]?.tags.has('TimeUnits'));

/** ("At startup, the vehicle is Disarmed", "On boot, it is idle"): a fronted start is when its clause is so, no clause of its own. */
export const frontedStart = (tokens: Token[]): boolean => /^(at|on|upon|after)$/.test(tokens[0]?.norm ?? '') && listed('StartWords', tokens[1]?.norm ?? '');

/**
 * ("if the move was a launcher or a sweep you go to Knockdown"): a coordinator that joins a noun
 * phrase, right before a pronoun and its verb, joins two things, not two clauses.
 */
export function nounPhraseJoinedAt(tokens: Token[], i: number): boolean {
  let j = i + 1;
  if (tokens[j]?.pos !== 'det') return false;
  j++;
  while (tokens[j] && (tokens[j].pos === 'adj' || tokens[j].pos === 'noun')) j++;
  return j > i + 2 && tokens[j]?.pos === 'pron' && listed('PersonalPronouns', tokens[j].norm) && /^(verb|aux)$/.test(tokens[j + 1]?.pos ?? '');
}

/** ("... and after that it goes to Done", "after this, the machine rinses"): "after" and a demonstrative alone say "then". */
export function afterThat(tokens: Token[], i: number): boolean {
  const after = tokens[i + 2];
  return tokens[i]?.norm === 'after' && listed('Demonstratives', tokens[i + 1]?.norm ?? '') && !!after && (after.text === ',' || /^(pron|det)$/.test(after.pos));
}
