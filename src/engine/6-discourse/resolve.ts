/**
 * Resolving a mention of a state to its path: through the inventory ("the modal" is the help
 * modal), through the discourse ("it", "there", "this state"), or, for the target of an explicit
 * motion, as a new state (which joins the inventory). A phrase that cannot be a state's name
 * (too long, about code, the machine itself) resolves to nothing.
 */
import { isPluralNoun } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { listed } from '../grammar/words.js';
import { grammar } from '../grammar/load.js';
import { countsOccurrences, type Mention } from '../4-inventory/mentions.js';
import type { Focus, Path } from './focus.js';

const MAX_NAME_WORDS = 4;

/** Whether a phrase could be a state's name: short, and not about code, people or the machine. */
function nameLike(m: Mention): boolean {
  const words = m.tokens.filter((t) => t.kind !== 'punct' && t.pos !== 'det' && !t.tags.has('Possessive'));
  if (!words.length || words.length > MAX_NAME_WORDS) return false;
  // ("the elapsed time, which is initially 0", "1) At startup, ...": a number alone is a value or a label.)
  if (words.every((t) => t.kind === 'number' || t.pos === 'num')) return false;
  // ("goes into two regions": things counted are several, never one state.)
  if (words[0].pos === 'num' && words[0].norm !== 'one' && isPluralNoun(words[words.length - 1])) return false;
  // ("stops everything": a pronoun for any thing at all, whatever the tagger read, names none.)
  if (words.some((t) => t.tags.has('CodeNouns') || t.tags.has('MachineNouns') || t.pos === 'pron' || t.tags.has('IndefinitePronouns'))) return false;
  // ("while idle or debouncing": places joined by "or" are several, never one state's name.)
  if (words.length > 2 && words.some((t, i) => i > 0 && i < words.length - 1 && t.kind === 'word' && t.norm === 'or')) return false;
  // ("is in", "to", "only": a word that only joins or qualifies others names nothing; "on" and "off" may.)
  const joining = (t: (typeof words)[number]) => t.kind === 'word' && /^(prep|conj|det|aux|rel|sub|neg|adv)$/.test(t.pos);
  if (words.length === 1 && joining(words[0]) && !listed('StateParticles', words[0].norm)) return false;
  // ("a failure on the fifth attempt goes to LOCKED": the how-many-th time is a count, not a place.)
  if (countsOccurrences(words)) return false;
  // ("see Section 5", "Problem P2.8": a pointer to another part of the document.)
  if (listed('DocumentPartNouns', words[0].norm) && words.length > 1 && /\d/.test(words[1].text)) return false;
  // A phrase with a finite verb in it is no name, unless a rule made a state of it ("hides" → hidden).
  if (m.type !== 'state' && words.some((t) => t.pos === 'verb' && !/(ing|ed|en)$/.test(t.norm))) return false;
  return true;
}

/**
 * "STOPPED" where the states are MOTOR_STOPPED, MOTOR_RUNNING, ...: a name in capitals left without
 * the prefix all its siblings share. (Not BOARDING beside PRE_BOARDING: no family shares "PRE_".)
 */
function prefixed(name: string, inventory: Inventory): ReturnType<Inventory['findState']> {
  if (!/^[A-Z][A-Z0-9]+$/.test(name)) return null;
  const full = inventory.states.filter((e) => e.name.endsWith(`_${name}`));
  if (full.length !== 1) return null;
  const prefix = full[0].name.slice(0, -name.length);
  return inventory.states.some((e) => e !== full[0] && e.name.startsWith(prefix)) ? full[0] : null;
}

/** "the former", "the latter": the first or the second of the last two states the text listed. */
function pairMember(m: Mention, inventory: Inventory, at: number | undefined): Path | null {
  const place = grammar().lexicon.mapped('PairAnaphors', m.name);
  if (place === undefined || at === undefined) return null;
  const listedStates = inventory.sequenceBefore(at);
  return listedStates?.length === 2 ? listedStates[Number(place)] : null;
}

/**
 * `create`: whether an unknown name may become a state; `'source'` creates it as a place only,
 * which becomes a state of the flow only if a transition uses it.
 */
export function resolveState(m: Mention | undefined, inventory: Inventory, focus: Focus, create: boolean | 'source'): Path | null {
  if (!m) return null;
  const at = m.tokens[0]?.start;
  // ("the latter" with no pair just listed points at nothing the story knows.)
  if (m.type === 'anaphor') return listed('PairAnaphors', m.name) ? pairMember(m, inventory, at) : focus.current;
  if (m.path?.some((p) => p.split('.').some(Boolean))) return inventory.addState(m.path, 'path', at).path;
  // (A mention with no name, "xstate.after(0)#aa" read as a place, is no state.)
  if (!m.name || !m.name.split('.').some(Boolean)) return null;
  if (m.type !== 'state' && m.type !== 'thing' && !(m.type === 'event' && m.by === 'shape')) return null;
  // ("from some_state to some_other_state": an identifier names exactly one state.)
  const words = m.tokens.filter((t) => t.pos !== 'det' && t.kind !== 'punct');
  // ("transition to BOARDING" where PRE_BOARDING is known: a name in capitals, too.)
  const identifier = words.length === 1 && words[0].kind !== 'word' && (/[a-z0-9][_A-Z]/.test(words[0].text) || /^[A-Z][A-Z0-9]+$/.test(words[0].text));
  const known = identifier ? inventory.findState(m.name) ?? prefixed(m.name, inventory) : inventory.findLoosely(m.name);
  if (known) {
    // Seen in the text: it counts from where the text first names it.
    if (inventory.phase === 'text' && at !== undefined && (!known.inText || at < known.at) && known.at !== -1) inventory.addState(known.path, 'source', at);
    return known.path;
  }
  // ("Quarantined specimens ..." where the text names QUARANTINE: a participle of a state's name is that state.)
  const made = words.length === 1 && words[0].kind === 'word' && /ed$/.test(words[0].norm) && words[0].lemma !== words[0].norm ? inventory.findState(words[0].lemma) : null;
  if (made && made.name.toLowerCase() === words[0].lemma) return made.path;
  if (!create || !nameLike(m)) return null;
  return inventory.addState([m.name], create === 'source' ? 'source' : 'target', at).path;
}
