/**
 * Sentences: the text is cut into sentences (and list items, table rows, arrow lines), each
 * with its character span. A line that starts with a list marker is a sentence of its own; so
 * is a line of a table.
 */
import type { Span } from '../model/flow.js';

export interface Sentence extends Span {
  text: string;
  /** The line is a row of a `|`-separated table. */
  tableRow?: string[];
}

const LIST_MARKER = /^\s*(?:[-*•+]|\d+[.)]|[a-z][.)])\s+/;

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const start = lineStart;
    lineStart += line.length + 1;
    if (!line.trim()) continue;
    if (/^\s*\|.*\|\s*$/.test(line)) {
      const cells = line.trim().slice(1, -1).split('|').map((c) => c.trim());
      if (cells.every((c) => /^:?-+:?$/.test(c))) continue;
      sentences.push({ text: line, start, end: start + line.length, tableRow: cells });
      continue;
    }
    const marker = LIST_MARKER.exec(line);
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
  }
  return sentences;
}

function pushTrimmed(out: Sentence[], piece: string, at: number): void {
  const lead = piece.length - piece.trimStart().length;
  const trimmed = piece.trim();
  if (!trimmed) return;
  out.push({ text: trimmed, start: at + lead, end: at + lead + trimmed.length });
}
