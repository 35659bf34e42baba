/** The turns of a chat or a transcript: who speaks is told before a colon at the start of a line. */
import { listed } from '../grammar/words.js';
import { GHERKIN_TITLE } from './gherkin.js';

/** "**maya**: ok so ...", "tom: yes but ...": a short name before a colon that opens a line (bold marks are blanks here). */
const TURN = /^(?: {2}(\S[^:\n]{0,22}?) {2}|([A-Za-z][\w.-]{0,19}))\s*:\s+(?=\S)/;

/**
 * The speakers of a chat or a transcript: names that open two lines or more before a colon, when
 * two or more names do so. What each says is read on its own; the name is no state and no scene.
 * (A glossary names each of its states once; "Scenario:" and other Gherkin titles are no speakers.)
 */
export function speakersOf(lines: { text: string }[]): Set<string> {
  const counts = new Map<string, number>();
  for (const { text } of lines) {
    const turn = TURN.exec(text);
    if (!turn || GHERKIN_TITLE.test(text)) continue;
    const name = (turn[1] ?? turn[2]).toLowerCase();
    // ("Note: ...", "Tip: ...": a notice's label, however often, is nobody speaking.)
    if (listed('NoticeLabels', name)) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const repeated = [...counts.values()].some((n) => n >= 2);
  return repeated && counts.size >= 2 ? new Set(counts.keys()) : new Set();
}

/** The turn a line opens, when its speaker is one of `speakers`. */
export function turnOf(line: string, speakers: Set<string>): RegExpExecArray | null {
  const said = TURN.exec(line);
  return said && speakers.has((said[1] ?? said[2]).toLowerCase()) ? said : null;
}
