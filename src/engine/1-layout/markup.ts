/**
 * Markdown (and a wiki's markup) that is there for the eye: emphasis ("**Typing**", "*idle*",
 * "'''asleep'''"), and a manual's key in square brackets ("[STOP]"), mark a name,
 * and a numbered list's markers ("3. After 5 seconds ...") count the items; the words are what
 * count. The markers become spaces, so every offset in the text stays where it was.
 */
import { wordPattern } from '../grammar/words.js';

// (Stars only: underscores belong to identifiers, "__proto__", "power_up_mode". A wiki's quotes,
// "'''asleep'''", "''noise''", are its bold and italic.)
const STRONG = /(\*\*|'''|'')(?=\S)([^\n]*?\S)\1/g;
// (One star around words, not a list marker.)
const EMPHASIS = /(^|[\s(])(\*)(?=[^\s*])([^*\n]*?[^\s*])\2(?=[\s.,;:!?)]|$)/gm;

// ("with states $q_0, q_1, q_2$", "On reading $a$, $M$ moves ...": a textbook's inline math, whose
// letters and subscripted names are names. Not a price or a variable: "$5 and $10", "$HOME and $PATH".)
const MATH = /\$(?=[^\s\d$])([^$\n]{0,58}[^\s$\\])?\$/g;
// (A command or a brace inside it is typesetting: "$\{a, b\}$", "$\delta(q_0, a)$".)
const TYPESETTING = /\\[A-Za-z]+|\\.|[{}^]/g;
const MATH_NAME = /[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)?'*/g;

// ("Press [STOP] to end the infusion", "press the [SILENCE] key": a device manual's key, in capitals
// in square brackets. Not a link, "[Docs](url)", nor a reference or a box, "[1]", "[ ]", "[x]".)
const KEY = /\[([A-Z][A-Z0-9_-]*(?: [A-Z][A-Z0-9_-]*){0,2})\](?!\()/g;
// ("press [Start Treatment]", "select [Disinfection]": after a gesture, a key's label in brackets in any case.)
// (Not a diagram's event and guard, "SUBMIT [formIsValid]": the verb in small letters, or capitalised, and the label in words.)
const pressedKey = () => wordPattern('GestureVerbs', '\\b(?:%)\\s+(?:the\\s+)?\\[([A-Z][a-z0-9_-]*(?: [A-Za-z][a-z0-9_-]*){0,2})\\](?!\\()', 'gi');
const shouted = (match: string) => /^[A-Z]{2}/.test(match);

// ("the red light remains on (GEAR UNSAFE)", "the leveller floats (LEVELLER DEPLOYED)": a panel's or
// a display's words for where it is, in capitals in brackets, are one name.)
const SHOWN = /\(([A-Z][A-Z0-9_]+(?: [A-Z][A-Z0-9_]+)+)\)/g;

const hasEmphasis = (text: string) => text.includes('*') || text.includes("''") || text.includes('$') || text.includes('[');

export function withoutEmphasis(text: string): string {
  if (!hasEmphasis(text)) return text;
  return text
    .replace(STRONG, (_m, marker: string, inner: string) => ' '.repeat(marker.length) + inner + ' '.repeat(marker.length))
    .replace(EMPHASIS, (_m, before: string, _marker: string, inner: string) => `${before} ${inner} `)
    .replace(MATH, (_m, inner = '') => ` ${inner.replace(TYPESETTING, (t: string) => ' '.repeat(t.length))} `)
    .replace(KEY, (_m, key: string) => ` ${key} `)
    .replace(pressedKey(), (m: string, key: string) => (shouted(m) ? m : m.replace(`[${key}]`, ` ${key} `)));
}

// (A name is a few words, nothing else: not "**Note:**", "**Bug: player gets stuck ...**" or code.)
// ("**Start/Pause**": one key with two words on it.)
const NAME_LIKE = /^[A-Za-z][\w-]*(?:\/[A-Za-z][\w-]*)?(?: [A-Za-z][\w-]*){0,3}$/;
const RUN_IN = /^[A-Za-z][\w -]*\.$/;

/**
 * Where emphasis marks a name: "New tickets come in as **New**", "A field begins *pristine*". The
 * spans of the words inside the markers, for the tokenizer to read each as one name.
 */
export function emphasisedNames(text: string): { start: number; end: number }[] {
  if (!hasEmphasis(text) && !text.includes('(')) return [];
  const spans: { start: number; end: number }[] = [];
  for (const m of text.matchAll(STRONG)) {
    // ("**Internal review.** Finance approves ...": a run-in heading's stop is the heading's, not the name's.)
    const inner = RUN_IN.test(m[2]) && (m.index === 0 || text[m.index! - 1] === '\n') ? m[2].slice(0, -1) : m[2];
    if (NAME_LIKE.test(inner)) spans.push({ start: m.index! + m[1].length, end: m.index! + m[1].length + inner.length });
  }
  for (const m of text.matchAll(EMPHASIS)) {
    const start = m.index! + m[1].length + 1;
    // ("*Application received.* We have your ...": in italics too.)
    const inner = RUN_IN.test(m[3]) && (m.index === 0 || m[1] === '\n' || text[m.index! - 1] === '\n') ? m[3].slice(0, -1) : m[3];
    if (NAME_LIKE.test(inner) && !spans.some((s) => s.start <= start && start < s.end)) spans.push({ start, end: start + inner.length });
  }
  for (const m of text.matchAll(MATH)) {
    const inner = (m[1] ?? '').replace(TYPESETTING, (t) => ' '.repeat(t.length));
    for (const n of inner.matchAll(MATH_NAME)) spans.push({ start: m.index! + 1 + n.index!, end: m.index! + 1 + n.index! + n[0].length });
  }
  for (const m of text.matchAll(KEY)) spans.push({ start: m.index! + 1, end: m.index! + 1 + m[1].length });
  for (const m of [...text.matchAll(pressedKey())].filter((m) => !shouted(m[0]))) {
    const start = m.index! + m[0].lastIndexOf('[') + 1;
    if (!spans.some((x) => x.start === start)) spans.push({ start, end: start + m[1].length });
  }
  for (const m of text.matchAll(SHOWN)) spans.push({ start: m.index! + 1, end: m.index! + 1 + m[1].length });
  return spans.sort((a, b) => a.start - b.start);
}

// ("3. After 5 seconds ...", a section's number, "4.3.2 On arrival at a landing ...", and a
// requirement's, "REQ-CC-030 In STANDBY, pressing SET ...", "FR-12: When ...".)
const NUMBERED = /^(\s*)(\d+(?:\.\d+)+\.?|\d+[.)]|[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-\d+(?:\.\d+)*[:.)]?)(?=\s)/gm;

/** The words of a text for the tagger: `plain`, already without emphasis, without the numbers of numbered items. */
export function forTagging(plain: string): string {
  return plain.replace(NUMBERED, (_m, indent: string, marker: string) => indent + ' '.repeat(marker.length));
}

/**
 * ("Out for delivery: ... the status becomes Delivery attempted"): where the text writes again,
 * as it defined them, names of several words (a glossary's labels), each read as one name.
 * Spans of `plain` that overlap none of `taken`.
 */
export function definedNameSpans(plain: string, names: string[], taken: { start: number; end: number }[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const name of names) {
    const pattern = new RegExp(`(?<![\\w-])${name.split(' ').map(escape).join('[ \\t]+')}(?![\\w-])`, 'g');
    for (const m of plain.matchAll(pattern)) {
      const span = { start: m.index!, end: m.index! + m[0].length };
      if (![...taken, ...spans].some((s) => s.start < span.end && span.start < s.end)) spans.push(span);
    }
  }
  return [...taken, ...spans].sort((a, b) => a.start - b.start);
}
