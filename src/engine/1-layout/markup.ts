/**
 * Markdown that is there for the eye: emphasis ("**Typing**", "*idle*") marks a name,
 * and a numbered list's markers ("3. After 5 seconds ...") count the items; the words are what
 * count. The markers become spaces, so every offset in the text stays where it was.
 */
// (Stars only: underscores belong to identifiers, "__proto__", "power_up_mode".)
const STRONG = /(\*\*)(?=\S)([^\n]*?\S)\1/g;
// (One star around words, not a list marker.)
const EMPHASIS = /(^|[\s(])(\*)(?=[^\s*])([^*\n]*?[^\s*])\2(?=[\s.,;:!?)]|$)/gm;

export function withoutEmphasis(text: string): string {
  if (!text.includes('*')) return text;
  return text
    .replace(STRONG, (_m, marker: string, inner: string) => ' '.repeat(marker.length) + inner + ' '.repeat(marker.length))
    .replace(EMPHASIS, (_m, before: string, _marker: string, inner: string) => `${before} ${inner} `);
}

const NUMBERED = /^(\s*)(\d+[.)])(?=\s)/gm;

/** The words of a text for the tagger: without emphasis, and without the numbers of numbered items. */
export function forTagging(text: string): string {
  return withoutEmphasis(text).replace(NUMBERED, (_m, indent: string, marker: string) => indent + ' '.repeat(marker.length));
}
