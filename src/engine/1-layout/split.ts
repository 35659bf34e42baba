/**
 * Cuts a text into units (see units.ts). Line by line:
 * - a blank line ends a paragraph, and with it any list;
 * - a fenced code block is one `code` unit: it is code, not prose;
 * - `| a | b |` lines are table rows (a `|---|` line marks the row above as the header, and so does
 *   a first row naming the columns to leave and to go to, with or without the bars at its ends);
 * - `# Title` lines and short lines ending in a colon with no sentence before it are headings or
 *   lead-ins; the lines under a lead-in ("The states are:", "It has only two states:") are its
 *   items, with or without list markers;
 * - Gherkin steps: a When step and the Then/And steps after it are one sentence;
 * - in a chat, each speaker's turn is read on its own, without the speaker's name;
 * - everything else is cut into sentences at . ! ? followed by a space.
 */
import { GHERKIN_CONTINUES, GHERKIN_GIVEN, GHERKIN_STEP, GHERKIN_TITLE } from './gherkin.js';
import { speakersOf, turnOf } from './speakers.js';
import { BARE_ROW, TABLE_ROW, namesColumns } from './table-lines.js';
import { ARROW_LINE, FENCE, LABELLED_ARROW_LINE, LIST_MARKER, MARKDOWN_HEADING, MAX_WRAP, SENTENCE_STOP, WIKI_HEADING, abbreviation, isBareItem, isLeadIn, linesOf, numberedLabel, titleLine } from './line-shapes.js';
import type { Unit } from './units.js';

export function splitUnits(text: string): Unit[] {
  const units: Unit[] = [];
  let paragraph = 0;
  let heading: number | undefined;
  let lead: number | undefined;
  let leadAcross: number | undefined;
  let item = 0;
  let header: string[] | undefined;
  /** The number of cells of a table written without its end bars, while one goes on. */
  let bareColumns: number | undefined;
  let openStep: Unit | null = null;
  // A sentence a line left unfinished: the next prose line of the paragraph goes on with it.
  let openLine: Unit | null = null;
  let fence: { start: number; marker: string; line: number } | null = null;
  let blank = true;

  const push = (unit: Omit<Unit, 'paragraph'>): Unit => {
    const full: Unit = { ...unit, paragraph };
    if (heading !== undefined && full.kind !== 'heading') full.heading = heading;
    units.push(full);
    return full;
  };

  const lines = linesOf(text);
  const speakers = speakersOf(lines);
  for (let n = 0; n < lines.length; n++) {
    const { text: line, start } = lines[n];
    if (fence) {
      if (line.trim().startsWith(fence.marker)) {
        // ("queued  -> running    on START", "Off --> Heating : switchOn": a block of arrow lines is
        // a diagram written as text; each arrow line is read, the rest of the block is code.)
        const inner = lines.slice(fence.line + 1, n).filter((l) => l.text.trim());
        const arrows = inner.filter((l) => ARROW_LINE.test(l.text) || LABELLED_ARROW_LINE.test(l.text));
        if (arrows.length >= 2 && arrows.length * 2 >= inner.length) for (const l of arrows) push({ text: l.text.trim(), start: l.start + (l.text.length - l.text.trimStart().length), end: l.start + l.text.trimEnd().length, kind: 'sentence' });
        else push({ text: text.slice(fence.start, start + line.length), start: fence.start, end: start + line.length, kind: 'code' });
        fence = null;
      }
      continue;
    }
    const opened = FENCE.exec(line);
    if (opened) {
      fence = { start, marker: opened[1], line: n };
      continue;
    }
    if (!line.trim()) {
      // ("You'll receive one of three events:", a blank line, then "1. `approved`: ...": a lead-in with
      // no item yet leads the list after the blank line, when that opens with a list marker.)
      if (!blank) leadAcross = lead !== undefined && item === 0 ? lead : undefined;
      if (!blank) paragraph++;
      blank = true;
      openLine = null;
      lead = undefined;
      header = undefined;
      openStep = null;
      continue;
    }
    const opensParagraph = blank;
    blank = false;
    const across = leadAcross;
    leadAcross = undefined;

    const barred = TABLE_ROW.test(line);
    const bareCells = !barred && BARE_ROW.test(line) ? line.split('|').map((c) => c.trim()) : null;
    const bare = !!bareCells && ((header && bareColumns === bareCells.length) || (!header && namesColumns(bareCells)));
    if (barred || bare) {
      const cells = bareCells ?? line.trim().slice(1, -1).split('|').map((c) => c.trim());
      if (!header && units[units.length - 1]?.kind !== 'row' && namesColumns(cells)) {
        header = cells;
        bareColumns = bare ? cells.length : undefined;
        continue;
      }
      if (cells.every((c) => /^:?-+:?$/.test(c))) {
        // The row above was the header.
        const last = units[units.length - 1];
        if (last?.kind === 'row' && !last.header) {
          header = last.cells;
          units.pop();
        }
        continue;
      }
      push({ text: line.trim(), start: start + line.length - line.trimStart().length, end: start + line.trimEnd().length, kind: 'row', cells, ...(header ? { header } : {}), ...(lead !== undefined ? { lead } : {}) });
      continue;
    }
    header = undefined;
    bareColumns = undefined;

    const step = GHERKIN_STEP.test(line);
    if (step && openStep && GHERKIN_CONTINUES.test(line)) {
      const end = start + line.trimEnd().length;
      openStep.text = text.slice(openStep.start, end);
      openStep.end = end;
      continue;
    }
    openStep = null;

    // ("Example: a parking meter. Top level: ...": a scenario's title is one phrase; sentences after a
    // label are prose.)
    const scenario = GHERKIN_TITLE.exec(line);
    const labelled = scenario && /[.!?]\s+\S/.test(line.slice(scenario[0].length));
    if (labelled) {
      pushSentences(units, push, line.slice(scenario[0].length), start + scenario[0].length, {});
      continue;
    }
    const title = scenario ?? MARKDOWN_HEADING.exec(line) ?? WIKI_HEADING.exec(line) ?? titleLine(lines, n);
    if (title) {
      const at = start + title[0].length;
      const body = line.slice(title[0].length).trim().replace(/\s*={2,6}$/, '');
      if (body) {
        heading = units.length;
        push({ text: body, start: at, end: at + body.length, kind: 'heading' });
      }
      lead = undefined;
      continue;
    }

    const marker = LIST_MARKER.exec(line) ?? GHERKIN_GIVEN.exec(line);
    const turn = turnOf(line, speakers);
    // ("An endpoint in IDLE that is instructed by its application to OPEN a / session transmits ...":
    // prose wrapped at a fixed width goes on where the line before stopped, up to its sentence's end.)
    // (Only a line long enough to have been wrapped, going on in lower case or stopped mid-phrase;
    // "This machine has two states, On and Off" over "it transitions between them ..." are two.)
    const before = n > 0 ? lines[n - 1].text.trim() : '';
    // (Nor a line longer than any fixed width wraps at: each such line is its own.)
    const wrapped = before.length >= 50 && before.length <= MAX_WRAP && (/^\s*[a-z]/.test(line) || /\b[a-z][\w-]*$/.test(before));
    const going: Unit | null = openLine && wrapped && !marker && !turn && !TABLE_ROW.test(line) && !ARROW_LINE.test(line) ? openLine : null;
    openLine = null;
    if (going) {
      const close = sentenceEnd(line);
      const end = start + (close < 0 ? line.trimEnd().length : close);
      going.text = text.slice(going.start, end);
      going.end = end;
      if (close < 0) {
        openLine = going;
        continue;
      }
      const rest = line.slice(close);
      const count = pushSentences(units, push, rest, start + close, {});
      if (count && !/[.!?:;]\s*$/.test(line)) openLine = units[units.length - 1];
      continue;
    }
    const label = marker ? null : turn ?? numberedLabel().exec(line);
    const prefix = marker?.[0] ?? label?.[0] ?? '';
    const bodyStart = start + prefix.length;
    const body = line.slice(prefix.length);
    if (across !== undefined && marker) lead = across;
    const underLead = lead !== undefined && (marker !== null || isBareItem(line));
    if (lead !== undefined && !underLead) lead = undefined;

    if (isLeadIn(line) && !marker) {
      // A short title line with nothing before it in the paragraph is a heading over what follows.
      const first = units.length === 0 || units[units.length - 1].paragraph !== paragraph;
      const words = line.trim().split(/\s+/).length;
      const index = units.length;
      const count = pushSentences(units, push, body, bodyStart, {});
      if (count) {
        lead = index + count - 1;
        item = 0;
        if (first && words <= 6 && count === 1) {
          units[index].kind = 'heading';
          heading = index;
          delete units[index].heading;
        }
      }
      continue;
    }

    const extra = { ...(underLead ? { lead: lead!, item: item++ } : {}), ...(marker ? { marked: true } : {}) };
    // ("Given the order is Shipped, when the carrier confirms delivery, then it is Delivered": the
    // steps of a scenario on one line, the Given step apart as on a line of its own.)
    const when = marker && GHERKIN_GIVEN.test(line) ? /,\s+(?=when\b)/i.exec(body) : null;
    if (when) {
      pushSentences(units, push, body.slice(0, when.index), bodyStart, extra);
      pushSentences(units, push, body.slice(when.index + when[0].length), bodyStart + when.index + when[0].length, {});
      continue;
    }
    const count = pushSentences(units, push, body, bodyStart, opensParagraph ? extra : { ...extra, line: true });
    // (Not under a lead-in, whose items end without a stop.)
    if (count && !underLead && !step && !/[.!?:;]\s*$/.test(line)) openLine = units[units.length - 1];
    if (step && count && !/[.!?]\s*$/.test(line)) openStep = units[units.length - 1];
  }
  if (fence) push({ text: text.slice(fence.start), start: fence.start, end: text.length, kind: 'code' });
  return units;
}

/** Where the first sentence of a line ends (one past its stop), or -1 when it runs on. */
function sentenceEnd(line: string): number {
  const re = SENTENCE_STOP();
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (abbreviation().test(line.slice(Math.max(0, m.index - 6), m.index)) && m[0] === '.') continue;
    return m.index + m[0].length;
  }
  return -1;
}

/** Cuts one line's body into sentences; returns how many were pushed. */
function pushSentences(units: Unit[], push: (u: Omit<Unit, 'paragraph'>) => Unit, body: string, at: number, extra: Partial<Unit>): number {
  const before = units.length;
  const re = SENTENCE_STOP();
  let from = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    const head = body.slice(Math.max(0, m.index - 6), m.index);
    if (abbreviation().test(head) && m[0] === '.') continue;
    // ".. and a set of transitions": an ellipsis that opens the line is no sentence.
    const end = m.index + m[0].length;
    pushTrimmed(push, body.slice(from, end), at + from, units.length === before ? extra : { ...extra, item: undefined });
    from = end;
  }
  pushTrimmed(push, body.slice(from), at + from, units.length === before ? extra : { ...extra, item: undefined });
  // Only the first sentence of an item is the item; the rest go on after it.
  for (let i = before + 1; i < units.length; i++) {
    delete units[i].item;
    delete units[i].marked;
    delete units[i].line;
  }
  return units.length - before;
}

function pushTrimmed(push: (u: Omit<Unit, 'paragraph'>) => Unit, piece: string, at: number, extra: Partial<Unit>): void {
  const lead = piece.length - piece.trimStart().length;
  const trimmed = piece.trim().replace(/^\.+\s*/, '');
  if (!trimmed || /^[.!?]+$/.test(trimmed)) return;
  const shift = piece.trim().length - trimmed.length;
  const clean = Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined)) as Partial<Unit>;
  push({ text: trimmed, start: at + lead + shift, end: at + lead + shift + trimmed.length, kind: 'sentence', ...clean });
}
