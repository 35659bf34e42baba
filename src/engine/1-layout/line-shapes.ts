/**
 * The shapes of lines the layout recognises before any word is read: list markers, headings,
 * fences, lines of a diagram written as text, lead-ins, bare items and a text's title line.
 */
import { TABLE_ROW } from './table-lines.js';
import { wordPattern } from '../grammar/words.js';

/** The widest line prose wrapped at a fixed width has (RFCs wrap at 72, mail at 78, editors at 80 to 100). */
export const MAX_WRAP = 100;

// (And a section's number, "4.2.1 A valid ticket read ...", before a capital.)
// (An RFC's bullet is a letter o and two spaces: "   o  A provisional 180 (Ringing) response ...".)
export const LIST_MARKER = /^\s*(?:[-*•+]+|\d+[.)]|[a-z][.)]|\(\d+\)|\d+(?:\.\d+)+\.?(?=\s+[A-Z])|o(?=[ \t]{2,}\S))\s+/;
/** "Step 3 – ...", "Case 1: ...": a numbered label before the sentence. */
export const numberedLabel = () => wordPattern('LabelNouns', '^\\s*(?:%)\\s+\\d+[a-z]?\\s*[:–—-]\\s+', 'i');
export const MARKDOWN_HEADING = /^\s*#{1,6}\s+/;
/** "== Behaviour ==": a wiki's heading, its closing marks dropped from the title. */
export const WIKI_HEADING = /^\s*={2,6}(?=[^=]+={2,6}\s*$)\s*/;
export const FENCE = /^\s*(```|~~~)/;
/** A line of a diagram written as text: one or two names, an arrow, a name ("[*] --> Off", "A -> B on E"). */
// ("COUNTDOWN --(3 s)--> CAPTURE", "CAPTURE --shot ok, fewer than 4--> COUNTDOWN": a label of any words between the dashes.)
export const LABELLED_ARROW_LINE = /^\s*[\w.[\]*"'`-]+\s+--[^-\n][^\n]*?-->\s*[\w.[\]*"'`-]+\s*$/;
export const ARROW_LINE = /^\s*[\w.[\]*"'`-]+(?:\s+[\w.[\]*"'`-]+)?\s*(?:-->|->|→|⟶)\s*[\w.[\]*"'`-]+/;
/** A sentence's stop, with a closing bracket or quote after it when a sentence follows: "(... a useful one.) A newly created Pod ...". */
export const SENTENCE_STOP = () => /[.!?]+[)"”’]+(?=\s+[A-Z]|$)|[.!?]+(?=\s+|$)/g;
/** Abbreviations that end in a period without ending the sentence. */
export const abbreviation = () => wordPattern('PeriodAbbreviations', '\\b(?:%)$', 'i');

export interface Line {
  text: string;
  start: number;
}

export function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const own = line.replace(/\r$/, '');
    // ("## Grunt AI. The grunt uses ...": a heading with the paragraph run on after it is two lines.)
    const runOn = MARKDOWN_HEADING.test(own) ? /[.!?]\s+(?=[A-Z])/.exec(own) : null;
    if (runOn) {
      const cut = runOn.index + 1;
      lines.push({ text: own.slice(0, cut), start: at }, { text: own.slice(cut), start: at + cut });
    } else lines.push({ text: own, start: at });
    at += line.length + 1;
  }
  return lines;
}

/** A short line that ends in a colon introduces what follows (a list, a table, lines). */
export function isLeadIn(line: string): boolean {
  const trimmed = line.trim();
  return /:$/.test(trimmed) && trimmed.split(/\s+/).length <= 40;
}

/** A line with no sentence punctuation, short, under a lead-in: an item of its list. */
export function isBareItem(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.split(/\s+/).length <= 16 && !/[.!?]$/.test(trimmed.replace(/\.\.$/, ''));
}

/**
 * "Hiring pipeline (Greenhouse stages, simplified)", then a blank line and the text: a short first
 * line with no sentence punctuation, a paragraph of its own with more after it, is the text's title.
 * So is one right above punctuated prose ("Borrowing rules" over "Items are Available on the
 * shelf. When ..."): who punctuates the sentences under a line leaves its end bare for a title.
 */
export function titleLine(lines: { text: string }[], n: number): RegExpExecArray | null {
  const line = lines[n].text.trim();
  const first = lines.slice(0, n).every((l) => !l.text.trim());
  const next = lines[n + 1]?.text.trim() ?? '';
  const alone = !next && lines.slice(n + 1).some((l) => l.text.trim());
  const overProse = /^[A-Z0-9("*_]/.test(next) && /[.!?]["”)]?(\s|$)/.test(next);
  // ("5. Account status", a paragraph of its own over prose that is no list: a numbered section's title.)
  const after = lines.slice(n + 1).find((l) => l.text.trim())?.text ?? '';
  const section = alone && !LIST_MARKER.test(after) ? /^\s*\d+(?:\.\d+)*\.?\s+(?=[A-Z])/.exec(lines[n].text) : null;
  if (!first || !(alone || overProse) || line.split(/\s+/).length > 8 || /[.!?:;,]$/.test(line) || ARROW_LINE.test(line) || (LIST_MARKER.test(line) && !section) || TABLE_ROW.test(line)) return null;
  return section ?? /^/.exec(line);
}
