/**
 * Reading one clause: its parts, its best frame, and what it means. A clause about the code, the
 * author, the reader or the library (commentary) means nothing for the flow; so does a negated or
 * hypothetical one ("we can never go straight from idle to success", "we would have left").
 */
import { listed, listedExactly } from '../grammar/words.js';
import { isQuotedOrCode, type Token } from '../2-words/token.js';
import { gerundOf } from '../2-words/lemma.js';
import type { Clause } from '../3-clauses/split.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Grammar } from '../grammar/load.js';
import { behaviourMeanings } from './behaviour.js';
import { type Choice, chooseFrame } from './choose.js';
import { eventName, isTitledName, stateName } from '../4-inventory/names.js';
import { withBracketLabel, withBracketedService, withNamedState, withPointedState, withShownState, withStateNote, withTrailingLabel } from './bracket-label.js';
import { conditionMeanings } from './conditions.js';
import { inEachPlace } from './condition-places.js';
import { withEntryExitDeeds } from './entry-exit-deeds.js';
import type { Meaning, Reading } from './meaning.js';
import { motion } from './motion.js';
import { withMarkedInitial } from './initial-named.js';
import { knownStateMention } from '../4-inventory/mentions.js';
import { type Inherited, partsOf, type Parts } from './parts.js';
import { phraseMeanings } from './phrases.js';
import { asState } from './subject.js';

const BEHAVIOUR = new Set(['motion', 'trigger', 'initial', 'invoke', 'entry', 'exit', 'scene', 'global']);

/** Why a clause is commentary, or null when it is not. */
function commentary(parts: Parts): string | null {
  const verb = parts.verb;
  if (!verb) return null;
  const subject = parts.subject;
  const thinking = verb.verb.tags.has('CommentaryVerbs');
  // "Let's imagine a modal", "let us add a state": the author talking to the reader.
  if (parts.tokens[0]?.norm === 'let' && parts.tokens[1]?.norm === 'us') return 'the author or the reader';
  if (subject?.type === 'actor' && listedExactly('ParticipantPronouns', subject.name) && thinking) return 'the author or the reader';
  if (subject?.type === 'code') return 'the code or the text';
  // ("When requirements change, you add a transition instead of another boolean flag": building the machine.)
  const field = parts.object?.tokens.some((t) => ['TransitionNouns', 'StateNouns', 'CodeNouns'].some((c) => t.tags.has(c))) && !parts.object.tokens.some((t) => t.kind !== 'word');
  const placed = parts.preps.some((p) => p.prep === 'from' || p.prep === 'to' || p.prep === 'into');
  if (subject?.type === 'actor' && listedExactly('ParticipantPronouns', subject.name) && verb.verb.tags.has('BuildVerbs') && field && !placed) return 'the author or the reader';
  // ("We added this after the Tokyo playtest", "I wrote it for a demo": what the author did once is the text's history.)
  const once = verb.from === verb.main && verb.verb.tags.has('PastTense') && verb.verb.norm !== verb.verb.lemma && !verb.passive;
  // (Not where it went: "then we moved to FINISHED".)
  if (subject?.type === 'actor' && listedExactly('ParticipantPronouns', subject.name) && once && !verb.verb.tags.has('MotionVerbs')) return 'the author or the reader';
  if (!subject && !parts.gerundSubject && verb.from === 0 && thinking && (!parts.object || /^(code|thing|actor)$/.test(parts.object.type))) return 'an aside to the reader';
  return null;
}

/** ("We want the form to go to submitting when ...": what the author wants the machine to do, it does.) */
function wantedMotion(parts: Parts, inventory: Inventory): Meaning | null {
  if (!parts.verb || parts.verb.negated || !listed('DesireVerbs', parts.verb.verb.lemma)) return null;
  const k = parts.tokens.findIndex((t, i) => i > parts.verb!.main && t.norm === 'to' && parts.tokens[i + 1]?.tags.has('MotionVerbs'));
  const to = k > 0 ? parts.preps.find((p) => p.at > k + 1 && listed('TargetPrepositions', p.prep)) : undefined;
  return to ? motion({ ...parts, subject: null, subjects: [], object: null, preps: parts.preps.filter((p) => p.at > k) }, { target: to.mention }, inventory) : null;
}

/** A clause that says something does not, or would have, happened. */
function counterfactual(parts: Parts): boolean {
  const verb = parts.verb;
  if (!verb) return false;
  if (verb.negated) return true;
  const before = parts.tokens.slice(verb.from, verb.main).map((t) => t.norm);
  return listedExactly('HypotheticalModals', verb.modal ?? '') && before.includes('have');
}

/**
 * Where a bracketed event label may stand: before the verb; in a condition, anywhere; in a phrase
 * with no verb, before where it goes ("on insertion of a coin (event PAYMENT)", not "`pause` to
 * `Paused` (`pause_playback`)", an action done there).
 */
function labelBefore(parts: Parts, subordinate: boolean): number {
  if (subordinate) return parts.tokens.length;
  if (parts.verb) return parts.verb.from;
  const to = parts.tokens.findIndex((t) => listed('TargetPrepositions', t.norm));
  return to >= 0 ? to : parts.tokens.length;
}

/**
 * A clause's words without the phrase that says it holds anywhere ("from any state", "whatever the
 * colour"), or null when it has none, or nothing of a clause would be left. The phrase takes what
 * completes it up to the next comma, unless that says where: "at any time in the On state"; and it
 * is none inside brackets: "(sold out, the spiral jams, whatever)".
 */
function withoutAnywhere(tokens: Clause['tokens']): Clause['tokens'] | null {
  const bracketed = (i: number) => tokens.slice(0, i).some((x) => x.text === '(') || tokens.slice(i).some((x) => x.text === ')');
  const from = tokens.findIndex((t, i) => t.tags.has('GlobalMarkers') && !bracketed(i));
  if (from <= 0) return null;
  let to = from;
  while (tokens[to]?.tags.has('GlobalMarkers')) to++;
  const comma = tokens.findIndex((t, i) => i >= to && t.text === ',');
  const end = comma >= 0 ? comma : tokens.length;
  if (!tokens.slice(to, end).some((t) => /^(prep|verb|sub)$/.test(t.pos))) to = comma >= 0 ? comma + 1 : end;
  // (The comma before it goes too, unless one after it went.)
  const rest = [...tokens.slice(0, tokens[from - 1]?.text === ',' && tokens[to - 1]?.text !== ',' ? from - 1 : from), ...tokens.slice(to)];
  return rest.some((t) => t.pos === 'verb') ? rest : null;
}

/** `inherited`: the subject of the clause this one goes on from, and whether its verb was passive. */
export function readClause(clause: Clause, inventory: Inventory, g: Grammar, inherited: Inherited | null = null): Reading {
  // ("If the emergency signal is received, whatever the colour, ...", "If it reads over 55 °C, from any
  // state, the controller jumps to THERMAL": a condition said to hold anywhere is read without the
  // words that say so, which name no guard, and holds at the root.)
  const rest = clause.kind === 'condition' || clause.kind === 'span' ? withoutAnywhere(clause.tokens) : null;
  if (rest) {
    const r = readClause({ ...clause, tokens: rest }, inventory, g, inherited);
    const anywhere = r.meanings.some((m) => (m.kind === 'trigger' && !m.source) || m.kind === 'guard') && !r.meanings.some((m) => m.kind === 'global');
    return { ...r, clause, meanings: anywhere ? [...r.meanings, { kind: 'global' }] : r.meanings };
  }
  const parts = partsOf(clause, inventory, inherited);
  const choice = chooseFrame(parts, g);
  const rule = choice.frame?.id ?? (parts.verb ? (parts.verb.copula ? 'copula' : 'action') : 'phrase');
  // ("a failure returns us to reviewing, while success moves on to shared": "while" in contrast.)
  const contrast = clause.opener === 'while' && !!choice.frame && (choice.frame.yields === 'move' || choice.frame.yields === 'stay') && (!!choice.roles.target || !!parts.subject);
  const subordinate = (clause.kind === 'condition' || clause.kind === 'span') && !contrast;
  // ("With the generator in STANDBY and the technique selected, press ...": a thing and how it is,
  // after "with", sets the scene; its participle is no verb of the clause.)
  const absolute = clause.tokens[0]?.norm === 'with' && !subordinate && !!parts.verb && parts.verb.from === parts.verb.main && !/[^s]s$/.test(parts.verb.verb.norm) && parts.preps.some((p) => p.prep === 'in' && !!asState(p.mention, inventory));
  let meanings: Meaning[] = absolute ? phraseMeanings({ ...parts, verb: null }, inventory) : subordinate ? conditionMeanings(clause, parts, choice, inventory) : behaviourMeanings(clause, parts, choice, inventory, g);
  // ("is Stopped until SIGCONT puts it back to Running": what ends the wait takes it somewhere, too.)
  if (clause.opener === 'until') meanings = untilItMoves(clause, parts, choice, inventory, g, meanings);
  // ("moves on to Phase3, where it is enraged": what it is there describes the place, no state of its own.)
  if (clause.kind === 'relative' && clause.opener === 'where' && parts.verb && !parts.preps.length && !parts.object && meanings.every((m) => m.kind === 'motion' && !m.trigger && !m.source) && (parts.verb.copula || parts.verb.passive)) meanings = [{ kind: 'none' }];
  // ("puts it into `ADVERTISING`, where it stays discoverable for 30 seconds": so does how it stays there.)
  if (clause.kind === 'relative' && clause.opener === 'where') meanings = meanings.map((m) => (m.kind === 'motion' && m.stay && m.source && !inventory.findState(m.source.name) && m.source.tokens.every((t) => t.kind === 'word' && /^[a-z]/.test(t.text)) ? { ...m, source: undefined } : m));
  // ("make a transition to Jump that uses the `Jump` trigger": what a relative says it uses is its event.)
  if (clause.kind === 'relative' && parts.object?.type === 'event' && !parts.verb?.negated && meanings.every((m) => m.kind === 'action' || m.kind === 'none')) meanings = [{ kind: 'trigger', trigger: { kind: 'event', name: parts.object.name || eventName(parts.object.tokens), mention: parts.object } }];
  // ("While the check runs the status is Screening": what goes on all the while sets nothing off.)
  if (clause.kind === 'span' && clause.opener === 'while') meanings = meanings.map((m) => (m.kind === 'trigger' && m.trigger.kind === 'event' && !m.source ? { kind: 'none' } : m));
  // ("Dropping a coin into the slot (coin) releases the lock": the event's label in brackets.)
  meanings = withMarkedInitial(parts.tokens, withStateNote(parts.tokens, withBracketLabel(parts.tokens, labelBefore(parts, subordinate), meanings), inventory), inventory);
  if (!subordinate) meanings = withEntryExitDeeds(parts, withShownState(parts, withTrailingLabel(parts, withBracketedService(parts, withPointedState(parts, withNamedState(parts.tokens, meanings, inventory), inventory), inventory))), inventory);
  else meanings = inEachPlace(parts, meanings, inventory);
  // ("and `freeze` does the reverse": what is done is the transition before, the other way round (6-discourse).)
  if (parts.object?.tokens.some((t) => t.tags.has('ReversalPhrases'))) meanings = [{ kind: 'none' }];
  // ("Releasing it in either state makes it released": the two states just told, inside the clause too.)
  const each = clause.tokens.findIndex((t, i) => i > 0 && listedExactly('ScenePrepositions', t.norm) && listed('PartitiveQuantifiers', clause.tokens[i + 1]?.norm ?? '') && !!clause.tokens[i + 2]?.tags.has('StateNouns'));
  if (each > 0 && !subordinate && meanings.some((m) => m.kind === 'motion' && !!m.target)) meanings = [{ kind: 'scene', state: { type: 'anaphor', tokens: clause.tokens.slice(each, each + 3), name: 'both', by: 'words' } }, ...meanings];
  // (A coordinated predicate with no subject of its own shares the one before: no aside to the reader.)
  // ("..., else show an error": an order in a branch is behaviour, whatever its verb.)
  const branch = clause.kind === 'otherwise' || clause.kind === 'then';
  // ("then open the project in your editor": a place in the reader's world is none of the machine's, in any clause.)
  // ("Your `.then()` sets `done`": the reader's own code, talked about, is none of the machine's either.)
  const readersCode = !!parts.subject && listed('ReaderPossessives', parts.subject.tokens[0]?.norm ?? '') && parts.subject.tokens.some((t) => t.kind === 'code' || t.shape === 'call');
  const readers = readersCode || (!parts.subject && !parts.gerundSubject && parts.preps.some((p) => listed('ReaderPossessives', p.mention.tokens[0]?.norm ?? '') && !p.mention.tokens.some((t) => t.tags.has('StateNouns'))));
  const why = (clause.kind === 'coord' || branch) && !parts.subject ? null : commentary(parts);
  // ("if the code is correct": a condition on a thing called code is still a guard.)
  const wanted = why === 'the author or the reader' ? wantedMotion(parts, inventory) : null;
  if (wanted) meanings = [wanted];
  else if (readers) meanings = [{ kind: 'commentary', why: 'the author or the reader' }];
  // ("What happens next depends on the broker's `CONNACK`": a question for a subject announces what comes.)
  else if (parts.verb?.verb.tags.has('HappenVerbs') && parts.subject?.tokens.length === 1 && listed('QuestionPronouns', parts.subject.tokens[0].norm) && !subordinate) meanings = [{ kind: 'commentary', why: 'an aside to the reader' }];
  else if (why && !meanings.some((m) => BEHAVIOUR.has(m.kind) || (subordinate && m.kind === 'guard' && why === 'the code or the text'))) meanings = [{ kind: 'commentary', why }];
  // ("Press START in PAUSED to resume INFUSING", "Press STOP to pause": what a gesture is for goes
  // to a state the text knows, or says nothing: "Tap Unlock to retract it" names no new state.)
  if (clause.kind === 'coord' && clause.opener === 'to') meanings = purposeMeanings(parts, meanings, inventory);
  const alone = clause.tokens.filter((t) => t.kind !== 'punct');
  // ("The checkout state contains three child states: shipping, payment, and confirmation.": the
  // list a declaration gives, as a clause of its own, says nothing more.)
  const items = alone.filter((t) => t.pos !== 'conj');
  if (clause.kind === 'main' && items.length > 1 && items.every((t) => inventory.findState(t.norm)?.evidence.has('enumeration') || inventory.findState(t.text)?.evidence.has('enumeration'))) meanings = [{ kind: 'none' }];
  // ("turns a light on or off": a particle alone after "or" is the verb's other particle, no place.)
  if (clause.kind === 'coord' && alone.length === 1 && alone[0].tags.has('StateParticles')) meanings = [{ kind: 'none' }];
  // ("Pressing Cancel at any point returns the card and goes back to idle": what a gesture done
  // anywhere does, and the motion after it, happen from the root; "Press star at any time to return
  // to the main menu": so does an order of a gesture.)
  const setsOff = (m: Meaning) => (m.kind === 'action' && !!m.trigger) || (m.kind === 'trigger' && !m.source && rule === 'gesture' && !parts.subject && parts.verb?.from === 0);
  if (!subordinate && clause.tokens.some((t) => t.tags.has('GlobalMarkers')) && meanings.some(setsOff) && !meanings.some((m) => m.kind === 'motion')) meanings = [{ kind: 'global' }, ...meanings];
  // ("tries the last phone for 10 seconds before giving up and returning to pairing": what is done
  // "before" a wait runs out is the step after it, not something that sets it off.)
  if (clause.kind === 'then' && /\bbefore\b/.test(clause.opener) && meanings.every((m) => m.kind === 'trigger' && m.trigger.kind === 'event')) meanings = [{ kind: 'none' }];
  // ("**Delivered** — At least one recipient has viewed it": a deed in the perfect, in a main clause,
  // says what is already so; it is done by no one now.)
  // (What the machine itself has done goes on being its action: "the client has reacquired its address".)
  const itself = !!parts.subject && (parts.subject.type === 'machine' || parts.subject.type === 'anaphor' || !!parts.subject.entity);
  // (Nor what has been done to the thing: "**Pending** – the job has been spooled" says what Pending is.)
  const perfect = !subordinate && clause.kind === 'main' && !!parts.verb && (!itself || parts.verb.passive) && parts.verb.perfect;
  const ownResult = (m: Meaning) => m.kind === 'motion' && !!m.target && m.target.tokens.includes(parts.verb!.verb);
  if (perfect && meanings.every((m) => m.kind === 'action' || ownResult(m))) meanings = [{ kind: 'none' }];
  if (!subordinate && counterfactual(parts)) {
    // "doesn't leave", "won't change anything": staying is still said, going is not.
    meanings = meanings.filter((m) => m.kind === 'trigger' || m.kind === 'scene' || m.kind === 'guard');
    if (!meanings.length) meanings = [{ kind: 'none' }];
  }
  return { clause, parts, rule, meanings };
}

/** The motion an "until" clause tells of its own, after the event that ends the wait: its target only. */
function untilItMoves(clause: Clause, parts: Parts, choice: Choice, inventory: Inventory, g: Grammar, told: Meaning[]): Meaning[] {
  // (Done to the thing waiting, "it", by what ends the wait.)
  if (!told.some((m) => m.kind === 'trigger' && m.trigger.kind === 'event') || parts.verb?.negated || parts.object?.type !== 'anaphor') return told;
  const moved = behaviourMeanings(clause, parts, choice, inventory, g).find((m) => m.kind === 'motion' && !!m.target && !m.target.tokens.includes(parts.verb!.verb) && !m.source && !m.stay);
  // (A place the text knows or names as a name: "to Paid", "back to `running`".)
  if (moved?.kind !== 'motion' || !(moved.target!.by === 'inventory' || isTitledName(moved.target!.tokens) || moved.target!.tokens.every(isQuotedOrCode))) return told;
  // ("until a payment moves it to Paid": what moves it is the event, PAYMENT, not its moving.)
  const by = moved.trigger ?? moved.weakTrigger;
  // ("until ARRIVE puts it in Docked": where it is put is where it goes, not where the event happens.)
  const waiting = told.map((m) => (m.kind === 'trigger' && m.source?.name === moved.target!.name ? { kind: 'trigger' as const, trigger: m.trigger } : m));
  return [...waiting, by?.kind === 'event' ? { kind: 'motion', target: moved.target, trigger: by } : { kind: 'motion', target: moved.target }];
}

/** A reading for a notation (an arrow line, a table row), which has no clause of its own. */
export function notationReading(tokens: Token[], meanings: Meaning[], rule: string): Reading {
  const clause: Clause = { tokens, marker: [], kind: 'main', opener: '', verb: null, comma: false };
  const parts: Parts = { tokens, verb: null, subject: null, gerundSubject: null, subjects: [], object: null, complement: null, preps: [] };
  return { clause, parts, rule, meanings: meanings.length ? meanings : [{ kind: 'none' }] };
}

/**
 * "Reading it out: `play` takes `Stopped` to `Playing`, ...": a gerund done to "it", with no
 * subject, before a colon, leads the reader into what follows; it is no event of the machine.
 * (A gesture keeps its event: "Pressing it: the lamp turns on".)
 */
export function withLeadIns(readings: Reading[]): Reading[] {
  return readings.map((r, k) => {
    const verb = r.parts.verb;
    const next = readings[k + 1];
    const leadIn = !!next?.clause.fresh && r.clause.kind === 'main' && !!verb?.gerund && verb.from === 0 && !r.parts.subject && r.parts.object?.type === 'anaphor' && !verb.verb.tags.has('GestureVerbs');
    return leadIn ? { ...r, meanings: [{ kind: 'commentary', why: 'an aside to the reader' }] } : r;
  });
}

/** What an order's purpose tells: a motion to a state the text knows, or to the state its verb names on a known place. */
function purposeMeanings(parts: Parts, meanings: Meaning[], inventory: Inventory): Meaning[] {
  // ("Press START to go to RUNNING": a motion of its own, "go to", "return to", to any place it names.)
  const moves = !!parts.verb?.verb.tags.has('MotionVerbs') && parts.preps.some((p) => listed('TargetPrepositions', p.prep));
  const known = meanings.filter((m) => m.kind === 'motion' && !!m.target && (moves || !!inventory.findLoosely(m.target.name)));
  if (known.length) return known;
  const place = parts.object && inventory.findLoosely(parts.object.name);
  const verb = parts.verb?.verb;
  if (place && verb && (verb.tags.has('ResumeVerbs') || verb.tags.has('EntryWords') || verb.tags.has('MotionVerbs') || verb.tags.has('InitialVerbs'))) return [motion({ ...parts, object: null }, { target: knownStateMention(parts.object!.tokens, place) }, inventory)];
  // ("Press the coffee button to start BREWING": a name written in capitals or as code that it starts or enters is the state.)
  // ("tap the footswitch once to start Recording": or capitalised inside the sentence as a name.)
  const words = parts.object ? parts.object.tokens.filter((t) => !t.tags.has('StateNouns')) : [];
  const named = words.length && (words.every((t) => isQuotedOrCode(t) || t.shape === 'caps') || (isTitledName(words) && parts.tokens.indexOf(words[0]) > 0)) ? words : [];
  // ("Press the cup button to start brewing": or what it starts doing, one word in -ing.)
  const activity = words.length === 1 && words[0].kind === 'word' && /ing$/.test(words[0].norm) && words[0].lemma !== words[0].norm ? words : [];
  const started = named.length ? named : activity;
  if (started.length && verb && (verb.tags.has('EntryWords') || verb.tags.has('InitialVerbs'))) return [motion({ ...parts, object: null }, { target: { type: 'state', tokens: started, name: stateName(started), by: 'words' } }, inventory)];
  // ("Press 1 to listen to your messages ... While listening, ...": doing what a state the text names is doing is going there.)
  const doing = verb && verb.norm === verb.lemma ? inventory.findState(gerundOf(verb.lemma)) : null;
  if (doing) return [motion({ ...parts, object: null }, { target: knownStateMention([verb!], doing) }, inventory)];
  // ("press START/PAUSE to pause the cycle", the text naming a paused state: the state the verb leaves things in.)
  const left = verb && verb.norm === verb.lemma ? inventory.findLeftBy(verb.lemma) : null;
  if (left) return [motion({ ...parts, object: null }, { target: knownStateMention([verb!], left) }, inventory)];
  // ("Press START/PAUSE again to resume": back to where it was before.)
  if (verb?.tags.has('ResumeVerbs') && !verb.tags.has('EntryWords')) return [{ kind: 'motion', restore: true }];
  return [{ kind: 'none' }];
}
