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
