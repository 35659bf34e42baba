/**
 * Prose inside source comments: a block comment whose lines open with a star ("/* conn_fsm.c",
 * then " * States: ..." line by line), or two or more lines that open with "//". The comment's
 * marks become blanks, offsets kept, so its lines read as the paragraphs and items they are, not
 * as a list of starred items.
 */
const BLOCK = /\/\*+[\s\S]*?\*\//g;
const LINE_RUN = /(?:^[ \t]*\/\/.*(?:\n|$)){2,}/gm;
// ("```ts", then nothing but "// ..." lines, then "```": a fenced block of comments is prose, not code.)
const FENCED_COMMENTS = /^([ \t]*(```|~~~)[^\n]*\n)((?:[ \t]*(?:\/\/.*)?\n)+)([ \t]*\2[ \t]*)$/gm;

export function withoutCommentMarks(text: string): string {
  if (!text.includes('/*') && !text.includes('//')) return text;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  return text
    .replace(FENCED_COMMENTS, (_m, open: string, _fence: string, lines: string, close: string) => blank(open) + lines + blank(close))
    .replace(BLOCK, (block) => withColumnLabels(block.replace(/^\/\*+/, blank).replace(/\*+\/$/, blank).replace(/^([ \t]*)\*(?!\/)/gm, (_m, indent: string) => `${indent} `)))
    .replace(LINE_RUN, (run) => withColumnLabels(run.replace(/^([ \t]*)\/\/\/?/gm, (m) => ' '.repeat(m.length))));
}

// "  IDLE     If the room is ...": a name in capitals, then a wide gap, then what it means.
const COLUMN_LABEL = /^([ \t]{2,})([A-Z][A-Z0-9_-]+)[ \t]([ \t]+)(?=\S)/gm;

/**
 * ("ADV        fast advertising. Entered on boot ...", "SLEEP      radio off."): in a comment, two
 * or more lines that open with a name in capitals and a wide gap are items, each the name and,
 * after a colon, what it says of it, as "- ADV: fast advertising." would be written.
 */
function withColumnLabels(comment: string): string {
  if ([...comment.matchAll(COLUMN_LABEL)].length < 2) return comment;
  return comment.replace(COLUMN_LABEL, (_m, indent: string, name: string, gap: string) => `${' '.repeat(indent.length - 2)}- ${name}:${gap}`);
}
