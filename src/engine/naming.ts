/**
 * The naming policy, in one place.
 *
 * - A name written as an identifier in the text (FETCH, DATA_LOADED, lockedOut, open.idle) is
 *   kept exactly as written.
 * - Otherwise names are made from the text's own words, with determiners, possessives and
 *   filler dropped:
 *   - states: camelCase, without words that only say "this is a state" (screen, page, view,
 *     step, mode, state): "the settings screen" → `settings`, "the help modal" → `helpModal`;
 *   - events: SCREAMING_SNAKE_CASE, a gesture verb in its base form first: "clicking the
 *     'Help' button" → `CLICK_HELP_BUTTON`, "when results arrive" → `RESULTS_ARRIVE`;
 *   - actions, guards and services: camelCase, verbs in their base form:
 *     "shows a 'Deleted' toast" → `showDeletedToast`, "the code is correct" → `codeIsCorrect`.
 */
import { lemma, type Token } from './tokens.js';

const DROP = new Set(['the', 'a', 'an', 'their', 'its', 'his', 'her', 'our', 'your', 'my', "'s", '’s', 'this', 'that', 'these', 'those', 'user', "user's", 'users', 'you', 'they', 'them', 'we', 'i', 'me', 'just', 'also', 'then', 'still', 'only', 'simply']);
const AUX = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'gets', 'get', 'got', 'has', 'have', 'had']);

export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

function camel(parts: string[]): string {
  const flat = parts.flatMap((p) => words(p)).map((w) => w.toLowerCase());
  return flat.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/** A single token written as an identifier keeps its spelling. */
function asWritten(tokens: Token[]): string | null {
  const named = tokens.filter((t) => !DROP.has(t.norm));
  if (named.length === 1 && named[0].tags.has('Ident')) return named[0].text.replace(/[^\w.-]/g, '');
  return null;
}

/** Words that name who acts ("the user clicks") add nothing to an event's name, but are part of an action's object ("fetch the user profile"). */
const ACTORS = new Set(['user', "user's", 'users', 'you', 'they', 'them', 'we']);

function contentTokens(tokens: Token[], keepActors = false): Token[] {
  return tokens.filter((t) => !t.tags.has('Punct') && (!DROP.has(t.norm) || (keepActors && ACTORS.has(t.norm))) && !/^'s$/.test(t.norm));
}

export function stateName(tokens: Token[], unnamedHeads: (word: string) => boolean): string {
  const written = asWritten(tokens);
  if (written) return written;
  // "the linkSent confirmation": an identifier written in camelCase is the name, the noun after
  // it says what kind of place it is.
  const idents = tokens.filter((t) => t.tags.has('Camel'));
  if (idents.length === 1 && tokens.indexOf(idents[0]) === tokens.length - 2) return idents[0].text.replace(/[^\w.-]/g, '');
  let kept = contentTokens(tokens).filter((t) => !t.tags.has('TrailingFillers'));
  // "a new shipping step" names shipping: "new" says the state is being added.
  if (kept.length > 1) kept = kept.filter((t) => t.norm !== 'new');
  const named = kept.filter((t) => !unnamedHeads(t.norm));
  if (named.length) kept = named;
  if (!kept.length) kept = tokens.filter((t) => !t.tags.has('Punct'));
  return camel(kept.map((t) => (t.tags.has('Label') ? t.text : t.norm.replace(/'s$/, ''))));
}

export function eventName(tokens: Token[]): string {
  const written = asWritten(tokens);
  if (written) return written;
  // "when DATA_LOADED arrives": an identifier with only verbs beside it is the event's name.
  const idents = tokens.filter((t) => t.tags.has('Caps') || t.tags.has('Camel'));
  const others = contentTokens(tokens).filter((t) => !idents.includes(t) && !AUX.has(t.norm));
  // ("entering the PIN" is a gesture on a thing: ENTER_PIN.)
  if (idents.length === 1 && others.every((t) => t.tags.has('Verb') && !t.tags.has('Noun') && !t.tags.has('GestureVerbs'))) return idents[0].text;
  // "the host's CLOSE": who sends an event written as an identifier is not part of its name.
  // ("Calling it", "something is typed": the thing itself, or something unnamed, names no event either.)
  const kept = contentTokens(tokens).filter((t, i, all) => !AUX.has(t.norm) && !(/^(it|something|anything|someone|anyone)$/.test(t.norm) && all.length > 1) && !(t.tags.has('Possessive') && all[i + 1] && (all[i + 1].tags.has('Caps') || all[i + 1].tags.has('Ident'))));
  // A gesture in the passive voice names the gesture first: "'Upload' is clicked" → CLICK_UPLOAD.
  const gestureAt = kept.findIndex((t) => t.tags.has('GestureVerbs') && !t.tags.has('Label'));
  let ordered = kept;
  if (gestureAt > 0 && /ed$|en$/.test(kept[gestureAt].norm)) ordered = [kept[gestureAt], ...kept.slice(0, gestureAt), ...kept.slice(gestureAt + 1)];
  const parts = ordered.map((t, i) => {
    if (t.tags.has('Label') || t.tags.has('Ident')) return t.text;
    // Verbs in their base form; a noun that ends in -ing ("the meeting") stays as it is.
    const gerund = (t.tags.has('Gerund') || /ing$/.test(t.norm)) && !(t.tags.has('Noun') && i > 0);
    if (gerund || (t.tags.has('GestureVerbs') && (i === 0 || /ed$|en$/.test(t.norm)))) return lemma(t.norm);
    return t.norm.replace(/['’]s$/, '');
  });
  const flat = parts.flatMap((p) => words(p)).map((w) => w.toUpperCase());
  return flat.join('_') || 'EVENT';
}

export function actionName(tokens: Token[]): string {
  const written = asWritten(tokens);
  if (written) return written;
  const kept = contentTokens(tokens, true).filter((t) => !AUX.has(t.norm) && !t.tags.has('TrailingFillers') && !/^(they|them|you|we)$/.test(t.norm));
  const parts = kept.slice(0, 6).map((t, i) => (i === 0 && !t.tags.has('Label') ? lemma(t.norm) : t.tags.has('Label') ? t.text : t.norm));
  return camel(parts) || 'action';
}

/** "a receipt is emailed" → emailReceipt */
export function passiveActionName(object: Token[], verb: Token, rest: Token[]): string {
  return actionName([{ ...verb, norm: lemma(verb.norm), tags: new Set(['Verb']) }, ...object, ...rest]);
}

/** The guard an adjective of judgement puts on an event: "the correct code" → codeIsCorrect. */
export function verdictCond(noun: Token, adjective: Token): string {
  return camel([noun.norm, noun.tags.has('Plural') ? 'are' : 'is', adjective.norm]);
}

/** A guard's name negated: "termsAreTicked" → "termsAreNotTicked", "isNotAdmin" → "isAdmin". */
export function negateCond(name: string): string {
  const parts = words(name).map((w) => w.toLowerCase());
  const not = parts.indexOf('not');
  if (not >= 0) parts.splice(not, 1);
  else {
    const copula = parts.findIndex((w) => /^(is|are|was|were|has|have|can|does|do)$/.test(w));
    parts.splice(copula >= 0 ? copula + 1 : 0, 0, 'not');
  }
  return camel(parts) || 'condition';
}

export function condName(tokens: Token[], negate = false): string {
  const kept = contentTokens(tokens).filter((t) => t.norm !== 'if');
  // ("if it's their first visit" → isFirstVisit: "it's" is the copula.)
  const parts = kept.map((t) => (t.tags.has('Label') ? t.text : t.norm.replace(/n't$/, ' not').replace(/^(it|that|this)['’]s$/, 'is')));
  const name = camel(parts.join(' ').split(' ')) || 'condition';
  return negate ? negateCond(name) : name;
}
