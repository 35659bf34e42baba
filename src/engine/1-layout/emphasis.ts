/**
 * Markdown emphasis ("**Typing**", "*idle*", "__done__") marks a name for the eye; the words are
 * what count. Its markers become spaces, so every offset in the text stays where it was.
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
