/**
 * The naming policy, in one place.
 *
 * - A name written as an identifier, quoted or back-ticked (FETCH, DATA_LOADED, lockedOut,
 *   `running.overtime`, 'solid', heat()) is kept as written (a call without its brackets).
 * - Otherwise names are made from the text's own words, without determiners, possessives,
 *   pronouns and words that only say what kind of thing it is:
 *   - states: camelCase, without state nouns (state, screen, page, step, mode ...): "the
 *     settings screen" → `settings`, "the help modal" → `helpModal`;
 *   - events: SCREAMING_SNAKE_CASE, a gesture verb in its base form first: "clicking the
 *     'Help' button" → `CLICK_HELP_BUTTON`, "when results arrive" → `RESULTS_ARRIVE`;
 *   - actions, guards and services: camelCase, verbs in their base form: "shows a 'Deleted'
 *     toast" → `showDeletedToast`, "the code is correct" → `codeIsCorrect`.
 */
import { isName, type Token } from '../2-words/token.js';
import { words } from '../2-words/shapes.js';
import { listed } from '../grammar/words.js';



/** Lower-case words without plural -s: what two names that are "the same" share. */
const keys = new Map<string, string>();

export function keyOf(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    key = words(name)
      .map((w) => w.toLowerCase().replace(/^(.{3,}[^s])s$/, '$1'))
      .join(' ');
    // (Names repeat across a text and its readings; the cache stays small for any one process's texts.)
    if (keys.size > 50_000) keys.clear();
    keys.set(name, key);
  }
  return key;
}

export function camel(parts: string[]): string {
  const flat = parts.flatMap((p) => words(p)).map((w) => w.toLowerCase());
  return flat.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

export function screaming(parts: string[]): string {
  return parts
    .flatMap((p) => words(p))
    .map((w) => w.toUpperCase())
    .join('_');
}

/** A name as written: an identifier, quoted or back-ticked text. */
export function written(token: Token): string {
  // ("Heading To Restaurant", read as one name from its capitals: named as its words would be, headingToRestaurant.)
  if (token.shape === 'title' && /^[A-Za-z\s]+$/.test(token.text)) return camel([token.text]);
  // ("sets `status` to `'loading'`": quotes inside a code span are the code's, not the name's.)
  // ("from `:draft` to `:issued`": a symbol or atom of the code names what follows its colon; a
  // function named with its arity, "`cancel_job/1`", names the function.)
  const text = token.kind === 'quoted' ? token.text.trim() : token.kind === 'code' ? token.text.trim().replace(/^(['"])(.*)\1$/, '$2').replace(/^:(?=[A-Za-z_])/, '').replace(/(?<=\w)\/\d+$/, '') : token.text;
  // ("it returns `{ status: 'loading' }`": an object holding one tagged value names that value; so
  // does a field given or compared to one: "starts with `status: 'idle'`", "`status === 'failed'`".)
  const tagged = token.kind === 'code' ? /^(?:\{\s*[A-Za-z]+\s*:|[A-Za-z.]+\s*(?::|={1,3}))\s*(['"])([\w.-]+)\1\s*[;,]?\s*\}?$/.exec(text) : null;
  if (tagged) return tagged[2];
  // ("`lump.melt()`", "start()": a call names what it calls, without its object and brackets.)
  const call = token.kind === 'quoted' ? null : callIn(text);
  if (!call) return text;
  // ("`send(.onAppear)`", "`dispatch('FETCH')`", "`send({ type: 'TOGGLE' })`": sending names the event it sends.)
  const sent = sends(call) ? /^\s*\{?\s*(?:type\s*:\s*)?['"]?\.?([A-Za-z_][\w]*)['"]?\s*\}?\s*$/.exec(call.args) : null;
  return sent ? sent[1] : call.fn;
}

/** The function a piece of code ends by calling, and what it passes: "lump.melt()", "send(.onAppear)". */
export function callIn(text: string): { fn: string; args: string } | null {
  const call = /([A-Za-z_$][\w$]*)\s*\(([^()]*)\)$/.exec(text);
  return call ? { fn: call[1], args: call[2] } : null;
}

/** Whether a call sends an event: `send(...)`, `dispatch(...)`, `emit(...)` (a verb of firing). */
export const sends = (call: { fn: string } | null): boolean => !!call && listed('FireVerbs', call.fn.toLowerCase());


/** The tokens that carry a name, without determiners, pronouns and punctuation. */
export function content(tokens: Token[], keepActors = false): Token[] {
  // ("state A": a capital letter standing alone is a name, not the article.)
  const dropped = (t: Token) => t.kind === 'word' && (listed('NameDeterminers', t.norm) || (!keepActors && listed('NameSubjects', t.norm)) || listed('AuxiliaryVerbs', t.norm) || t.pos === 'neg');
  return tokens.filter((t) => t.kind !== 'punct' && t.kind !== 'symbol' && !dropped(t));
}

/** A single written name among the tokens, if that is all they name. */
function soleName(tokens: Token[]): Token | null {
  const named = content(tokens).filter((t) => !t.tags.has('Possessive') && !/['’]s$/.test(t.norm) && !t.tags.has('StateNouns') && !t.tags.has('EventNouns') && !t.tags.has('ServiceNouns') && !t.tags.has('ActionNouns') && !t.tags.has('GuardNouns'));
  if (named.length === 1 && isName(named[0])) return named[0];
  // ("the error_found error event": a name written as an identifier is the name, whatever words stand by it.)
  const written = named.filter((t) => (t.kind === 'name' && /^(snake|camel|pascal|path|call)$/.test(t.shape ?? '')) || t.kind === 'code');
  return written.length === 1 && named.length <= 3 ? written[0] : null;
}

/** ("Level 2", "Zone 3", "CAL 1"): a capitalised noun, or a name in capitals, and a number in digits name one thing, as written; null otherwise. */
export const labelledName = (kind: Token | undefined, number: Token | undefined): string | null =>
  ((kind?.kind === 'word' && /^[A-Z][a-z]/.test(kind.text)) || (kind?.kind === 'name' && kind.shape === 'caps')) && number?.kind === 'number' && /^\d+$/.test(number.text) ? `${kind!.text} ${number.text}` : null;
/** A name of up to three words, each capitalised: "Under Review", "Pending Customer", "Offered". */
export const isTitledName = (tokens: Token[]): boolean => tokens.length > 0 && tokens.length <= 3 && tokens.every((t) => /^[A-Z][a-z]/.test(t.text));
/** A name of up to three words whose first is capitalised, the rest in Title Case or not: "Under Review", "Awaiting payment", "Won't Fix". */
export const isCapitalisedName = (tokens: Token[]): boolean => tokens.length > 0 && tokens.length <= 3 && /^[A-Z][a-z]/.test(tokens[0].text) && tokens.every((t) => t.kind === 'word' || t.kind === 'name');

export function stateName(tokens: Token[]): string {
  const sole = soleName(tokens);
  if (sole) return written(sole);
  let kept = content(tokens).filter((t) => !t.tags.has('MannerWords') && !listed('NameQualifiers', t.norm));
  // ("first", "next": a word that is usually a filler is a name when it is all there is.)
  if (!kept.length) kept = content(tokens);
  const named = kept.filter((t) => !t.tags.has('StateNouns'));
  if (named.length) kept = named;
  // ("the top level state S": beside a name written as one, words that place a state add nothing.)
  if (kept.some((t) => t.kind !== 'word') && kept.some((t) => t.tags.has('StructuralWords'))) kept = kept.filter((t) => !t.tags.has('StructuralWords'));
  return camel(kept.map((t) => (isName(t) ? written(t) : t.norm.replace(/['’]s$/, '')))) || 'state';
}

/** Words as the text writes them, with a space only where it has one: "To Do", "Won't Fix". */
export function asWritten(tokens: Token[]): string {
  return tokens.map((t, i) => (i > 0 && t.start > tokens[i - 1].end ? ' ' : '') + t.text).join('');
}

export function eventName(tokens: Token[]): string {
  const sole = soleName(tokens);
  // ("'Create account'", "'Help'": a label is an event in capitals; an identifier stays as written.)
  if (sole) return sole.kind === 'quoted' && (sole.shape === 'title' || !/^[A-Za-z_$][\w$.]*$/.test(written(sole)) || /^[A-Z][a-z]+$/.test(written(sole))) ? screaming([written(sole)]) : written(sole);
  // ("the reset signal" is RESET; "results arrive" is RESULTS_ARRIVE: an event noun first names it.)
  const words = content(tokens);
  // ("a failed one": the pro-form adds nothing to the name.)
  // ("the trigger button": an event noun that modifies the noun after it is part of the name.)
  const modifies = (i: number) => words[i + 1]?.kind === 'word' && words[i + 1].pos === 'noun' && !words[i + 1].tags.has('EventNouns');
  // ("A customer reply flips it back to Open": what a person gives back is the event, CUSTOMER_REPLY.)
  const answered = (i: number) => words[i].tags.has('OutcomeNouns') && !!words[i - 1]?.tags.has('PersonNouns');
  let kept = words.filter((t, i) => !(t.tags.has('EventNouns') && i > 0 && t.pos !== 'verb' && !modifies(i) && !answered(i)) && !t.tags.has('MannerWords') && !(i > 0 && listed('ProForms', t.norm)));
  // ("Next", "Back": a control named by a word that is usually a filler.)
  if (!kept.length) kept = content(tokens).filter((t) => !t.tags.has('EventNouns'));
  // (A gesture written in the passive keeps the text's order: "the button is clicked" → BUTTON_CLICKED.)
  const parts = kept.map((t, i) => {
    if (isName(t)) return written(t);
    // ("Pausing moves it ...": a gesture named by its gerund alone is named by the verb.)
    const gerund = i === 0 && kept.length === 1 && t.kind === 'word' && /ing$/.test(t.norm) && t.lemma !== t.norm;
    const verbForm = t.pos === 'verb' || gerund || (t.tags.has('GestureVerbs') && (i === 0 || /(ed|en)$/.test(t.norm)));
    // ("PRESS_BUTTON", but "PRODUCT_DROPPED", "SAVE_COMPLETES": a verb after its subject keeps its form.)
    return verbForm && i === 0 ? t.lemma : t.norm.replace(/['’]s$/, '');
  });
  return screaming(parts) || 'EVENT';
}

export function actionName(tokens: Token[]): string {
  const sole = soleName(tokens);
  if (sole) return written(sole);
  const kept = content(tokens, true).filter((t) => !t.tags.has('MannerWords') && !listed('PersonalPronouns', t.norm));
  const parts = kept.slice(0, 6).map((t, i) => (isName(t) ? written(t) : i === 0 ? t.lemma : t.norm.replace(/['’]s$/, '')));
  return camel(parts) || 'action';
}

export function serviceName(tokens: Token[]): string {
  const sole = soleName(tokens);
  if (sole) return written(sole);
  return actionName(tokens.filter((t) => !t.tags.has('ServiceNouns')));
}

/** A guard's name negated: "termsAreTicked" → "termsAreNotTicked", "isNotAdmin" → "isAdmin". */
export function negateCond(name: string): string {
  const parts = words(name).map((w) => w.toLowerCase());
  const not = parts.indexOf('not');
  if (not >= 0) parts.splice(not, 1);
  else {
    const copula = parts.findIndex((w) => listed('NegatableAuxiliaries', w));
    parts.splice(copula >= 0 ? copula + 1 : 0, 0, 'not');
  }
  return camel(parts) || 'condition';
}

/** Comparisons written as symbols, in words: "quantity > 0" → quantityGreaterThan0. */
const COMPARISONS = new Map([['>', 'greater than'], ['<', 'less than'], ['>=', 'at least'], ['≥', 'at least'], ['<=', 'at most'], ['≤', 'at most'], ['=', 'equals'], ['==', 'equals'], ['!=', 'not equal to'], ['≠', 'not equal to']]);

/** Whether a token is a comparison ("<", ">=", "≠"): a clause with one is a guard. */
export const isComparison = (t: Token) => t.kind === 'symbol' && COMPARISONS.has(t.text);

export function condName(given: Token[], negate = false): string {
  // ("attempts < max_attempts", "the `count` reaches 10": a comparison is more than the one name in it.)
  const sole = given.some((t) => isComparison(t) || t.kind === 'number') ? null : soleName(given);
  if (sole) return negate ? `not ${written(sole)}` : written(sole);
  const tokens = given.flatMap((t, i) => {
    // (">" and "=" written apart are ">=".)
    const joined = t.kind === 'symbol' && given[i + 1]?.text === '=' && given[i + 1].start === t.end ? `${t.text}=` : t.text;
    if (t.text === '=' && given[i - 1]?.kind === 'symbol' && given[i - 1].end === t.start) return [];
    const words = t.kind === 'symbol' ? COMPARISONS.get(joined) : undefined;
    return words ? words.split(' ').map((w) => ({ ...t, kind: 'word' as const, text: w, norm: w })) : [t];
  });
  // ("their first visit": a manner word used as an adjective is part of the name.)
  // ("if it's their first visit" → isFirstVisit: the pronoun before a copula names nothing.)
  const words = tokens.filter((t) => t.kind !== 'punct');
  const pronounFirst = words.length > 2 && listed('ThirdPersonPronouns', words[0].norm) && listed('FiniteBeForms', words[1].norm);
  // ("if every question is answered": in a guard, how many is part of the condition.)
  const kept = (pronounFirst ? words.slice(1) : words).filter((t) => (!listed('NameDeterminers', t.norm) || listed('GuardQuantifiers', t.norm)) && !(t.tags.has('MannerWords') && t.pos !== 'adj' && t.pos !== 'num'));
  const parts = kept.map((t) => (isName(t) ? written(t) : t.norm.replace(/n['’]t$/, ' not').replace(/^(it|that|this)['’]s$/, 'is')));
  const name = camel(parts.join(' ').split(' ')) || 'condition';
  return negate ? negateCond(name) : name;
}
