/**
 * Where a subordinate clause says it happens: a place phrase ("in idle", "while in the running
 * state", "in state A"), places joined ("while heating or printing"), and a noun of doing that
 * names a state ("alignment" in `ALIGNING`). Used by the condition readings (conditions.ts) and
 * by the frames that read a place (frame-meanings.ts).
 */
import { listed, listedExactly } from '../grammar/words.js';
import { isQuotedOrCode, type Token } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isTheThing, knownStateMention, type Mention } from '../4-inventory/mentions.js';
import { stateName } from '../4-inventory/names.js';
import { gerundOf } from '../2-words/lemma.js';
import type { Clause } from '../3-clauses/split.js';
import type { Meaning } from './meaning.js';
import type { Parts } from './parts.js';
import type { PrepPhrase } from './prep-phrases.js';
import { asState } from './subject.js';

export const isScenePreposition = (prep: string) => listedExactly('ScenePrepositions', prep);

/** The state a place phrase names ("in idle", "in the running state", "in state A"). */
export function placeOf(parts: Parts, inventory: Inventory, isPlace = isScenePreposition): Mention | null {
  for (const pp of parts.preps) {
    if (!isPlace(pp.prep)) continue;
    const m = pp.mention;
    if (m.type === 'state' || (m.type === 'anaphor' && m.name === 'state')) return m;
    // ("detected in RUNNING": a name in capitals where a place is meant is a state.)
    if (m.type === 'event' && m.by === 'shape' && pp.prep !== 'on' && !m.runtime) return { ...m, type: 'state' };
    if (m.type === 'thing' && inventory.findLoosely(m.name)) return { ...m, type: 'state', name: inventory.findLoosely(m.name)!.name };
    // ("Should a token be inserted in idle": a bare name after "in" is where it happens.)
    // ("If the user presses OK in `AskDuration`": a name written as code or quoted, too; not a label in
    // brackets after the place: "during Chase (`OnPlayerLost`)".)
    if (m.type === 'thing' && m.tokens.length === 1 && (m.tokens[0].kind === 'word' || (isQuotedOrCode(m.tokens[0]) && /^(in|from|during)$/.test(pp.prep) && parts.tokens[parts.tokens.indexOf(m.tokens[0]) - 1]?.text !== '(')) && pp.prep !== 'on' && !m.tokens[0].tags.has('Idioms')) return { ...m, type: 'state' };
  }
  return null;
}

/** The state named by doing what a noun of action names: "alignment" is `ALIGNING`, "validation" `validating`, "an attack" `Attacking`. */
export function doingNamed(t: Token, inventory: Inventory): Mention | null {
  if (t.pos !== 'noun' || t.kind !== 'word' || /(s|ing)$/.test(t.norm)) return null;
  for (const doing of [t.norm.replace(/ment$/, 'ing'), t.norm.replace(/ation$/, 'ating'), t.norm.replace(/ion$/, 'ing'), gerundOf(t.norm)]) {
    const known = doing !== t.norm ? inventory.findState(doing) : null;
    if (known) return knownStateMention([t], known);
  }
  return null;
}

/**
 * "while heating or printing", "when idle or paused": states the text names, joined, are each
 * where it happens. ("while it is pending or paid": said of the thing, too; "while in HEAT, COOL
 * or AUTO": after "in", too.)
 */
export function placesJoined(clause: Clause, parts: Parts, inventory: Inventory): Meaning | null {
  const verb = parts.verb;
  const afterIn = !verb && listedExactly('LocationPrepositions', clause.tokens[0]?.norm ?? '') && /^[a-z]/.test(clause.tokens[0].text) ? clause.tokens.slice(1) : clause.tokens;
  // ("whether he was idle or patrolling": said of whoever it is about.)
  const about = isTheThing(parts.subject) || (parts.subject?.tokens.length === 1 && listed('SubjectPronouns', parts.subject.tokens[0].norm));
  // ("while idle or debouncing": a gerund joined after other places is one of them, not the clause's verb.)
  // ("while armed or paused": or a participle.)
  const joinedBefore = !!verb && (verb.gerund || (/ed$/.test(verb.verb.norm) && !verb.copula)) && verb.from > 0 && listed('JoiningConjunctions', clause.tokens[verb.from - 1]?.norm ?? '') && clause.tokens.slice(0, verb.from).every((t) => t.kind !== 'word' || /^(adj|noun|conj)$/.test(t.pos) || t.text === ',');
  // ("that is still queued or running": a participle the text names as a state, read as the passive, is the first of them.)
  const participle = !!verb?.passive && !verb.copula && !!inventory.findState(verb.verb.norm);
  const said = (verb?.copula || participle) && !verb.negated && about ? clause.tokens.slice(participle ? clause.tokens.indexOf(verb.verb) : verb.to) : !verb || (verb.gerund && verb.from === 0) || joinedBefore ? afterIn : [];
  // ("whether On Loan or Overdue", "whether from ARRIVED or HOLD": each alternative a name of up to
  // three words, after "in" or "from" if it likes.)
  const groups: Token[][] = [[]];
  for (const t of said.filter((x) => x.kind !== 'punct' || x.text === ',')) {
    if (t.text === ',' || listed('JoiningConjunctions', t.norm)) groups.push([]);
    else groups[groups.length - 1].push(t);
  }
  const named = groups.filter((g) => g.length).map((g) => (g.length > 1 && /^[a-z]/.test(g[0].text) && listed('ScenePrepositions', g[0].norm) ? g.slice(1) : g));
  // ("idle or patrolling" with a PATROL state: the state named by what is being done.)
  const stateOf = (g: Token[]) => (g.length > 3 ? null : inventory.findState(stateName(g)) ?? (g.length === 1 && /ing$/.test(g[0].norm) ? inventory.findState(g[0].lemma) : null));
  if (named.length < 2 || !named.every(stateOf)) return null;
  const [first, ...others] = named.map((g) => knownStateMention(g, stateOf(g)!));
  return { kind: 'scene', state: first, also: others };
}

/** ("The void event is allowed from both draft and issued"): a place phrase and every place joined to it, as the scene. */
export function sceneOfJoined(pp: PrepPhrase, inventory: Inventory): Meaning {
  const place = (m: Mention) => asState(m, inventory) ?? { ...m, type: 'state' as const };
  return { kind: 'scene', state: place(pp.mention), also: (pp.others ?? []).map(place) };
}

/**
 * "If the motor current exceeds the limit during OPENING or CLOSING (OVERCURRENT), ...": where a
 * subordinate clause names several places, it happens in each of them.
 */
export function inEachPlace(parts: Parts, meanings: Meaning[], inventory: Inventory): Meaning[] {
  const place = parts.preps.find((p) => isScenePreposition(p.prep) && p.others?.length && asState(p.mention, inventory));
  const first = place ? asState(place.mention, inventory) : undefined;
  const trigger = meanings.find((m) => m.kind === 'trigger');
  if (!place || !first || !trigger || trigger.kind !== 'trigger' || (trigger.source && trigger.source.name !== first.name) || meanings.some((m) => m.kind === 'scene')) return meanings;
  const others = place.others!.map((o) => asState(o, inventory) ?? { ...o, type: 'state' as const });
  return [{ kind: 'scene', state: first, also: others }, ...meanings.map((m) => (m === trigger ? { ...trigger, source: undefined } : m))];
}
