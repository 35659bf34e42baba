/**
 * Frames of beginning: "The fetch machine starts out idle", "Each request starts pending", "it
 * starts moving", "Pressing Start in the menu begins a match": where a thing starts, or where
 * beginning something takes it.
 */
import { listed, listedExactly } from '../grammar/words.js';
import { isName, isQuotedOrCode } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Mention } from '../4-inventory/mentions.js';
import { stateName } from '../4-inventory/names.js';
import type { Choice } from './choose.js';
import type { Meaning } from './meaning.js';
import { complementAfter, motion } from './motion.js';
import type { Parts } from './parts.js';
import { asState, gerundAsState } from './subject.js';

export function beginning(parts: Parts, choice: Choice, inventory: Inventory): Meaning[] | null {
  const verb = parts.verb!;
  // ("Pressing Start in the menu begins a match": what a gesture begins is where it goes.)
  const begun = parts.gerundSubject && parts.object ? asState(parts.object, inventory) : undefined;
  // (Where the gesture is done is where it starts: "in the lobby", a state or a place the text names.)
  const where = parts.preps.find((p) => listedExactly('SettingPrepositions', p.prep) && (asState(p.mention, inventory) || (p.mention.type === 'thing' && p.mention.tokens.filter((t) => t.pos !== 'det').length === 1)));
  if (begun) return [motion({ ...parts, object: null }, { target: begun, ...(where ? { source: asState(where.mention, inventory) ?? { ...where.mention, type: 'state' } } : {}) }, inventory)];
  // ("Printing starts when a job arrives": what begins, as a gerund, is the state it enters.)
  const begins = parts.gerundSubject && !parts.gerundSubject.object && !parts.object && parts.tokens.slice(verb.to).every((t) => t.kind === 'punct');
  if (begins) return [motion({ ...parts, object: null, gerundSubject: null, subject: null, subjects: [] }, { target: asState(gerundAsState(parts.gerundSubject!.verb), inventory) ?? gerundAsState(parts.gerundSubject!.verb) }, inventory)];
  // ("When the active player declares "done trading," the Build Phase begins": a state that begins is entered.)
  const phase = parts.subject?.type === 'state' && parts.subject.by !== 'words' && !parts.object && !verb.negated && parts.tokens.slice(verb.to).every((t) => t.kind === 'punct') ? asState(parts.subject, inventory) : undefined;
  if (phase) return [motion({ ...parts, object: null, subject: null, subjects: [] }, { target: phase }, inventory)];
  // "it starts moving", "the stopwatch starts running": beginning to do it is being in that state.
  const doing = parts.tokens[verb.to];
  // ("you ... start drawing a flowchart": a person beginning an activity with its object is no state.)
  const activity = /^(det|noun|name|num|verb)$/.test(parts.tokens[verb.to + 1]?.pos ?? '') || parts.subject?.type === 'actor';
  if (doing && /ing$/.test(doing.norm) && doing.lemma !== doing.norm && !listed('IngAdjectives', doing.norm) && !choice.roles.target && !activity) {
    return [motion({ ...parts, object: null }, { target: { type: 'state', tokens: [doing], name: stateName([doing]), by: 'words' } }, inventory)];
  }
  // "it starts off": a particle that names a state is where it starts.
  // ("The fetch machine starts out idle": the word after the particle, if there is one.)
  const word = parts.tokens[verb.to];
  // ("The breaker starts out CLOSED": a name there, too.)
  const last = !!word && (word.kind === 'word' || isName(word)) && !/^(det|pron|prep|conj|sub)$/.test(word.pos) && (!parts.tokens[verb.to + 1] || parts.tokens[verb.to + 1].kind === 'punct');
  const afterParticle: Mention | undefined = last ? { type: 'state', tokens: [word], name: inventory.findState(word.norm)?.name ?? stateName([word]), by: 'words' } : undefined;
  const particle = verb.particle && listed('StateParticles', verb.particle.norm) ? afterParticle ?? complementAfter({ ...parts, tokens: [verb.particle] }, 0) : undefined;
  // ("Each request starts pending": an adjective in -ing read as its object.)
  const adjective = parts.object?.tokens.length === 1 && listed('IngAdjectives', parts.object.tokens[0].norm) ? { ...parts.object, type: 'state' as const } : undefined;
  // ("A field begins **pristine**", "starts 'idle'": a name alone as its object, too.)
  // ("It starts `CLOSED`": or as code, not a call: "starts `fetchUser()`" runs it.)
  // ("The craft starts DISARMED", "The ticket starts Open": or in capitals, or capitalised inside the sentence.)
  const one = parts.object?.tokens.length === 1 ? parts.object.tokens[0] : undefined;
  const writtenName = !!one && (isQuotedOrCode(one) || (one.kind === 'name' && one.shape === 'caps') || (one.kind === 'word' && /^[A-Z][a-z]+$/.test(one.text) && one.pos !== 'verb'));
  const lone = writtenName && one!.shape !== 'call' && parts.tokens[verb.to + 1]?.kind !== 'word' ? { ...parts.object!, type: 'state' as const } : undefined;
  // ("the sensor wakes from SLEEP and starts ADVERTISING": a name it goes on to start, after something it did, is where it goes.)
  if (lone && parts.sharedSubject && !verb.negated) return [motion({ ...parts, object: null, subject: null, subjects: [] }, { target: asState(lone, inventory) ?? lone }, inventory)];
  const state = asState(choice.roles.target, inventory) ?? choice.roles.target ?? asState(parts.object, inventory) ?? adjective ?? lone ?? particle ?? (parts.object ? undefined : complementAfter(parts, verb.to));
  // ("Each NPC starts out idle": a name in capitals that starts somewhere is the thing.)
  // ("A field begins **pristine**": a part of the interface the field calls code starts at a name.)
  const named = !!state && (state.by === 'inventory' || state.tokens.some((t) => isName(t)));
  // ("Every guard starts in Patrol": a kind of the field with no name of its own is a thing of the story.)
  const unnamedKind = parts.subject?.by === 'head' && !parts.subject.name;
  // ("From OPEN, another press starts CLOSING": what a gesture, named by its noun, begins is where it goes.)
  const head = parts.subject?.tokens[parts.subject.tokens.length - 1];
  if (state && named && parts.subject?.type === 'thing' && head?.pos === 'noun' && head.tags.has('GestureVerbs') && !verb.negated) return [motion({ ...parts, object: null }, { target: state }, inventory)];
  const subjectOk = !parts.subject || /^(machine|thing|actor|anaphor|state)$/.test(parts.subject.type) || (parts.subject.type === 'event' && parts.subject.by === 'shape') || (parts.subject.type === 'code' && named) || unnamedKind;
  if (state && subjectOk && !verb.negated) return [{ kind: 'initial', state, ...(parts.subject ? { subject: parts.subject } : {}) }];
  return null;
}
