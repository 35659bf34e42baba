/**
 * What a state does as it is entered or left, told as a deed with its moment: "On entry it powers
 * the sensor rail", "entry disables the ADC; exit turns the LED off", "the exit action stops the
 * motor", "Sampling powers the rail on entry". The deed is an entry or exit action of the state
 * the clause names, or of the one the sentence is in; the moment sets nothing off.
 */
import { listed } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Mention } from '../4-inventory/mentions.js';
import { actionName } from '../4-inventory/names.js';
import type { Token } from '../2-words/token.js';
import type { Meaning } from './meaning.js';
import type { Parts } from './parts.js';
import { asState } from './subject.js';

type Moment = Extract<Meaning, { kind: 'entry' | 'exit' }>;

const momentOf = (m: Mention): 'entry' | 'exit' | null => {
  const words = m.tokens.filter((t) => t.pos !== 'det' && !listed('PossessiveDeterminers', t.norm));
  const head = words[0];
  // ("entry", "the entry action", "its exit handler": the moment, alone or naming its action.)
  // (Not actions in general: "the entry/exit actions only happen ...".)
  if (!head || head.kind !== 'word' || words.length > 2 || (words[1] && (!words[1].tags.has('ActionNouns') || words[1].lemma !== words[1].norm))) return null;
  if (head.tags.has('EntryWords') && head.pos === 'noun') return 'entry';
  if (head.tags.has('ExitWords') && head.pos === 'noun') return 'exit';
  return null;
};

function momentIn(parts: Parts, inventory: Inventory): Moment | null {
  // ("On entry to SAMPLING it ...", "on exit from it": the state the moment is of.)
  const at = parts.preps.findIndex((p) => /^(on|upon)$/.test(p.prep) && !!momentOf(p.mention));
  if (at >= 0) {
    const of = parts.preps[at + 1] && /^(to|into|of|from)$/.test(parts.preps[at + 1].prep) ? asState(parts.preps[at + 1].mention, inventory) : undefined;
    const doer = parts.subject ? asState(parts.subject, inventory) : undefined;
    return { kind: momentOf(parts.preps[at].mention)!, state: of ?? doer };
  }
  const said = parts.subject ? momentOf(parts.subject) : null;
  return said ? { kind: said } : null;
}

/** The clause's meanings, with a deed done at a state's entry or exit told as that. */
export function withEntryExitDeeds(parts: Parts, meanings: Meaning[], inventory: Inventory): Meaning[] {
  const verb = parts.verb;
  // (A deed goes nowhere: "entry turns the red LED on" is no motion, whatever frame its verb has.)
  if (!verb || verb.copula || verb.negated || verb.passive || verb.verb.tags.has('HappenVerbs') || meanings.some((m) => m.kind === 'motion' && m.target)) return meanings;
  const moment = momentIn(parts, inventory);
  if (!moment) return meanings;
  const told = meanings.filter((m) => m.kind === 'action').map((m) => ({ kind: 'action' as const, name: m.name }));
  const deed = parts.tokens.slice(verb.from).filter((t) => t.kind !== 'punct');
  return [moment, ...(told.length ? told : [{ kind: 'action' as const, name: actionName(deedWords(parts, deed)) }])];
}

/** The words of the deed, without the moment's own phrase ("on entry", "on entry to sampling"). */
function deedWords(parts: Parts, words: Token[]): Token[] {
  const at = parts.preps.findIndex((p) => /^(on|upon)$/.test(p.prep) && !!momentOf(p.mention));
  if (at < 0) return words;
  const of = parts.preps[at + 1] && /^(to|into|of|from)$/.test(parts.preps[at + 1].prep) ? parts.preps[at + 1] : undefined;
  const phrase = new Set([...parts.preps[at].mention.tokens, ...(of?.mention.tokens ?? [])]);
  return words.filter((t) => !phrase.has(t) && !(t.pos === 'prep' && phrase.has(parts.tokens[parts.tokens.indexOf(t) + 1])));
}
