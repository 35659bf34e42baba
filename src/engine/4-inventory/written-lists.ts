/**
 * Lists of states the text writes in forms of its own, not in a sentence: a union of string
 * literals in code, and a glossary whose paragraphs or items each open with a state's name.
 */
import { isQuotedOrCode, type Token } from '../2-words/token.js';
import type { Inventory, StateEntry } from './inventory.js';
import { asWritten, written } from './names.js';
import { leadKind } from './enumerations.js';
import { listed } from '../grammar/words.js';
import { labelAsSubject } from '../3-clauses/labelled-predicate.js';
import type { Unit } from '../1-layout/units.js';

/** A unit of the layout and its tokens. */
export interface UnitTokens {
  unit: Unit;
  tokens: Token[];
}

// `'idle' | 'loading' | 'failed'`: two or more string literals joined by bars.
const LITERAL_UNION = /(['"])[\w .-]+\1(?:\s*\|\s*(['"])[\w .-]+\2)+/g;

/**
 * "a `status` field typed as `'cart' | 'shipping' | 'payment'`", "type Status = 'idle' | 'loading'":
 * a union of string literals, in a code span or a block of code, lists the values a status takes,
 * the states.
 */
export function collectLiteralUnions(inventory: Inventory, text: string, at: number): void {
  for (const m of text.matchAll(LITERAL_UNION)) {
    const states = [...m[0].matchAll(/(['"])([\w .-]+)\1/g)].map((v) => inventory.findState(inventory.addState([v[2].trim()], 'enumeration', at + m.index!).path)).filter((e): e is StateEntry => !!e);
    if (states.length >= 2) inventory.sequences.push({ states, ordered: false, at: at + m.index! });
  }
  collectTaggedValues(inventory, text, at);
}

// `{ status: 'loading' }`, `{ type: 'FETCH' }`: a field and the string it holds.
const TAGGED = /\b([A-Za-z]+)\s*:\s*(['"])([\w.-]+)\2/g;

/**
 * "type State = | { status: 'idle' } | { status: 'loading' } ...; type Action = | { type: 'FETCH' } ...":
 * a discriminated union, the values its status field takes in two or more members are the states;
 * the values of a `type` field, the events.
 */
function collectTaggedValues(inventory: Inventory, text: string, at: number): void {
  const byField = new Map<string, string[]>();
  for (const m of text.matchAll(TAGGED)) {
    const values = byField.get(m[1]) ?? [];
    if (!values.includes(m[3])) values.push(m[3]);
    byField.set(m[1], values);
  }
  for (const [field, values] of byField) {
    if (values.length < 2) continue;
    if (listed('StatusNouns', field)) for (const v of values) inventory.addState([v], 'enumeration', at);
    else if (field === 'type') for (const v of values) inventory.addNamed('event', v);
  }
}

/**
 * A glossary of states: paragraphs or items that each open with a written name and a colon or a
 * dash ("**Draft** — You've started ...", "**Sent** — The envelope has been emailed ..."). Two or
 * more such labels, in their order, are the states the text defines.
 */
export function collectDefinitions(inventory: Inventory, units: UnitTokens[]): void {
  const labels: { name: string; at: number }[] = [];
  const titles: { name: string; at: number }[] = [];
  const capitals: { name: string; at: number }[] = [];
  const itemTitles: { name: string; at: number }[] = [];
  const paragraphTitles: { name: string; at: number; paragraph: number }[] = [];
  const headings: { name: string; at: number }[] = [];
  let paragraph = -1;
  for (const { unit, tokens } of units) {
    // (A line of its own, too, for a name before a dash: "Label created — ...", "In transit — ..."
    // one under the other; not a day, "**Monday** — the branch is cut".)
    const block = unit.paragraph !== paragraph || unit.item !== undefined || !!unit.marked;
    const line = !block && !!unit.line && !tokens.slice(0, 2).some((t) => listed('DayNames', t.norm));
    const opens = block || line;
    paragraph = unit.paragraph;
    const [name, mark] = tokens;
    // (Not labels of arrows, "- `melt`: solid → liquid", nor items a lead-in already says the kind of;
    // an item that tells what happens before its arrow is about its label: "`RETURNING`: navigation
    // back ...; reaching it (`ARRIVED`) → `IDLE`".)
    const arrowAt = tokens.findIndex((t) => t.kind === 'arrow');
    const kindSaid = unit.lead !== undefined && !!units[unit.lead] && leadKind(units[unit.lead].tokens) !== null;
    if ((arrowAt >= 0 && arrowAt <= 4) || kindSaid || !opens || unit.kind !== 'sentence') continue;
    // (Nor a control and what it does, "- `Escape`: if the listbox is open, closes it": a predicate, not a definition.)
    if (labelAsSubject(tokens, () => false) !== tokens) continue;
    // ("*Awaiting marking* (grey): script uploaded ...": past a note in brackets, too.)
    const noted = labelBeforeDash(tokens, /^[:—–]$/);
    if (name && (name.kind === 'quoted' || name.kind === 'code') && ((mark && /^[:—–]$/.test(mark.text)) || noted?.words.length === 1) && tokens.length > 3) labels.push({ name: written(name), at: name.start });
    // ("• PRECHARGE: 100 mA trickle.", "• FAST_CHARGE: constant current.": a name in capitals opening
    // an item of a list, too, when not a notice's label.)
    else if (!line && (unit.item !== undefined || !!unit.marked) && name?.shape === 'caps' && !listed('NoticeLabels', name.norm) && mark && /^[:—–]$/.test(mark.text) && tokens.length > 3) capitals.push({ name: written(name), at: name.start });
    const title = titleBeforeDash(tokens);
    if (title) titles.push(title);
    // ("- Idle: press Start to go to Running", "- Running: press Stop ...": items of a list that each
    // open with a name in Title Case and a colon, when not a notice's label.)
    const item = unit.item !== undefined || !!unit.marked ? titleBeforeDash(tokens, /^:$/) : null;
    if (item && !listed('NoticeLabels', item.name.toLowerCase())) itemTitles.push(item);
    // ("WELCOME" on a line of its own, then what happens there: a name alone that opens a paragraph.)
    const alone = tokens.filter((t) => t.kind !== 'punct');
    if (block && unit.item === undefined && alone.length === 1 && (alone[0].kind === 'name' || isQuotedOrCode(alone[0])) && units.some((u) => u.unit.paragraph === unit.paragraph && u.tokens !== tokens)) headings.push({ name: written(alone[0]), at: alone[0].start });
    // ("Label created: The sender has made a label. ...", "In transit: Your parcel is moving. ...":
    // paragraphs that each open with a name and a colon.)
    // (Or lines, one under the other: "Label Created: the sender has printed a label.", "In Transit: ...".)
    const lead = opens && unit.item === undefined && !unit.marked ? titleBeforeDash(tokens, /^:$/) : null;
    if (lead && !listed('NoticeLabels', lead.name.split(' ')[0].toLowerCase())) paragraphTitles.push({ ...lead, paragraph: unit.paragraph });
  }
  // ("Order Placed — We've received your order ...", "Preparing — Payment went through ...": a
  // glossary of three or more plain names in Title Case before a dash, or in capitals, too.)
  // (Not the speakers of a transcript, "HOST: ...", "MAYA: ...": a glossary names each once.)
  const once = new Set(capitals.map((c) => c.name)).size === capitals.length;
  // (And named again elsewhere, where something goes to or leaves one of them: not "- Pros: ...", "- Cons: ...".)
  const named = (c: { name: string; at: number }) => units.some(({ tokens }) => tokens.some((t, i) => t.start !== c.at && writesAt(tokens, i, c.name)));
  const itemsOnce = new Set(itemTitles.map((c) => c.name)).size === itemTitles.length && itemTitles.some(named);
  // (Paragraphs that open with a label and a colon are many things, "Setup:", "Edit:": three or more
  // labels, two of them named again where something goes to or leaves them.)
  // (Each label is named again, or its paragraph names another: not "Tone note: never say ...".)
  const paragraphsOnce = new Set(paragraphTitles.map((c) => c.name)).size === paragraphTitles.length && paragraphTitles.filter(named).length >= 2;
  const namesAnother = (c: (typeof paragraphTitles)[number]) => paragraphTitles.some((o) => o !== c && units.some(({ unit, tokens }) => unit.paragraph === c.paragraph && tokens.some((t, i) => t.start !== c.at && writesAt(tokens, i, o.name))));
  const paragraphGlossary = paragraphsOnce ? paragraphTitles.filter((c) => named(c) || namesAnother(c)) : [];
  // (Names written as names among them, "`In transit`:", are of the same glossary.)
  const wider = paragraphGlossary.length >= 3 && paragraphGlossary.length > labels.length && labels.every((l) => paragraphGlossary.some((p) => p.at === l.at));
  // (Names alone, two or more, one of them named again: "WELCOME", "REPROMPT", "LOOKUP".)
  // (Or three or more run-in headings in emphasis, a glossary by its layout: "*Application received.* We have ...".)
  // (Its stop closes it, "*AC1*" on a line of its own is a section's label.)
  const runIns = headings.filter((h) => units.some(({ tokens }) => tokens[0]?.start === h.at && tokens[0].kind === 'quoted' && tokens[1]?.text === '.'));
  const namedHeadings = new Set(headings.map((c) => c.name)).size === headings.length && (headings.some(named) || runIns.length >= 3) ? headings : [];
  const defined = wider ? paragraphGlossary : namedHeadings.length >= 2 ? namedHeadings : labels.length >= 2 ? labels : titles.length >= 3 ? titles : capitals.length >= 3 && once ? capitals : itemTitles.length >= 2 && itemsOnce ? itemTitles : paragraphGlossary.length >= 3 ? paragraphGlossary : [];
  const states = defined.map((d) => inventory.findState(inventory.addState([d.name], 'enumeration', d.at).path)).filter((e): e is StateEntry => !!e);
  if (states.length >= 2) inventory.sequences.push({ states, ordered: true, at: defined[0].at });
}

/** Whether `name` is written at `i`, word by word or as one name. */
const writesAt = (tokens: Token[], i: number, name: string): boolean => tokens[i].text === name || asWritten(tokens.slice(i, i + name.split(' ').length)) === name;

/**
 * The words of a label before a dash, without a value in brackets after it ("New [1] — The
 * incident has been logged", "Closed (7) — ..."), and where the dash is; null without a dash.
 */
export function labelBeforeDash(tokens: Token[], marks = /^[—–]$/): { words: Token[]; dash: number } | null {
  const dash = tokens.findIndex((t) => marks.test(t.text));
  if (dash <= 0) return null;
  // ("Awaiting Check-in (amber, pulsing) — ...": a note of a few words in brackets, too.)
  const open = /^[\])]$/.test(tokens[dash - 1].text) ? tokens.slice(0, dash).map((t) => t.text).lastIndexOf(tokens[dash - 1].text === ')' ? '(' : '[') : -1;
  const bracketed = open >= 1 && dash - open >= 3 && dash - open <= 6 && tokens[open + 1].kind !== 'punct';
  return { words: tokens.slice(0, bracketed ? open : dash), dash };
}

/**
 * One to three words, the first with a capital ("Order Placed", "Out for delivery", "Not started"),
 * then a dash, then the definition: the name it defines.
 */
function titleBeforeDash(tokens: Token[], marks?: RegExp): { name: string; at: number } | null {
  const label = labelBeforeDash(tokens, marks);
  const dash = label?.dash ?? -1;
  const words = label && label.words.length <= 3 ? label.words : [];
  // (In Sentence case, no order: "Tap Verify now —" is none.)
  const title = words.every((t) => /^[A-Z]/.test(t.text));
  if (!words.length || tokens.length < dash + 4 || !words.every((t, i) => (t.kind === 'word' || (words.length === 1 && t.kind === 'quoted' && / /.test(t.text))) && (i > 0 || /^[A-Z][a-z]/.test(t.text)) && (title || t.pos !== 'verb' || t.norm !== t.lemma))) return null;
  return { name: asWritten(words), at: words[0].start };
}
