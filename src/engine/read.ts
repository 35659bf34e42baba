/**
 * Reading: the pipeline from text to edits, declared once, in order.
 *
 *   1. layout      sentences, list items under their lead-in, headings, table rows, code (1-layout)
 *   2. words       one tokenisation and one compromise tagging of the whole text; names by their
 *                  shape, the field's vocabulary from the lexicons, a part of speech per token (2-words)
 *   3. clauses     each sentence cut into clauses, each with its verb group (3-clauses)
 *   4. inventory   over the whole text first: the states, events, services, actions and guards it
 *                  names, with their evidence (4-inventory)
 *   5. frames      each clause read through its best verb frame into what it means (5-frames)
 *   6. discourse   the meanings of a sentence combined into facts, sources and references resolved
 *                  against where the story stands (6-discourse)
 *   7. assembly    facts become edits, each with its rule and span (7-assembly)
 *
 * The frames are read twice: the first reading only lets the targets of explicit motions join the
 * inventory, so that a later sentence can start from a state an earlier one only went to. The
 * context is read with the same grammar, only to set the scene; it adds nothing. Sentences that
 * yield nothing come back as diagnostics.
 */
import type { Diagnostic, FlowNode } from '../model/flow.js';
import type { Edit } from '../model/edits.js';
import { grammar, type Grammar } from './grammar/load.js';
import type { Unit } from './1-layout/units.js';
import type { Terms } from './2-words/index.js';
import { sentencesOf, type Sentence } from './sentences.js';
import { cutAt, isQuotedOrCode, type Token } from './2-words/token.js';
import { splitClauses } from './3-clauses/split.js';
import { collectInventory } from './4-inventory/collect.js';
import { Inventory } from './4-inventory/inventory.js';
import { leadKind } from './4-inventory/enumerations.js';
import type { Mention } from './4-inventory/mentions.js';
import { eventName, stateName, written } from './4-inventory/names.js';
import { namesToReadAsOne } from './4-inventory/names-of-several-words.js';
import { labelBeforeDash } from './4-inventory/written-lists.js';
import { listed } from './grammar/words.js';
import { notationReading, readClause, withLeadIns } from './5-frames/read-clause.js';
import { withBracketedEvents, withResultAfterColon } from './5-frames/bracket-label.js';
import { withTimeAfterEntry } from './5-frames/time-after-entry.js';
import { withStateOfWhatIsDoneTo } from './5-frames/state-of-what-is-done-to.js';
import { withIndicatorAsides } from './5-frames/indicator-aside.js';
import { withOrderForPurpose } from './5-frames/order-purpose.js';
import { withPowerUp } from './5-frames/power-up.js';
import { isAdvice, isQuestion } from './5-frames/to-the-reader.js';
import { arrowMeanings } from './5-frames/notation.js';
import { labelAsSubject } from './3-clauses/labelled-predicate.js';
import { exitsOf, rowAbout, rowExits, tableMeanings } from './5-frames/table-rows.js';
import { withMoverDeeds } from './5-frames/mover-deeds.js';
import { withHappeningFirst } from './5-frames/happening-first.js';
import { withConditionOfGoal } from './5-frames/condition-of-goal.js';
import type { Reading as ClauseReading, Meaning } from './5-frames/meaning.js';
import type { Fact } from './6-discourse/facts.js';
import { newFocus, type Focus } from './6-discourse/focus.js';
import { readSentence } from './6-discourse/sentence.js';
import { assemble } from './7-assembly/edits.js';
import { diagnose } from './7-assembly/diagnostics.js';

export interface Reading {
  edits: Edit[];
  diagnostics: Diagnostic[];
}

export type { Sentence } from './sentences.js';

/**
 * A unit's clause readings: a table row by its columns (or, in a row about a state, each other cell
 * as prose), an arrow line by its notation, a sentence clause by clause.
 */
export function readUnit(unit: Unit, tokens: Token[], inventory: Inventory, g: Grammar): ClauseReading[] {
  if (unit.kind === 'row') {
    if (!unit.header) return [];
    const about = rowAbout(unit.header, tokens, inventory);
    if (!about) return [notationReading(tokens, tableMeanings(unit.header, tokens), 'table')];
    // (A cell is told in the row's state: "| `shipped` | on the truck |" names no other place.)
    const elsewhere = (m: Meaning) => m.kind === 'scene' && m.state.by !== 'inventory';
    const cellReadings = (cell: Token[], exits = rowExits(cell, inventory)) => (exits.length ? [notationReading(cell, exits, 'table')] : readProse(cell, inventory, g));
    return about.cells.flatMap(exitsOf).flatMap((cell) => cellReadings(cell)).map((r) => (r.meanings.some(elsewhere) ? { ...r, meanings: r.meanings.filter((m) => !elsewhere(m)) } : r));
  }
  return readProse(tokens, inventory, g);
}

/** Prose: an arrow line by its notation, a sentence clause by clause. */
function readProse(tokens: Token[], inventory: Inventory, g: Grammar): ClauseReading[] {
  if (tokens.some((t) => t.kind === 'arrow')) {
    const meanings = arrowMeanings(tokens, inventory, g);
    if (meanings.length) {
      // ("From `draft`, authors can submit the post (→ `review`)": a fronted place before a comma is where the line's steps start.)
      const comma = tokens.findIndex((t) => t.text === ',');
      const place = comma > 1 && comma <= 4 && !tokens.slice(0, comma).some((t) => t.kind === 'arrow') ? frontedPlace(tokens.slice(0, comma), inventory) : null;
      const scene: Meaning[] = place ? [{ kind: 'scene', state: { type: 'state', tokens: tokens.slice(1, comma), name: place[place.length - 1], path: place, by: 'inventory' } }] : [];
      // ("Suspend goes RUNNING → SUSPENDING → SUSPENDED; Resume takes it straight back to RUNNING": a
      // part after a semicolon with no arrow of its own, and a verb, is prose.)
      const parts = cutAt(tokens, (t) => t.text === ';');
      const prose = parts.slice(1).filter((p) => !p.some((t) => t.kind === 'arrow') && p.some((t) => t.pos === 'verb'));
      return [notationReading(tokens, [...scene, ...meanings], 'arrow'), ...prose.flatMap((p) => readProse(p, inventory, g))];
    }
  }
  if (isQuestion(tokens)) return [notationReading(tokens, [{ kind: 'commentary', why: 'a question' }], 'question')];
  if (isAdvice(tokens)) return [notationReading(tokens, [{ kind: 'commentary', why: 'an aside to the reader' }], 'advice')];
  const readings: ClauseReading[] = [];
  const said = labelAsSubject(tokens, (label) => !!inventory.findLoosely(stateName(label)));
  for (const clause of splitClauses(said)) {
    // ("Validation either succeeds, in which case we go to submitted, or fails": a coordinated
    // predicate shares the subject of the clause it goes on, past an aside on what follows.)
    // ("Blocked books are restored when the fine is paid, and are withdrawn ...": past a subordinate
    // clause closed by a comma, it goes on the main clause; so does a predicate that "and" joins
    // after one, "opens when moisture drops and closes again once it rises".)
    // ("It is fulfilled when the server answers, and rejected otherwise": a predicate joined as the other branch, too.)
    const goesOn = clause.kind === 'coord' || (clause.kind === 'otherwise' && /^(and|or)\b/.test(clause.opener));
    const aside = (r: ClauseReading) => (r.clause.kind === 'relative' && r.clause.opener === 'in which case') || (goesOn && (r.clause.comma || clause.kind === 'coord') && (r.clause.kind === 'condition' || r.clause.kind === 'span') && r !== readings[0]);
    // ("Validation either passes, and the form goes to submitting, or fails": "or" answers "either".)
    // ("A reviewer can either approve it, ..., or request changes": inside the verb group, too.)
    const either = clause.opener === 'or' ? readings.find((r) => r.parts.verb && r.parts.tokens.slice(0, r.parts.verb.main + 1).some((t) => t.norm === 'either')) : undefined;
    const before = either ?? readings.filter((r) => !aside(r)).pop();
    // ("Stop works from any state and returns to stopped": a subject read as what happens stays so.)
    // (A control's name: a label, or one capitalised word.)
    const control = (m: Mention) => m.tokens.length === 1 && (m.tokens[0].kind === 'quoted' || /^[A-Z][a-z]+$/.test(m.tokens[0].text));
    const happened = before?.parts.subject && control(before.parts.subject) && before.meanings.some((m) => m.kind === 'trigger' && m.trigger.kind === 'event' && m.trigger.mention === before.parts.subject);
    const subject = happened && before?.parts.subject ? { ...before.parts.subject, type: 'event' as const, name: eventName(before.parts.subject.tokens) } : before?.parts.subject ?? null;
    const r = readClause(clause, inventory, g, goesOn && before ? { subject, passive: !!before.parts.verb?.passive, negated: !!before.parts.verb?.negated } : null);
    // ("We added this after the playtest where a kid drove backwards": what a relative clause says of a thing an aside names is the aside's too.)
    const aboutAside = clause.kind === 'relative' ? readings[readings.length - 1]?.meanings.find((m) => m.kind === 'commentary') : undefined;
    readings.push(aboutAside ? { ...r, meanings: [aboutAside] } : r);
  }
  return togetherRead(readings, inventory);
}

/** What one sentence's clauses tell together, read after each clause alone: each pass reads what the passes before it left. */
function togetherRead(readings: ClauseReading[], inventory: Inventory): ClauseReading[] {
  const passes: ((r: ClauseReading[]) => ClauseReading[])[] = [withLeadIns, withBracketedEvents, (r) => withStateOfWhatIsDoneTo(r, inventory), (r) => withTimeAfterEntry(r, inventory), withMoverDeeds, withHappeningFirst, withPowerUp, withConditionOfGoal, withResultAfterColon, withIndicatorAsides, withOrderForPurpose];
  return passes.reduce((r, pass) => pass(r), readings);
}

/** The state a sentence names and does nothing else with ("Draw Phase.", "The Trade phase."), if a known one. */
function titled(tokens: Token[], inventory: Inventory): string[] | null {
  const words = tokens.filter((t) => t.kind !== 'punct' && t.pos !== 'det');
  const head = words[words.length - 1];
  // ("WELCOME", a name alone on its line, the state what follows happens in.)
  if (words.length === 1 && (head.kind === 'name' || isQuotedOrCode(head))) return inventory.findState(isQuotedOrCode(head) ? written(head) : head.text)?.path ?? null;
  // (The name may look like a verb: "Draw Phase.")
  // (One state, not a section about several: "Session States.")
  if (words.length < 2 || words.length > 3 || !head?.tags.has('StateNouns') || head.tags.has('Plural') || /s$/.test(head.norm) || words.some((t) => t.pos === 'aux')) return null;
  return inventory.findState(stateName(words))?.path ?? null;
}

/**
 * The state a fronted place names ("In Assessment the adjuster can:", "From Paused:", "- From
 * `review`, ..."), if the text knows it.
 */
function frontedPlace(tokens: Token[], inventory: Inventory): string[] | null {
  if (!tokens[0] || !listed('FrontedPlacePrepositions', tokens[0].norm)) return null;
  for (let n = 3; n >= 1; n--) {
    const words = tokens.slice(1, 1 + n).filter((t) => t.kind !== 'punct' && t.pos !== 'det');
    const known = words.length ? inventory.findState(stateName(words)) : null;
    if (known) return known.path;
  }
  return null;
}

/** The state a list item's label names ("- `running`: ..."), or its fronted place ("- From `review`, ..."), if it names one. */
function labelled(tokens: Token[], inventory: Inventory): string[] | null {
  return frontedPlace(tokens, inventory) ?? labelBeforeColon(tokens, inventory);
}

/**
 * The state a label before a colon or a dash names ("Paused: big play button centred."), if the
 * text knows it; `titled`: a label of words only counts in Title Case ("Login flow:" is none).
 */
function labelBeforeColon(tokens: Token[], inventory: Inventory, titled = false): string[] | null {
  const before = labelBeforeDash(tokens, /^[:—–]$/);
  const label = before && before.words.length <= 3 ? before.words.filter((t) => t.kind !== 'punct') : [];
  // (Or a name of several words the text defines so: "Out for delivery:".)
  if (titled && !label.every((t) => /^[A-Z]/.test(t.text)) && !(label.length === 1 && label[0].kind === 'quoted' && / /.test(label[0].text))) return null;
  return label.length ? inventory.findState(stateName(label))?.path ?? null : null;
}

/** Clause readings kept from the first reading, with the inventory version they were read at. */
type Kept = Map<Sentence, { version: number; readings: ClauseReading[] }>;

/**
 * The discourse over a text's sentences: facts, and which clause readings produced something.
 * A sentence read at the same inventory version reads the same, so the second reading takes the
 * first one's clause readings where nothing the frames look at has changed since.
 */
function discourse(sentences: Sentence[], inventory: Inventory, focus: Focus, g: Grammar, kept: Kept): { facts: Fact[]; readings: ClauseReading[][]; used: Set<ClauseReading>; untriggered: Set<ClauseReading> } {
  const facts: Fact[] = [];
  const readings: ClauseReading[][] = [];
  const used = new Set<ClauseReading>();
  const untriggered = new Set<ClauseReading>();
  // The state the current list item is about, for its sentences after the first.
  let itemScene: string[] | null = null;
  // ("**Draft** — You've started ... Once you click **Send**, it becomes **Sent**.": the state a
  // paragraph's label names, for all its sentences.)
  let paragraphScene: { paragraph: number; state: string[] } | null = null;
  // ("In `warning`, a modal shows a countdown:" and the items under it: where each item happens.)
  let leadScene: string[] | null = null;
  for (const sentence of sentences) {
    const { unit, tokens } = sentence;
    // ("| `paid` | money's in | → `shipped` once ... |": a row about a state is told there.)
    if (unit.kind === 'row') itemScene = unit.header ? rowAbout(unit.header, tokens, inventory)?.state ?? null : null;
    else if (unit.item !== undefined) itemScene = labelled(tokens, inventory);
    else if (unit.lead === undefined) itemScene = null;
    const inList = unit.item !== undefined || !!unit.marked;
    if (!inList && unit.lead === undefined) leadScene = /:\s*$/.test(unit.text) ? frontedPlace(tokens, inventory) : null;
    const underLead = inList && !itemScene ? leadScene : null;
    if (paragraphScene && paragraphScene.paragraph !== unit.paragraph) paragraphScene = null;
    // (A written name, or a capitalised one, that names a state the text knows: "Paused: big play
    // button centred. Clicking play → Playing." "Login flow: on submit, ..." is about no state; a line
    // that opens with a state the text knows, "Out for delivery — ...", whatever its case.)
    const ownLabel = unit.item === undefined && unit.kind === 'sentence' && !!tokens[0];
    const label: string[] | null = ownLabel && isQuotedOrCode(tokens[0]) ? labelled(tokens, inventory) : ownLabel ? labelBeforeColon(tokens, inventory, !unit.line) : null;
    // ("Draw Phase. The active player draws two cards. ...": a paragraph that opens by naming a state, alone.)
    // ("3. RACING. The race stays here ...": a numbered line's title, whatever the line before it named.)
    const title: string[] | null = !label && (!paragraphScene || !!unit.marked) && unit.item === undefined && unit.kind === 'sentence' ? titled(tokens, inventory) : null;
    if (label ?? title) paragraphScene = { paragraph: unit.paragraph, state: (label ?? title)! };
    // ("In Assessment the adjuster can:": a heading or lead-in that opens with a place the text
    // names is where what it leads into happens.)
    const place = unit.kind === 'heading' ? frontedPlace(tokens, inventory) : null;
    if (place) {
      focus.current = place;
      focus.setByScene = true;
    }
    if (unit.kind === 'code' || unit.kind === 'heading') {
      readings.push([]);
      continue;
    }
    const version = inventory.version;
    const before = kept.get(sentence);
    const clauses = before?.version === version ? before.readings : readUnit(unit, tokens, inventory, g);
    if (inventory.version === version) kept.set(sentence, { version, readings: clauses });
    readings.push(clauses);
    facts.push(...readSentence(clauses, { inventory, focus, unit, used, untriggered, itemScene: paragraphScene?.state ?? underLead ?? (unit.item === undefined ? itemScene : null) }));
    // ("During `processing` we contact the issuer, and you'll receive one of three events:": the
    // events listed under a lead-in each happen where the story stands once it is read.)
    if (!inList && unit.lead === undefined && /:\s*$/.test(unit.text) && !leadScene && leadKind(tokens) === 'event') leadScene = focus.current;
  }
  return { facts, readings, used, untriggered };
}

export interface Prepared {
  inventory: Inventory;
  kept: Kept;
  contextSentences: Sentence[];
  textSentences: Sentence[];
}

/** Stages 1 to 4, and the first reading of the frames: everything the second reading leans on. */
export function prepare(text: string, context: string | undefined, existing: FlowNode | undefined, g: Grammar = grammar()): Prepared {
  const contextSentences = context ? sentencesOf(context, g) : [];
  const tagged = new Map<string, Terms>();
  let textSentences = sentencesOf(text, g, [], tagged);
  const collected = () => {
    const found = new Inventory(existing);
    found.phase = 'context';
    collectInventory(contextSentences, found);
    found.phase = 'text';
    collectInventory(textSentences, found);
    return found;
  };
  let inventory = collected();
  const defined = namesToReadAsOne(inventory, textSentences);
  if (defined.length) {
    textSentences = sentencesOf(text, g, defined, tagged);
    inventory = collected();
  }
  // First reading: targets of explicit motions, and the thing the text is about, join the inventory.
  const first = newFocus();
  const kept: Kept = new Map();
  inventory.phase = 'context';
  discourse(contextSentences, inventory, first, g, kept);
  inventory.phase = 'text';
  discourse(textSentences, inventory, first, g, kept);
  for (const [noun, times] of inventory.movers) if (times >= 2) inventory.addEntity(noun);
  inventory.nest();
  return { inventory, kept, contextSentences, textSentences };
}

export function read(text: string, context: string | undefined, existing: FlowNode | undefined): Reading {
  const g = grammar();
  const { inventory, kept, contextSentences, textSentences } = prepare(text, context, existing, g);
  // Second reading: the context sets the scene, the text says what happens.
  const focus = newFocus();
  inventory.phase = 'context';
  discourse(contextSentences, inventory, focus, g, kept);
  inventory.phase = 'text';
  const { facts, readings, used, untriggered } = discourse(textSentences, inventory, focus, g, kept);
  return { edits: assemble(facts, inventory), diagnostics: diagnose(text, textSentences, readings, used, untriggered, inventory.states.filter((e) => e.inText && e.evidence.has('enumeration')).map((e) => e.at)) };
}
