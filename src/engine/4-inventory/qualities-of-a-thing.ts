/**
 * A thing the text gives two or more conditions is what the text is about: "An account is active
 * from the day it is created. ... a locked account unlocks itself ... Accounts ... are disabled".
 * Each condition is one word, a quality or a participle, said of the noun after a verb of being or
 * becoming ("is active", "becomes overdue", "stays open"), or written before it ("a locked
 * account"); two said after the verb in a clause of its own, so that qualities in passing ("a red
 * button") and what happens to a thing in a condition ("If a fault is detected ... until the fault
 * is cleared") make no thing. Counted by the noun over the whole text.
 */
import type { Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import type { Inventory } from './inventory.js';

type Qualities = Map<string, { said: Set<string>; before: Set<string> }>;

/** A quality of one word: an adjective or a participle in small letters, or a particle of state ("off"). */
const isQuality = (t: Token | undefined) => !!t && t.kind === 'word' && /^[a-z]/.test(t.text) && (t.pos === 'adj' || (/(ed|en)$/.test(t.norm) && t.lemma !== t.norm) || listed('StateParticles', t.norm)) && !listed('DegreeAdverbs', t.norm);

const isThing = (t: Token | undefined) => !!t && t.kind === 'word' && t.pos === 'noun' && !['StateNouns', 'MachineNouns', 'CodeNouns', 'EventNouns', 'PersonNouns', 'TimeUnits'].some((c) => t.tags.has(c));

const being = (tokens: Token[], i: number) => listed('FiniteBeForms', tokens[i].norm) || listed('LinkingVerbs', tokens[i].lemma) || (tokens[i].tags.has('StayVerbs') && tokens[i].pos === 'verb') || (tokens[i].norm === 'be' && listed('ModalVerbs', tokens[i - 1]?.norm ?? ''));

function entry(qualities: Qualities, noun: string) {
  let e = qualities.get(noun);
  if (!e) qualities.set(noun, (e = { said: new Set(), before: new Set() }));
  return e;
}

/** Whether the clause of the subject at `s` is a condition or a time ("If a fault is detected", "until the fault is cleared"): a happening, not a condition of the thing. */
function inCondition(tokens: Token[], s: number): boolean {
  for (let k = s - 1; k >= 0 && tokens[k].kind !== 'punct'; k--) if (tokens[k].pos === 'sub') return true;
  return false;
}

/** `told`: the noun last given a quality, which "it" or "they" stands for in a later clause ("the valve is open, and it stays open"). */
function countQualities(tokens: Token[], qualities: Qualities, told: { noun?: string } = {}): void {
  for (let i = 1; i < tokens.length; i++) {
    // Written before the noun: "a locked account", "Barred doors".
    if (isThing(tokens[i]) && isQuality(tokens[i - 1]) && /(ed|en)$/.test(tokens[i - 1].norm) && tokens[i - 1].lemma !== tokens[i - 1].norm && tokens[i - 1].pos !== 'verb') entry(qualities, tokens[i].lemma).before.add(tokens[i - 1].norm);
    if (!being(tokens, i) || tokens[i].kind !== 'word') continue;
    // Said after the verb: the noun right before it (past "will", "has been"), the quality right after (past an adverb).
    let s = i - 1;
    while (s > 0 && (tokens[s].pos === 'aux' || tokens[s].pos === 'adv' || listed('ModalVerbs', tokens[s].norm))) s--;
    const pronoun = !!told.noun && !!tokens[s]?.tags.has('ThirdPersonPronouns') && !listed('Demonstratives', tokens[s].norm);
    if (!(isThing(tokens[s]) || pronoun) || inCondition(tokens, s)) continue;
    let q = i + 1;
    while (tokens[q]?.pos === 'adv' || tokens[q]?.norm === 'be' || tokens[q]?.norm === 'been') q++;
    const next = tokens[q + 1];
    if (!isQuality(tokens[q]) || (next && next.kind !== 'punct' && !/^(prep|sub|conj)$/.test(next.pos))) continue;
    const noun = pronoun ? told.noun! : tokens[s].lemma;
    entry(qualities, noun).said.add(tokens[q].norm);
    // ("Denied claims may be appealed ..., in which case they are reopened": what a thing may be
    // leaves no thing for "they" to continue.)
    const possible = tokens.slice(s + 1, i).some((t) => listed('PossibilityModals', t.norm));
    told.noun = possible ? undefined : noun;
  }
}

/** The nouns given two conditions said after a verb, or one said so and two more written before the noun. */
function thingsOfQualities(qualities: Qualities): string[] {
  return [...qualities].filter(([, e]) => e.said.size >= 2 || (e.said.size > 0 && new Set([...e.said, ...e.before]).size >= 3)).map(([noun]) => noun);
}

/**
 * Marks as what the text is about each thing given two or more conditions, where the text names
 * no state otherwise: beside names it writes as states, "the connection is aborted" only describes.
 */
export function collectThingOfQualities(inventory: Inventory, units: { tokens: Token[] }[]): void {
  if (inventory.states.length) return;
  const qualities: Qualities = new Map();
  const told = {};
  for (const { tokens } of units) countQualities(tokens, qualities, told);
  for (const noun of thingsOfQualities(qualities)) inventory.addEntity(noun);
}
