/** Turning captured words into names and lists, shared by both passes. */
import type { Grammar } from './grammar/load.js';
import type { Capture } from './grammar/matcher.js';
import { stateName } from './naming.js';
import type { Role } from './roles.js';
import type { Token } from './tokens.js';

export function slice(tokens: Token[], cap: Capture | undefined): Token[] {
  return cap ? tokens.slice(cap.from, cap.to) : [];
}

export function capture(tokens: Token[], role: Role, name: string): Token[] {
  return slice(tokens, role.caps[name]);
}

/** Words that refer to the described thing itself ("it", "the app"), not to a state. */
export function isEntity(words: Token[]): boolean {
  const content = words.filter((t) => !t.tags.has('Determiners') && !t.tags.has('Punct'));
  return content.length > 0 && content.every((t) => t.tags.has('EntityNouns'));
}

export function nameOfState(words: Token[], g: Grammar): string | null {
  const content = words.filter((t) => !t.tags.has('Punct'));
  if (!content.length || isEntity(content)) return null;
  // A state name is short; a long phrase is a description, not a name.
  const meaningful = content.filter((t) => !t.tags.has('Determiners') && !t.tags.has('TrailingFillers'));
  // "the first", "the third back": an ordinal alone is a name (of a slide, a step).
  const ordinal = content.filter((t) => t.tags.has('Ordinal'));
  if (ordinal.length === 1 && meaningful.every((t) => t === ordinal[0])) return ordinal[0].norm;
  if (!meaningful.length || meaningful.length > 4) return null;
  // "the column under the pointer" describes a place; a state's name has no such preposition.
  if (meaningful.some((t) => /^(under|over|above|below|behind|beside|near|beneath)$/.test(t.norm))) return null;
  return stateName(meaningful, (w) => g.lexicon.has('UnnamedHeads', w)) || null;
}

/** Splits "shipping, payment and review steps" into its items' words. */
export function listItems(words: Token[], g: Grammar): Token[][] {
  const items: Token[][] = [];
  let current: Token[] = [];
  const flush = () => {
    // ("first, second and third": ordinals are names here.)
    const kept = current.filter((t) => !t.tags.has('Determiners') && !(t.tags.has('Value') && !(t.tags.has('Ordinal') && current.length === 1)) && !t.tags.has('Number') && !t.tags.has('Adverb'));
    if (kept.length) items.push(kept);
    current = [];
  };
  // "three slides: first, second and third": the items follow the colon.
  const colon = words.findIndex((t) => t.tags.has('Colon'));
  if (colon >= 0 && colon < words.length - 1) words = words.slice(colon + 1);
  for (const token of words) {
    if (token.tags.has('Predicate') && !token.tags.has('Ident')) break;
    if (token.tags.has('Punct') || ['and', 'or', 'either', 'then', 'both'].includes(token.norm)) {
      if (token.tags.has('Period') || token.tags.has('Semicolon')) break;
      flush();
      continue;
    }
    current.push(token);
  }
  flush();
  // "two modes inside": a count and a kind before the colon or comma are not items.
  const cleaned = items
    .map((item) => item.filter((t) => !['inside', 'in', 'that', 'order', 'steps', 'step', 'sections', 'section', 'tabs', 'modes', 'states', 'slides', 'screens', 'phases', 'stages'].includes(t.norm)))
    .filter((item) => item.length > 0 && item.length <= 3);
  return cleaned.filter((item) => !item.some((t) => t.tags.has('Boundary')) || item.length === 1);
}

export function stateNamesOf(words: Token[], g: Grammar): string[] {
  return listItems(words, g)
    .map((item) => (item.length === 1 && item[0].tags.has('Ordinal') ? item[0].norm : nameOfState(item, g)))
    .filter((n): n is string => !!n);
}

/** Whether a phrase begins with a verb rather than a name ("see 'Invalid code'"). */
export function startsWithVerb(words: Token[]): boolean {
  return !!words[0]?.tags.has('Verb') && !words[0].tags.has('Noun') && !words[0].tags.has('Label') && !words[0].tags.has('PastTense');
}

/** A single word written as an identifier ("flashingRed", "SYN_RECEIVED") names exactly itself. */
export function writtenAsIdentifier(words: Token[]): boolean {
  const content = words.filter((t) => !t.tags.has('Determiners') && !t.tags.has('Punct'));
  return content.length === 1 && (content[0].tags.has('Camel') || content[0].tags.has('Ident'));
}

/** "while the doors are open": the captured noun with the word after its copula. */
export function statePhrase(tokens: Token[], role: Role): Token[] | null {
  if (role.rule !== 'source.while' || !role.caps.state) return null;
  const [copula, word] = tokens.slice(role.caps.state.to, role.caps.state.to + 2);
  if (!copula || !/^(is|are)$/.test(copula.norm) || !word || word.tags.has('Punct') || word.tags.has('Determiners')) return null;
  return [...tokens.slice(role.caps.state.from, role.caps.state.to), word];
}

/** A gerund opening a clause, with a verb right after its phrase: the subject, an event. */
export function gerundSubjectAt(tokens: Token[], from: number, to: number): boolean {
  const first = tokens[from];
  const before = tokens[from - 1];
  const opens = !before || before.tags.has('Punct') || /^(and|but|or|then|while|whereas)$/.test(before.norm);
  if (!first || !/ing$/.test(first.norm) || !opens) return false;
  // ("Opening the door during cooking also goes to …": a place may stand before the verb.)
  let at = to;
  if (/^(during|in|on|at|from|while|inside)$/.test(tokens[at]?.norm ?? '')) {
    const limit = Math.min(tokens.length, at + 5);
    while (at < limit && !tokens[at].tags.has('Predicate') && !tokens[at].tags.has('Punct')) at++;
  }
  return !!tokens[at]?.tags.has('Predicate');
}

/** "(doorsOpen)" right after a phrase: an identifier in brackets that names what it meant. */
export function bracketedName(tokens: Token[], at: number): string | null {
  const [open, named, close] = tokens.slice(at, at + 3);
  if (!open?.tags.has('OpenParen') || !close?.tags.has('CloseParen')) return null;
  return named.tags.has('Ident') || named.tags.has('Camel') ? named.text : null;
}

/**
 * "Entering the correct PIN goes to unlocked": a gerund without "on" or "when", whose object
 * has a determiner and is no state ("Entering the call turns on the camera" is), as the
 * subject of a verb, is something the user does, not an entry.
 */
export function gerundSubject(tokens: Token[], role: Role, isState: (words: Token[]) => boolean): boolean {
  if (role.rule.includes('whenever') || !tokens[role.from + 1]?.tags.has('Determiners')) return false;
  return gerundSubjectAt(tokens, role.from, role.to) && !isState(tokens.slice(role.caps.state.from, role.caps.state.to));
}

/** Whether an object (a determiner, a label or a noun) follows at `at`: "shows a splash screen", not "it unlocks". */
export function objectFollows(tokens: Token[], at: number): boolean {
  const after = tokens[at];
  return !!after && (after.tags.has('Determiners') || after.tags.has('Label') || (after.tags.has('Noun') && !after.tags.has('Pronoun')));
}

/** The words from `from` to the end of their phrase: up to punctuation, a linking word or, if asked, a verb. */
export function phraseAt(tokens: Token[], from: number, stopAtVerb = false): Token[] {
  let end = from;
  while (end < tokens.length && !tokens[end].tags.has('Punct') && !tokens[end].tags.has('Boundary') && !(stopAtVerb && tokens[end].tags.has('Predicate'))) end++;
  return tokens.slice(from, end);
}
