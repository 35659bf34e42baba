/**
 * Diagnostics: text that yielded nothing is named, never silently dropped. A sentence of
 * commentary (about the code, the author, the reader) says so; any other sentence that produced
 * nothing is an unused sentence.
 */
import type { Diagnostic } from '../../model/flow.js';
import type { Reading } from '../5-frames/meaning.js';

interface SentenceLike {
  unit: { kind: string; start: number; end: number; text: string };
}

/** `declared`: where the text lists states ("States: `idle`, `loading`, `done`."), which is a use of its sentence. */
export function diagnose(text: string, sentences: SentenceLike[], readings: Reading[][], used: Set<Reading>, untriggered: Set<Reading> = new Set(), declared: number[] = []): Diagnostic[] {
  const out: Diagnostic[] = [];
  sentences.forEach(({ unit }, i) => {
    const own = readings[i] ?? [];
    // ("From idle, it goes to running."): a move read, with no event, wait or condition that sets it off.
    for (const r of own) {
      if (!untriggered.has(r) || used.has(r) || !r.clause.tokens.length) continue;
      const span = { start: r.clause.tokens[0].start, end: r.clause.tokens[r.clause.tokens.length - 1].end };
      out.push({ code: 'no-trigger', severity: 'warning', message: 'Read a move to another state, but nothing says what sets it off: name its event ("on START"), a wait ("after 5 seconds") or a condition ("when the form is valid").', input: 'text', span, excerpt: text.slice(span.start, span.end) });
    }
    if (unit.kind === 'heading') {
      // ("Scenario: opening the menu", "## Setup": a title names a part of the text, not behaviour.)
      const span = { start: unit.start, end: unit.end };
      out.push({ code: 'unused-sentence', severity: 'info', message: 'Read as a title: it names a part of the description, not behaviour.', input: 'text', span, excerpt: text.slice(span.start, span.end) });
      return;
    }
    if (own.some((r) => used.has(r)) || declared.some((at) => at >= unit.start && at < unit.end)) return;
    const span = { start: unit.start, end: unit.end };
    const excerpt = text.slice(span.start, span.end);
    if (unit.kind === 'code') {
      out.push({ code: 'unused-sentence', severity: 'info', message: 'Code is not read: describe the behaviour in words.', input: 'text', span, excerpt });
      return;
    }
    const commentary = own.find((r) => r.meanings.some((m) => m.kind === 'commentary'));
    if (commentary && own.every((r) => r.meanings.every((m) => m.kind === 'commentary' || m.kind === 'none'))) {
      const why = commentary.meanings.find((m) => m.kind === 'commentary');
      out.push({ code: 'commentary', severity: 'info', message: `Read as commentary (${why?.kind === 'commentary' ? why.why : 'an aside'}): it describes no behaviour.`, input: 'text', span, excerpt });
      return;
    }
    out.push({ code: 'unused-sentence', severity: 'info', message: 'No state, event or transition was read from this sentence.', input: 'text', span, excerpt });
  });
  return out;
}
