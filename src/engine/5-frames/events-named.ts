/**
 * The events a clause names: its subject and verb ("results arrive" → RESULTS_ARRIVE), a gesture and
 * what it is done to ("presses the button" → PRESS_BUTTON), someone doing something ("if the user
 * cancels"), the outcome of what runs ("when the request fails"), the runtime's own names.
 */
import { listed, listedExactly } from '../grammar/words.js';
import { isName, type Token } from '../2-words/token.js';
import { readsAsQuality } from '../2-words/lemma.js';
import { mentionOf, type Mention } from '../4-inventory/mentions.js';
import { eventName, written } from '../4-inventory/names.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Choice } from './choose.js';
import { runtimeTrigger, type Trigger } from './meaning.js';
import type { Parts } from './parts.js';

/** An event named by a subject and its verb: "results arrive" → RESULTS_ARRIVE; "a TOGGLE event occurs" → TOGGLE. */
export function eventOfSubject(subject: Mention, verb: Token | null, particle?: Token): Trigger {
  // ("Submit only works if ...": a control's label, a verb written as a name, is the event by itself.)
  const only = subject.tokens.filter((t) => t.pos !== 'det');
  if (only.length === 1 && /^[A-Z][a-z]+$/.test(only[0].text) && only[0].tags.has('Verb') && verb) return { kind: 'event', name: eventName(only), mention: subject };
  // ("that event happens": an event named by its head alone is the one last named.)
  // (But a thing named in capitals that does something of its own: "when the PR merges" is PR_MERGES;
  // "when the ACK arrives", "the TIMEOUT fires" happen, and the name alone is the event.)
  const doesSomething = subject.by === 'shape' && !!verb && verb.kind === 'word' && !verb.tags.has('HappenVerbs') && !verb.tags.has('FireVerbs') && !verb.tags.has('ReceiveVerbs') && !verb.tags.has('FinishVerbs') && !verb.tags.has('FailVerbs') && !verb.tags.has('MotionVerbs') && !subject.tokens.some((t) => t.tags.has('EventNouns'));
  if (subject.type === 'event' && (subject.name || subject.by === 'head') && !doesSomething) return { kind: 'event', name: subject.name, mention: subject };
  // ("..., firing `seat`. That works from `booked` or `confirmed`": a demonstrative alone is the event last named, too.)
  if (subject.type === 'anaphor' && subject.tokens.length === 1 && listed('Demonstratives', subject.tokens[0].norm)) return { kind: 'event', name: '', mention: { ...subject, type: 'event', by: 'head', name: '' } };
  // "'Return to cart' works from any step": a control's name is the event, whatever it does.
  const words = subject.tokens.filter((t) => t.pos !== 'det');
  if (doesSomething) return { kind: 'event', name: eventName([...subject.tokens, verb!, ...(particle ? [particle] : [])]), mention: subject };
  if (words.length === 1 && (words[0].kind === 'quoted' || words[0].kind === 'name' || words[0].kind === 'code')) return { kind: 'event', name: eventName(words), mention: subject };
  // ("When the final ACK arrives", "A CLOSE call in ESTABLISHED ...": a name among words that only
  // describe it, or say it is called, is the event.)
  const written = words.filter((t) => t.kind === 'name');
  if (written.length === 1 && words.every((t) => t === written[0] || t.pos === 'adj' || (t.pos === 'noun' && t.tags.has('InvokeVerbs')))) return { kind: 'event', name: eventName(written), mention: subject };
  const tokens = verb ? [...subject.tokens, verb, ...(particle ? [particle] : [])] : subject.tokens;
  return { kind: 'event', name: eventName(tokens), mention: subject };
}

/** A gesture and what it is done to: "clicks 'Submit'" → SUBMIT; "presses the button" → PRESS_BUTTON. */
export function gestureEvent(verb: Token, object: Mention | null, tokens: Token[]): Trigger {
  if (object && (object.type === 'event' || object.by === 'shape' || object.tokens.some((t) => t.kind === 'quoted' || t.kind === 'name' || (/^[A-Z]/.test(t.text) && t !== tokens[0])))) {
    const named = object.tokens.filter((t) => t.kind !== 'word' || /^[A-Z]/.test(t.text));
    // ("Pressing i": a key by its letter is named with the gesture, PRESS_I.)
    if (named.length === 1 && /^[a-z]$/.test(named[0].text)) return { kind: 'event', name: `${eventName([verb])}_${named[0].text.toUpperCase()}`, mention: object };
    if (named.length) return { kind: 'event', name: eventName(named), mention: object };
  }
  // ("picking up the crate": the verb's particle before its object is part of what is done.)
  const next = tokens[tokens.indexOf(verb) + 1];
  const particle = object && next && next.pos === 'part' && next.tags.has('PhrasalParticles') && !object.tokens.includes(next) ? [next] : [];
  // ("turning the engine off": or after its object, where nothing follows it but the clause's verb.)
  const end = object ? tokens.indexOf(object.tokens[object.tokens.length - 1]) : -1;
  const trailing = !particle.length && end >= 0 && tokens[end + 1]?.tags.has('PhrasalParticles') && (!tokens[end + 2] || /^(verb|aux|punct)$/.test(tokens[end + 2].pos)) ? [tokens[end + 1]] : [];
  return { kind: 'event', name: eventName([verb, ...particle, ...(object?.tokens ?? tokens.slice(tokens.indexOf(verb) + 1)), ...trailing]), mention: object ?? undefined };
}

export function outcomeOf(choice: Choice, parts: Parts): Trigger | null {
  const id = choice.frame?.yields;
  if (id !== 'finish' && id !== 'fail') return null;
  // "Calibrating ends with CAL_OK": the event it ends with is the trigger.
  if (choice.roles.event) return { kind: 'event', name: choice.roles.event.type === 'event' ? choice.roles.event.name : eventName(choice.roles.event.tokens), mention: choice.roles.event };
  const subject = parts.subject;
  // ("when the save completes", "if the gateway declines the card": an ordinary thing finishing is the
  // outcome of a service running there, and an event anywhere else.)
  const soft = !!subject && subject.type !== 'service' && subject.type !== 'anaphor' && !subject.tokens.some((t) => listed('OngoingWorkNouns', t.norm));
  const service = subject?.type === 'service' ? subject.name : undefined;
  const verb = parts.verb!;
  // ("if it rejects" where nothing runs: the event its verb names.)
  const otherwise = subject && subject.type !== 'anaphor' ? eventName([...subject.tokens, verb.verb, ...(verb.particle ? [verb.particle] : [])]) : eventName([verb.verb, ...(verb.particle ? [verb.particle] : [])]);
  return { kind: id === 'finish' ? 'invoke.onDone' : 'invoke.onError', service, ...(otherwise ? { otherwise } : {}), ...(soft ? { soft } : {}) };
}

/** "if the user cancels", "when the agent asks a question": someone doing something is an event. */
export function doingEvent(parts: Parts, opener: string): Trigger | null {
  const verb = parts.verb;
  const subject = parts.subject;
  // ("if is_flammable returns True" is a condition; "until the connection returns", with nothing after, happens.)
  const alone = !parts.object && !parts.complement && (!parts.tokens[verb?.to ?? 0] || parts.tokens[verb!.to].kind === 'punct');
  const stative = !!verb?.verb.tags.has('StativeVerbs') && !(alone && verb.verb.tags.has('MotionVerbs'));
  // ("If the server returns an error": what it gives back is an outcome of what runs, or an event.)
  const head = parts.object?.tokens[parts.object.tokens.length - 1];
  const outcome = head?.tags.has('FailureWords') ? 'invoke.onError' : head?.tags.has('SuccessWords') ? 'invoke.onDone' : null;
  if (verb && stative && outcome && !verb.negated && subject) return { kind: outcome, soft: true, otherwise: eventName([...subject.tokens, verb.verb, ...parts.object!.tokens]) };
  if (!verb || verb.copula || verb.negated || stative || listedExactly('PossibilityModals', verb.modal ?? '')) return null;
  // "if the ticket has been paid": what is already so is a condition.
  // ("once the code has been sent": as soon as it has happened, an event.)
  if (verb.passive && verb.perfect && /\b(if|unless)\b/.test(opener)) return null;
  // ("if cars are waiting", "unless the printer is warming up": what is going on, after "if", is a condition.)
  if (verb.progressive && /\b(if|unless)\b/.test(opener)) return null;
  // ("once at least three topics are picked", "if all fields are filled": a count is a condition.)
  if (subject?.tokens.some((t) => t.pos === 'num' || listed('ComparativeQuantifiers', t.norm))) return null;
  // ("if no lives remain": that nothing is left is a condition, not an event.)
  if (subject?.tokens[0] && listed('NegativeQuantifiers', subject.tokens[0].norm)) return null;
  // ("when the user is signed in", "if it is locked out": a person, or a participle with its particle, is in a state.)
  // (But a thing made so, at a moment, is what happens: "When the device is switched on".)
  const madeSo = !!verb.particle && listed('MomentSubordinators', opener) && !!subject && subject.type !== 'state';
  if (verb.passive && ((verb.particle && !madeSo) || subject?.type === 'actor')) return null;
  // (The machine itself made so is named by what is done to it: "when it is switched on" → SWITCH_ON.)
  if (verb.passive && madeSo && (subject!.type === 'machine' || subject!.type === 'anaphor')) return { kind: 'event', name: eventName([{ ...verb.verb, norm: verb.lemma, text: verb.lemma, pos: 'verb' }, verb.particle!]) };
  // "'Upload' is clicked" → CLICK_UPLOAD: a gesture first, then what it is done to; "an appeal is
  // accepted", "it is flagged by an administrator" → APPEAL_ACCEPTED, FLAGGED_BY_ADMINISTRATOR.
  if (verb.passive && (!subject || (subject.type !== 'state' && subject.type !== 'machine'))) {
    const by = parts.tokens.findIndex((t, i) => i > verb.main && t.norm === 'by');
    const agent = by > 0 ? parts.tokens.slice(by, by + 4).filter((t) => t.kind !== 'punct') : [];
    const own = subject?.tokens ?? [];
    const particle = madeSo ? [verb.particle!] : [];
    const tokens = verb.verb.tags.has('GestureVerbs') ? [{ ...verb.verb, pos: 'verb' as const }, ...particle, ...own] : [...own, { ...verb.verb, pos: 'adj' as const }, ...particle, ...agent];
    return { kind: 'event', name: eventName(tokens), mention: subject ?? undefined };
  }
  if (verb.passive) return null;
  // ("Upon achieving synchronisation the ONU shall move to O2": after "upon" or "on", something done, named by its plain verb.)
  const upon = !subject && verb.gerund && verb.from === 0 && /^(upon|on)$/.test(opener);
  if (upon && verb.verb.kind === 'word') return { kind: 'event', name: eventName([{ ...verb.verb, norm: verb.lemma, text: verb.lemma, pos: 'verb' }, ...(parts.object?.tokens ?? [])]) };
  if (verb.verb.kind !== 'word' || verb.verb.tags.has('Gerund') && verb.from === 0) return null;
  // ("if the cart is empty": after a form of be, what the machine is, not what it does.)
  const being = parts.tokens.slice(verb.from, verb.main).some((t) => t.lemma === 'be' || listed('CopulaForms', t.norm));
  if (subject && (subject.type === 'state' || subject.type === 'code' || (subject.type === 'machine' && being))) return null;
  // ("If the app loses connection": what the machine itself does is named by the verb and its object.)
  // ("When another activity comes into the foreground": another one is not the machine.)
  const other = !!subject?.tokens.some((t) => listed('OtherDeterminers', t.norm));
  const own = subject?.type === 'machine' && !other ? [] : subject?.tokens ?? [];
  // ("when the pointer leaves a paused toast": the thing the text is about names nothing of the event.)
  // ("when the button goes down": a particle that ends the clause goes with the verb, GO_DOWN.)
  const last = parts.tokens[verb.to];
  // ("when the courier goes online", "if the line goes quiet": so does the word a verb of going goes.)
  const ends = !!last && parts.tokens.slice(verb.to + 1).every((t) => t.kind === 'punct');
  const gone = !!last && last.kind === 'word' && /^(adj|adv)$/.test(last.pos) && verb.verb.tags.has('MotionVerbs');
  // ("if the water tank runs empty": so does a quality it ends up with.)
  const endedUp = !!last && last.kind === 'word' && !parts.object && (last.pos === 'adj' || (!/(ed|ing)$/.test(last.norm) && readsAsQuality(last.norm)));
  const particle = verb.particle ?? (ends && (listed('AdverbialParticles', last.norm) || gone || endedUp) ? last : undefined);
  // ("comes into the foreground": with no object, the place it goes names the event too.)
  const into = !parts.object && !particle ? parts.preps.find((p) => p.at === verb.to && listed('TargetPrepositions', p.prep) && p.mention.type === 'thing') : undefined;
  // ("when it goes out of range": so does the place it leaves, with the words that say it leaves.)
  const outOf = !parts.object && !particle && !into ? parts.preps.find((p) => p.at === verb.to && p.prep === 'out of' && p.mention.type === 'thing') : undefined;
  const leaving = outOf ? [...parts.tokens.slice(outOf.at, outOf.at + 2).map((t) => ({ ...t, pos: 'part' as const })), ...outOf.mention.tokens] : [];
  // ("when guests ask for the check", "when the driver arrives at the pickup": what it is done for or at, too.)
  const what = !parts.object && !particle && !into && !outOf ? parts.preps.find((p) => p.at === verb.to && /^(for|at|about)$/.test(p.prep) && p.mention.type === 'thing' && !p.mention.entity) : undefined;
  const aimed = what ? [{ ...parts.tokens[what.at], pos: 'part' as const }, ...what.mention.tokens] : [];
  const tokens = [...own, verb.verb, ...(particle ? [{ ...particle, pos: 'part' as const }] : []), ...(parts.object && !parts.object.entity ? parts.object.tokens : []), ...(into ? into.mention.tokens : []), ...leaving, ...aimed];
  return { kind: 'event', name: eventName(tokens), mention: subject ?? undefined };
}

/** An event mention as a trigger: the runtime's own names ("done.invoke.x") for the outcomes they stand for. */
export function eventTrigger(m: Mention): Trigger {
  if (m.runtime) return runtimeTrigger(m);
  return { kind: 'event', name: m.by === 'head' ? m.name : m.name || eventName(m.tokens), mention: m };
}

/** "On success", "on failure": a word of success or failure is a service's outcome where one runs. */
export function outcomeWord(m: Mention): Trigger | null {
  const words = m.tokens.filter((t) => t.pos !== 'det');
  if (words.length !== 1) return null;
  if (words[0].tags.has('SuccessWords')) return { kind: 'invoke.onDone', otherwise: eventName(words) };
  if (words[0].tags.has('FailureWords')) return { kind: 'invoke.onError', otherwise: eventName(words) };
  return null;
}

/** The event a happening names: "An ACK" → ACK, "a `delivered` event" → delivered, "an upheld appeal" → UPHELD_APPEAL. */
export function meantEvent(words: Token[], inventory: Inventory): { kind: 'event'; name: string; mention: Mention } {
  const mention = mentionOf(words, inventory);
  return { kind: 'event', name: mention.type === 'event' ? mention.name : words.length === 1 && isName(words[0]) ? written(words[0]) : eventName(words), mention };
}
