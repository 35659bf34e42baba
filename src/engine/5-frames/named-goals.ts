/**
 * Places a verb reaches with no preposition, written as names the writer capitalises: "The agent
 * can place it On Hold", "Accepting sends them Heading To Restaurant", "QA marks it VERIFIED or
 * REOPENED".
 */
import { listed } from '../grammar/words.js';
import { participleOf } from '../2-words/lemma.js';
import { isName, isQuotedOrCode, type Token } from '../2-words/token.js';
import { eventName, isTitledName } from '../4-inventory/names.js';
import type { Meaning } from './meaning.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { mentionOf, type Mention } from '../4-inventory/mentions.js';
import type { Parts } from './parts.js';
import { asState } from './subject.js';
import { motion } from './motion.js';
import { nounPhraseAt } from '../3-clauses/phrases.js';

/** "place it On Hold": a name right after the object. */
export function nameAfterObject(parts: Parts, inventory: Inventory): Mention | undefined {
  const put = parts.object ? parts.tokens[parts.tokens.indexOf(parts.object.tokens[parts.object.tokens.length - 1]) + 1] : undefined;
  if (!put || !isQuotedOrCode(put) || !/^[A-Z]/.test(put.text)) return undefined;
  const named = mentionOf([put], inventory);
  return asState(named, inventory) ?? { ...named, type: 'state' };
}

/** "sends them Heading To Restaurant": a person sent to a name in capitals, as the object after the person. */
export function personSentTo(parts: Parts, inventory: Inventory): Mention | undefined {
  const o = parts.object;
  if (!o || o.tokens.length !== 1 || o.tokens[0].kind !== 'quoted' || !/^[A-Z]/.test(o.tokens[0].text) || !listed('ObjectPronouns', parts.tokens[parts.verb!.to]?.norm ?? '')) return undefined;
  return asState(o, inventory) ?? { ...o, type: 'state' };
}

/**
 * ("QA then either marks it VERIFIED or REOPENED", "flags it `urgent`"): what a thing is marked, a
 * name right after it, is where it goes; each name joined by "or" is another choice, on its own event.
 */
export function markedWith(parts: Parts, inventory: Inventory): Meaning | null {
  const verb = parts.verb;
  if (!verb || verb.passive || verb.negated || !listed('MarkingParticiples', participleOf(verb.lemma))) return null;
  const pronoun = parts.tokens[verb.to];
  // ("we mark the card Cancelled", "The warehouse marks an order Packed": or a noun phrase from its
  // determiner, before a name capitalised inside the sentence.)
  const capitalised = (t: Token | undefined) => !!t && t.kind === 'word' && /^[A-Z][a-z]/.test(t.text);
  const np = pronoun?.pos === 'det' ? nounPhraseAt(parts.tokens, verb.to) : null;
  // (The tagger may read the name as the phrase's last noun: "an order Packed".)
  const end = np && np.tokens.length >= 3 && capitalised(np.tokens[np.tokens.length - 1]) ? np.to - 1 : np?.to ?? -1;
  const itMarked = !!pronoun && (listed('ObjectPronouns', pronoun.norm) || listed('ObjectAnaphors', pronoun.norm));
  let k = itMarked ? verb.to + 1 : np && end - verb.to <= 4 && capitalised(parts.tokens[end]) ? end : -1;
  const names: Token[] = [];
  while (k > 0 && parts.tokens[k] && (isName(parts.tokens[k]) || inventory.findState(parts.tokens[k].norm) || (k === end && capitalised(parts.tokens[k])))) {
    names.push(parts.tokens[k]);
    k += listed('JoiningConjunctions', parts.tokens[k + 1]?.norm ?? '') ? 2 : 1;
    if (!listed('JoiningConjunctions', parts.tokens[k - 1]?.norm ?? '')) break;
  }
  // ("we mark the order as delivered", "turning it in marks it completed": or, past "as", one
  // quality in small letters that ends the clause.)
  let q = itMarked ? verb.to + 1 : np ? np.to : -1;
  if (parts.tokens[q]?.norm === 'as') q++;
  const quality = parts.tokens[q];
  const ends = !parts.tokens[q + 1] || parts.tokens[q + 1].kind === 'punct' || /^(prep|conj|sub)$/.test(parts.tokens[q + 1].pos);
  if (!names.length && q > 0 && quality?.kind === 'word' && /^[a-z]/.test(quality.text) && (quality.pos === 'adj' || (/(ed|en)$/.test(quality.norm) && quality.lemma !== quality.norm)) && ends) names.push(quality);
  if (!names.length) return null;
  const target = (t: Token): Mention => {
    const named = mentionOf([t], inventory);
    return asState(named, inventory) ?? { ...named, type: 'state' };
  };
  // (One name: set off by whatever the clause says; "Returning an item ... marks it Returned".)
  if (names.length === 1) return motion({ ...parts, object: null }, { target: target(names[0]) }, inventory);
  const on = (t: Token) => ({ kind: 'event' as const, name: eventName([verb.verb, t]) });
  return { kind: 'motion', target: target(names[0]), trigger: on(names[0]), more: names.slice(1).map((t) => ({ target: target(t), trigger: on(t) })) };
}

/**
 * ("it is automatically rejected and moved to Missed"): a verb of going that shares the participle's
 * "is" says where it goes, a state the text names or a name as written.
 */
export function movedAfterParticiple(parts: Parts, inventory: Inventory): Mention | undefined {
  const verb = parts.verb;
  if (!verb?.passive || verb.negated) return undefined;
  const going = (at: number) => parts.tokens.slice(verb.main + 1, at).some((t) => t.pos === 'verb' && t.tags.has('MotionVerbs'));
  const to = parts.preps.find((p) => listed('TargetPrepositions', p.prep) && p.at > verb.main && going(p.at));
  if (!to) return undefined;
  const named = to.mention.tokens.length === 1 && isQuotedOrCode(to.mention.tokens[0]);
  return asState(to.mention, inventory) ?? (named || isTitledName(to.mention.tokens) ? { ...to.mention, type: 'state' } : undefined);
}
