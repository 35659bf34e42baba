/**
 * Collecting the inventory over the whole text (context and text), before any transition:
 * enumerations and the items under lead-in lines, noun phrases the field's nouns type ("the
 * idle state", "the flick event", "the saveForm service", "an action called playAction"),
 * dotted paths, tables and arrow lines, and the thing the text is about.
 */
import { isQuotedOrCode, type Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import type { Unit } from '../1-layout/units.js';
import { nounPhraseAt, nounPhrases } from '../3-clauses/phrases.js';
import { enumerations, itemName, leadKind } from './enumerations.js';
import type { Inventory, StateEntry } from './inventory.js';
import { mentionOf } from './mentions.js';
import { eventName, stateName, written } from './names.js';
import { collectTitledComplements } from './titled-complements.js';
import { collectDefinitions, collectLiteralUnions, type UnitTokens } from './written-lists.js';
import { namesNoOneState } from './no-one-state.js';
import { collectChain } from './chains.js';
import { collectThingInAState } from './thing-in-a-state.js';
import { collectThingOfQualities } from './qualities-of-a-thing.js';
import { collectActivities } from './activities.js';
import { headingRole, namesStates } from './table-headings.js';
import { kindsOfState, kindsOfStateFirst, ownersOfTransitions, subjectName } from './state-subjects.js';

export type { UnitTokens } from './written-lists.js';

function addStateMention(inventory: Inventory, tokens: Token[], evidence: 'enumeration' | 'head' | 'table' | 'arrow'): string[] | null {
  const named = tokens.filter((t) => t.kind !== 'punct');
  if (!named.length) return null;
  const path = named.length === 1 && named[0].shape === 'path' && !named[0].runtime ? written(named[0]).split(/\.|::/) : null;
  return inventory.addState(path ?? [stateName(named)], evidence, named[0].start).path;
}

/** Whether the kind noun at `at` names states inside another ("two substates", "child states"). */
const holdsSubstates = (tokens: Token[], at: number) => listed('SubstateNouns', tokens[at]?.norm ?? '') || !!tokens[at]?.tags.has('RegionNouns') || (listed('SubstateNouns', tokens[at - 1]?.norm ?? '') && !!tokens[at]?.tags.has('StateNouns'));

/** "Patrol is actually two little states: ...": a state that is a number of states is made of them (not "is in one of three states"). */
function isCountedStates(tokens: Token[], verb: number, at: number): boolean {
  if (!listed('FiniteBeForms', tokens[verb].norm)) return false;
  let k = verb + 1;
  while (tokens[k]?.pos === 'adv') k++;
  return k < at && (tokens[k].pos === 'num' || listed('CountWords', tokens[k].norm)) && !!tokens[at]?.tags.has('StateNouns');
}

/**
 * Whose parts a list of states is: "Inside checkout there are ...", "an active state with two
 * modes inside, playing and paused", "The auth screen has two tabs, ...", "A match is made of
 * countdown, playing and roundOver", "Settings contains three sections".
 */
function parentOf(tokens: Token[], at: number): string | null {
  const inside = tokens.findIndex((t, i) => i < at && listed('InclusionPrepositions', t.norm) && tokens[i + 1]?.pos !== 'punct');
  if (inside >= 0) {
    const np = nounPhraseAt(tokens, inside + 1);
    // (Not a time: "shipped within two days".)
    if (np && !np.tokens.some((t) => t.tags.has('TimeUnits'))) return stateName(np.tokens);
  }
  // "an active state with two modes inside, playing and paused"
  const withAt = tokens.findIndex((t, i) => i < at && t.norm === 'with' && tokens[i - 1]?.tags.has('StateNouns'));
  if (withAt > 0) {
    const owner = nounPhrases(tokens, 0, withAt).pop();
    // ("On is a composite state with substates ...": a kind of state says what the subject is, the subject is the parent.)
    const kindOnly = owner && owner.tokens.every((t) => t.pos === 'det' || t.tags.has('StateNouns') || listed('StructuralWords', t.norm));
    const be = kindOnly ? tokens.findIndex((t, i) => i < owner.from && listed('FiniteBeForms', t.norm)) : -1;
    const subject = be > 0 ? tokens.slice(0, be).filter((t) => t.pos !== 'det') : [];
    if (subject.length && subject.length <= 3 && subject.every((t) => t.kind !== 'punct' && t.pos !== 'pron')) return stateName(subject);
    if (owner && owner.to === withAt && !kindOnly) return stateName(owner.tokens);
  }
  // ("begins the running cycle, which is made up of filling, washing, ...": what the relative is about holds them.)
  const rel = tokens.findIndex((t, i) => i < at && t.pos === 'rel' && tokens.slice(i + 1, at + 1).some((x) => listed('CompositionParticiples', x.norm) || listed('CompositionVerbs', x.norm)));
  if (rel > 0) {
    const end = tokens[rel - 1].text === ',' ? rel - 1 : rel;
    const owner = nounPhrases(tokens, 0, end).pop();
    if (owner && owner.to === end && !owner.tokens.some((t) => t.tags.has('MachineNouns') || t.tags.has('CodeNouns') || t.pos === 'pron')) return stateName(owner.tokens);
  }
  const verb = tokens.findIndex((t) => t.pos === 'verb' || t.pos === 'aux');
  if (verb <= 0 || verb > at) return null;
  // ("Patrol has two substates, Walking and Waiting": having states inside makes the subject their parent.)
  const owning = listed('CompositionVerbs', tokens[verb].norm) || tokens.slice(verb, at).some((t) => listed('CompositionParticiples', t.norm)) || (tokens[verb].lemma === 'have' && holdsSubstates(tokens, at)) || isCountedStates(tokens, verb, at);
  const subject = nounPhrases(tokens, 0, verb).pop();
  if (!owning || !subject || subject.to !== verb) return null;
  if (subject.tokens.some((t) => t.tags.has('MachineNouns') || t.tags.has('CodeNouns') || t.pos === 'pron')) return null;
  return stateName(subject.tokens);
}

/**
 * "While open, the listbox is either idle or navigating": states listed under a fronted scene that
 * names a state the text knows are inside that state.
 */
function sceneHolding(tokens: Token[], at: number, inventory: Inventory): string | null {
  const [opener, place, comma] = tokens;
  const scene = !!opener && listed('HoldingSceneOpeners', opener.norm);
  if (!scene || !place || comma?.text !== ',' || at < 3) return null;
  return inventory.findState(place.kind === 'word' ? place.norm : written(place))?.name ?? null;
}

/** "Let M be the DFA over {0, 1}", "call the machine M": the name the text gives its machine names no state. */
function collectNamedMachine(inventory: Inventory, tokens: Token[]): void {
  const [first, name, be, ...rest] = tokens.filter((t) => t.pos !== 'det');
  if (first?.norm !== 'let' || !name || !/^[A-Z]/.test(name.text) || be?.norm !== 'be' || !rest[0] || !(rest[0].tags.has('MachineNouns') || listed('MachineNouns', rest[0].norm))) return;
  inventory.addEntity(name.text);
  inventory.addEntity(name.norm);
}

/** "Two events, COIN and PUSH", "the states are ...", "regions: beans and water". */
function collectEnumerations(inventory: Inventory, tokens: Token[], subjectState: string[] | null): void {
  const found = enumerations(tokens);
  // "A light switch is either off or on", "an order can be in the Pending, ... states": the subject is what the text is about.
  // (But "Settings contains three sections", "A match is made of ...": what is made of states is a state
  // itself; what has them, "The hero banner has three panels", is the thing.)
  const madeOf = tokens.some((t) => listed('CompositionForms', t.norm));
  // (Nor "Patrol has two substates, ..." or "Patrol is two states: ...": the subject holds them.)
  const verb = tokens.findIndex((t) => t.pos === 'aux' || t.pos === 'verb');
  const holds = (at: number) => madeOf || holdsSubstates(tokens, at) || (verb >= 0 && isCountedStates(tokens, verb, at));
  // (Not a gesture or a control that walks round them: "Each tap cycles through Off, All and One"
  // sets the steps off; "The signal cycles through Green, Yellow and Red" is the thing.)
  const before = verb > 0 ? tokens[verb - 1] : undefined;
  const walks = verb > 0 && tokens[verb].tags.has('CycleVerbs') && !!before && (before.tags.has('GestureVerbs') || listed('ControlNouns', before.lemma));
  if (!walks && found.some((e) => e.kind === 'state' && !(holds(e.at) && parentOf(tokens, e.at)))) {
    const head = verb > 0 ? tokens[verb - 1] : undefined;
    if (head && head.kind === 'word' && head.pos === 'noun' && !listed('DummySubjects', head.norm) && !head.tags.has('StateNouns') && !head.tags.has('MachineNouns') && !head.tags.has('CodeNouns')) inventory.addEntity(head.lemma);
    // ("The LED has two states, LED_OFF and LED_ON": a name in capitals after an article, too.)
    if (head && head.kind === 'name' && head.shape === 'caps' && tokens[verb - 2]?.pos === 'det') {
      inventory.addEntity(head.text);
      inventory.addEntity(head.norm);
    }
  }
  for (const e of found) {
    const states: StateEntry[] = [];
    // ("RUNNING has two regions, cycle and timer": what has the regions holds them.)
    const holder = e.kind === 'region' ? parentOf(tokens, e.at) : null;
    const regionOwner = e.kind === 'region' ? subjectState ?? (holder ? [holder] : null) : null;
    for (const item of e.items) {
      if (e.kind === 'event') {
        inventory.addNamed('event', eventName(item));
        if (inventory.phase === 'text') inventory.listedEvents.push({ name: eventName(item), span: { start: item[0].start, end: item[item.length - 1].end } });
      }
      else if (e.kind === 'region' && regionOwner) states.push(inventory.addState([...regionOwner, stateName(item)], 'enumeration', item[0].start));
      else {
        // ("Sections 4, 5.5.1 and 7.1": numbers alone are places in a document, no states.)
        if (item.every((t) => t.kind === 'number' || t.kind === 'punct')) continue;
        const path = addStateMention(inventory, item, 'enumeration');
        const entry = path ? inventory.findState(path) : null;
        if (entry) states.push(entry);
      }
    }
    if (states.length >= 2) inventory.sequences.push({ states, ordered: e.ordered, at: e.items[0][0].start });
    const parent = e.kind === 'state' ? parentOf(tokens, e.at) ?? sceneHolding(tokens, e.at, inventory) : null;
    if (parent && states.length) inventory.nestings.push({ parent, children: states });
  }
}

/**
 * "In the viewer, ...", "From the lobby, ...": a phrase of place fronted before a comma names a
 * place; it becomes a state only if a transition uses it.
 */
function collectFrontedPlace(inventory: Inventory, tokens: Token[]): void {
  const comma = tokens.findIndex((t) => t.text === ',');
  if (comma < 2 || comma > 5 || !listed('FrontedPlacePrepositions', tokens[0].norm)) return;
  const np = nounPhraseAt(tokens, 1);
  if (!np || np.to !== comma || np.tokens.some((t) => t.kind === 'number' || listed('ReferringDeterminers', t.norm))) return;
  const m = mentionOf(np.tokens, inventory);
  // ("In the modal," after "the help modal": a place noun alone refers to one the text names more fully.)
  const bare = np.tokens.filter((t) => t.pos !== 'det').length === 1 && m.by === 'head';
  if ((m.type === 'thing' || m.type === 'state') && m.name && !m.path && !bare) inventory.addState([m.name], 'source', np.tokens[0].start);
}

/** Noun phrases whose head says what they name; `kinds`, where phrases that say a state's kind begin. */
function collectHeads(inventory: Inventory, tokens: Token[], kinds: Set<number>): string[] | null {
  let firstState: string[] | null = null;
  for (const np of nounPhrases(tokens)) {
    if (kinds.has(np.from)) continue;
    // ("a holding state of awaitingPayment", "the initial state of idle": the name comes after "of".)
    if (tokens[np.to]?.norm === 'of') continue;
    if (namesNoOneState(np, tokens)) continue;
    // ("Either suspended status": a quantified phrase names several states, or one the text names elsewhere.)
    if (listed('PartitiveQuantifiers', np.tokens[0]?.norm ?? '')) continue;
    // ("the menu state becomes `open`": a thing's state that becomes something is the thing's, not a state called menu.)
    const [det, owner, kind] = np.tokens;
    const next = tokens[np.to];
    if (np.tokens.length === 3 && det.pos === 'det' && owner.kind === 'word' && owner.pos === 'noun' && !/(ing|ed)$/.test(owner.norm) && listed('StatusNouns', kind.norm) && next && listed('LinkingVerbs', next.lemma)) {
      inventory.addEntity(owner.lemma);
      continue;
    }
    const m = mentionOf(np.tokens, inventory);
    if (m.by !== 'head') continue;
    // ("9.1 USB Device States", "Upload widget states": a plural state noun after a thing names
    // the thing's states, not one of them; "the open and closed states" names each.)
    const head = np.tokens[np.tokens.length - 1];
    const listedBefore = tokens[np.from - 1]?.text === ',' || listed('JoiningConjunctions', tokens[np.from - 1]?.norm ?? '') || np.tokens.some((t) => t.pos === 'conj');
    if (head.tags.has('StateNouns') && head.norm !== head.lemma && head.norm.endsWith('s') && !listedBefore && !np.tokens.some(isQuotedOrCode)) continue;
    if (m.type === 'state' && m.name && !/^state$/i.test(m.name)) {
      // ("the help modal", "its simplest form": a place of an interface is a state once something happens there.)
      const placeOnly = !np.tokens.some((t) => t.tags.has('StateNouns') || t.tags.has('RegionNouns') || t.kind !== 'word');
      // ("In the modal", after "the help modal": a place noun alone refers to a place the text names more fully.)
      if (placeOnly && !m.name.match(/[A-Z]/) && np.tokens.filter((t) => t.pos !== 'det').length === 1) continue;
      // ("a filled form": a place with only a participle before it is that place in a state.)
      const modifiers = np.tokens.slice(0, -1).filter((t) => t.pos !== 'det');
      if (placeOnly && modifiers.length && modifiers.every((t) => /(ed|en)$/.test(t.norm) && (t.pos === 'adj' || t.pos === 'verb' || t.pos === 'noun'))) continue;
      const entry = inventory.addState(m.path ?? [m.name], placeOnly ? 'source' : 'head', np.tokens[0].start);
      firstState ??= entry.path;
    } else if (m.type === 'event' && m.name) inventory.addNamed('event', m.name);
    else if (m.type === 'service' && m.name) inventory.addNamed('service', m.name);
    else if (m.type === 'action' && m.name) inventory.addNamed('action', m.name);
    else if (m.type === 'guard' && m.name) inventory.addNamed('guard', m.name);
  }
  // "an action called playAction", "a guard named playGuard", "the bean (timerAction)"
  for (let i = 0; i + 2 < tokens.length; i++) {
    const kind = tokens[i].tags.has('ActionNouns') ? 'action' : tokens[i].tags.has('GuardNouns') ? 'guard' : tokens[i].tags.has('ServiceNouns') ? 'service' : tokens[i].tags.has('EventNouns') ? 'event' : null;
    if (kind && listed('NamingParticiples', tokens[i + 1].norm) && tokens[i + 2].kind !== 'word') inventory.addNamed(kind, written(tokens[i + 2]));
  }
  return firstState;
}

/**
 * "If the PIN is correct, the door unlocks. After 5 seconds the door locks again.": a thing that,
 * twice or more, changes by a verb with nothing after it is what the text is about.
 */
function countChanges(tokens: Token[], counts: Map<string, number>): void {
  for (let i = 1; i + 1 < tokens.length; i++) {
    const [det, noun, verb] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    if (!listed('DefiniteDeterminers', det.norm) || noun.pos !== 'noun' || noun.kind !== 'word' || verb?.pos !== 'verb' || !/[^s]s$/.test(verb.norm)) continue;
    if (['StateNouns', 'MachineNouns', 'CodeNouns', 'EventNouns'].some((c) => noun.tags.has(c))) continue;
    let k = i + 2;
    while (tokens[k]?.pos === 'adv') k++;
    if (!tokens[k] || tokens[k].kind === 'punct' || tokens[k].pos === 'conj' || tokens[k].pos === 'sub') counts.set(noun.lemma, (counts.get(noun.lemma) ?? 0) + 1);
  }
}

/** Table rows with From/To (or Source/Target) columns, and an Event column. */
function collectTable(inventory: Inventory, unit: Unit): void {
  if (!unit.cells || !unit.header) return;
  unit.header.forEach((h, i) => {
    const cell = unit.cells![i];
    if (!cell) return;
    // (The quotes around a name go; an apostrophe inside one stays: "Won't Fix".)
    const name = cell.trim().replace(/`/g, '').replace(/^['"]+|['"]+$/g, '').trim();
    // ("| NEW, TRIAGED |": states listed in a cell, each.)
    if (namesStates(h)) for (const one of name.split(/\s*,\s*/).filter(Boolean)) inventory.addState([one], 'table', unit.start);
    if (headingRole(h) === 'event') inventory.addNamed('event', name);
  });
}

export function collectInventory(units: UnitTokens[], inventory: Inventory): void {
  collectDefinitions(inventory, units);
  const verbs = new Set(units.flatMap(({ tokens }) => tokens.filter((t) => t.pos === 'verb' && t.kind === 'word').map((t) => t.lemma)));
  const changes = new Map<string, number>();
  for (const { tokens } of units) countChanges(tokens, changes);
  for (const [noun, times] of changes) if (times >= 2) inventory.addEntity(noun);
  const byIndex = new Map(units.map((u, i) => [i, u]));
  const leadOf = new Map<object, number>();
  for (const { unit, tokens } of units) {
    if (unit.kind === 'code') {
      collectLiteralUnions(inventory, unit.text, unit.start);
      continue;
    }
    for (const t of tokens) if (t.kind === 'code') collectLiteralUnions(inventory, t.text, t.start);
    if (unit.kind === 'row') {
      collectTable(inventory, unit);
      continue;
    }
    // Items under a lead-in that names their kind ("The states are:", "four steps:").
    // (Only the first sentence of an item: "- `idle`: nothing happens. A `FETCH` event moves it ...".)
    if (unit.lead !== undefined && unit.item !== undefined) {
      const lead = byIndex.get(unit.lead);
      const kind = lead ? leadKind(lead.tokens) : null;
      const name = itemName(tokens);
      if (kind === 'state' && name.length) {
        const path = addStateMention(inventory, name, 'enumeration');
        const entry = path ? inventory.findState(path) : null;
        // The items of one lead-in make one list, in order.
        const last = inventory.sequences[inventory.sequences.length - 1];
        const own = last && leadOf.get(last) === unit.lead ? last : null;
        if (entry && own) own.states.push(entry);
        else if (entry) {
          const seq = { states: [entry], ordered: true, at: lead!.unit.start };
          inventory.sequences.push(seq);
          leadOf.set(seq, unit.lead);
        }
      }
      if (kind === 'event' && name.length) inventory.addNamed('event', eventName(name));
    }
    collectFrontedPlace(inventory, tokens);
    collectNamedMachine(inventory, tokens);
    collectChain(inventory, tokens);
    collectThingInAState(inventory, tokens, verbs);
    collectTitledComplements(inventory, tokens);
    // ("`ChooseProfile` is a Choice state": the name is a state, "a Choice state" says what kind.)
    const kinds = [...kindsOfState(tokens), ...kindsOfStateFirst(tokens)];
    const declared = kinds.map((k) => inventory.addState([subjectName(k.subject)], 'declared', k.subject[0].start).path);
    // ("`red` has its own `TIMER` transition to `green`": what has transitions is a state.)
    for (const owner of ownersOfTransitions(tokens)) inventory.addState([subjectName(owner)], 'declared', owner[0].start);
    const heads = collectHeads(inventory, tokens, new Set(kinds.map((k) => k.from)));
    const subjectState = declared[0] ?? heads;
    collectEnumerations(inventory, tokens, subjectState);
  }
  collectThingOfQualities(inventory, units);
  // (Last: an activity the text lists as a state under its own name, `patrol`, is that state.)
  for (const { unit, tokens } of units) if (unit.kind !== 'code' && unit.kind !== 'row') collectActivities(inventory, tokens);
}
