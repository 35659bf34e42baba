/**
 * Sentences: the text is cut into sentences (and list items, table rows, arrow lines), each
 * with its character span. A line that starts with a list marker is a sentence of its own; so
 * is a line of a table. Gherkin scenarios (Given / When / Then) are read as sentences: a When
 * step and the Then and And steps after it make one.
 */
import type { Span } from '../model/flow.js';

export interface Sentence extends Span {
  text: string;
  /** The line is a row of a `|`-separated table. */
  tableRow?: string[];
  /** A heading ("Support ticket lifecycle:") or a Gherkin title ("Scenario: ..."): it names behaviour rather than telling it. */
  title?: boolean;
}

const LIST_MARKER = /^\s*(?:[-*•+]|\d+[.)]|[a-z][.)])\s+/;
/** Gherkin titles ("Scenario: paying for an order"): the keyword is a marker, not a word. */
const GHERKIN_TITLE = /^\s*(?:Feature|Scenario Outline|Scenario|Background|Example|Rule):\s*/;
/** A heading: two to six words ending in a colon, not a place ("In idle:") or a moment ("When paid:"). */
const HEADING = /^\s*(?!(?:in|from|on|at|while|when|during|inside|once|after|if)\b)[\w'’-]+(?:\s+[\w'’()-]+){1,5}\s*:\s*$/i;
/** "Given" sets the scene: a marker, like a bullet. */
const GHERKIN_GIVEN = /^\s*Given\s+/;
/** A step that goes on with what the step before it began ("Then ...", "And ...", but not "But when ..."). */
const GHERKIN_CONTINUES = /^\s*(?:Then|And|But(?!\s+(?:when|if)\b))\b/;
const GHERKIN_STEP = /^\s*(?:Given|When|Then|And|But)\b/;

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let lineStart = 0;
  // The sentence a Gherkin step line made, which a following Then/And line continues.
  let openStep: Sentence | null = null;
  for (const line of text.split('\n')) {
    const start = lineStart;
    lineStart += line.length + 1;
    if (!line.trim()) continue;
    const step = GHERKIN_STEP.test(line);
    if (step && openStep && GHERKIN_CONTINUES.test(line)) {
      // "When they press 'Pay' / Then the app shows processing" is one sentence.
      const end = start + line.trimEnd().length;
      openStep.text = text.slice(openStep.start, end);
      openStep.end = end;
      continue;
    }
    openStep = null;
    if (/^\s*\|.*\|\s*$/.test(line)) {
      const cells = line.trim().slice(1, -1).split('|').map((c) => c.trim());
      if (cells.every((c) => /^:?-+:?$/.test(c))) continue;
      sentences.push({ text: line, start, end: start + line.length, tableRow: cells });
      continue;
    }
    const title = GHERKIN_TITLE.exec(line);
    if (title) {
      const count = sentences.length;
      pushTrimmed(sentences, line.slice(title[0].length), start + title[0].length);
      if (sentences.length > count) sentences[count].title = true;
      continue;
    }
    // "Support ticket lifecycle:" over a list is a heading. (One word, "Checkout:", may be the
    // state the lines under it happen in; "In idle:" certainly is.)
    if (HEADING.test(line) && !LIST_MARKER.test(line)) {
      const count = sentences.length;
      pushTrimmed(sentences, line, start);
      if (sentences.length > count) sentences[count].title = true;
      continue;
    }
    const marker = LIST_MARKER.exec(line) ?? GHERKIN_GIVEN.exec(line);
    const bodyStart = start + (marker ? marker[0].length : 0);
    const body = line.slice(bodyStart - start);
    // Sentence ends: . ! ? followed by space and not part of a number or an abbreviation.
    const re = /[.!?]+(?=\s+|$)/g;
    let from = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(body))) {
      const before = body.slice(Math.max(0, m.index - 4), m.index);
      if (/\b(e\.g|i\.e|etc|vs|approx)$/i.test(before)) continue;
      const end = m.index + m[0].length;
      pushTrimmed(sentences, body.slice(from, end), bodyStart + from);
      from = end;
    }
    pushTrimmed(sentences, body.slice(from), bodyStart + from);
    if (step && !/[.!?]\s*$/.test(line)) openStep = sentences[sentences.length - 1] ?? null;
  }
  return sentences;
}

function pushTrimmed(out: Sentence[], piece: string, at: number): void {
  const lead = piece.length - piece.trimStart().length;
  const trimmed = piece.trim();
  if (!trimmed) return;
  out.push({ text: trimmed, start: at + lead, end: at + lead + trimmed.length });
}
