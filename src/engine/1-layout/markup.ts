/**
 * Markdown that is there for the eye: emphasis ("**Typing**", "*idle*", "__done__") marks a name,
 * and a numbered list's markers ("3. After 5 seconds ...") count the items; the words are what
 * count. The markers become spaces, so every offset in the text stays where it was.
 */
const STRONG = /(\*\*|__)(?=\S)([^\n]*?\S)\1/g;
// (One marker around words, not a list marker and not inside an identifier such as power_up_mode.)
const EMPHASIS = /(^|[\s(])([*_])(?=[^\s*_])([^*_\n]*?[^\s*_])\2(?=[\s.,;:!?)]|$)/gm;

export function withoutEmphasis(text: string): string {
  if (!text.includes('*') && !text.includes('_')) return text;
  return text
    .replace(STRONG, (_m, marker: string, inner: string) => ' '.repeat(marker.length) + inner + ' '.repeat(marker.length))
    .replace(EMPHASIS, (_m, before: string, _marker: string, inner: string) => `${before} ${inner} `);
}

const NUMBERED = /^(\s*)(\d+[.)])(?=\s)/gm;

/** The words of a text for the tagger: without emphasis, and without the numbers of numbered items. */
export function forTagging(text: string): string {
  return withoutEmphasis(text).replace(NUMBERED, (_m, indent: string, marker: string) => indent + ' '.repeat(marker.length));
}
