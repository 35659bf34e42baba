/**
 * States named as what a thing is, written with capitals inside a sentence: "it is Stopped until
 * SIGCONT ...", "the Agreement shall be deemed Executed", "it gets Blocked", "the request ends up
 * Unfulfilled", "shall remain Pending Signature". A name of up to three capitalised words after a
 * verb of being or becoming (and a participle of marking), its first word a quality.
 */
import { listed } from '../grammar/words.js';
import { readsAsQuality } from '../2-words/lemma.js';
import type { Token } from '../2-words/token.js';
import type { Inventory } from './inventory.js';
import { stateName } from './names.js';

const being = (t: Token) => listed('CopulaForms', t.norm) || listed('LinkingVerbs', t.lemma) || t.tags.has('StayVerbs');

export function collectTitledComplements(inventory: Inventory, tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    if (!being(tokens[i]) || tokens[i].kind !== 'word') continue;
    // (With "be", said of the thing as a pronoun or with a modal: not a field's value, "when the hold reason is Awaiting Caller".)
    const plain = listed('CopulaForms', tokens[i].norm);
    const before = tokens[i - 1];
    // (Or of "the" and one noun where a clause begins: "When the order is Pending".)
    if (plain && !(before && (before.pos === 'pron' || before.pos === 'aux' || before.pos === 'adv')) && !theThingIs(tokens, i)) continue;
    let k = i + 1;
    while (tokens[k] && (tokens[k].pos === 'adv' || listed('MarkingParticiples', tokens[k].norm) || tokens[k].norm === 'as')) k++;
    const words: Token[] = [];
    while (words.length < 3 && tokens[k + words.length]?.kind === 'word' && /^[A-Z][a-z]/.test(tokens[k + words.length].text)) words.push(tokens[k + words.length]);
    const after = tokens[k + words.length];
    const ends = !after || after.kind === 'punct' || /^(prep|sub|conj|rel)$/.test(after.pos);
    if (!words.length || !ends || !readsAsQuality(words[0].text)) continue;
    inventory.addState([stateName(words)], 'head', words[0].start);
  }
}

/**
 * "the order is", "An offer is", "Tickets are", "a submitted request is", "Complete applications
 * are", "means the permit is": a thing before `be` at `i`, where a clause begins (or a verb's
 * object clause does): an article or none, up to two qualities, and one noun (plural without an
 * article). Not a compound of nouns, "the hold reason is", whose value a field holds.
 */
function theThingIs(tokens: Token[], i: number): boolean {
  const noun = tokens[i - 1];
  if (noun?.pos !== 'noun' || noun.kind !== 'word') return false;
  let k = i - 2;
  const quality = (t: Token | undefined) => !!t && t.kind === 'word' && (t.pos === 'adj' || (t.tags.has('PastTense') && /ed$|[^e]n$/.test(t.norm)));
  while (k >= i - 3 && quality(tokens[k])) k--;
  const det = tokens[k];
  const article = !!det && (listed('DefiniteDeterminers', det.norm) || listed('IndefiniteArticles', det.norm));
  const opens = (t: Token | undefined) => !t || t.kind === 'punct' || t.pos === 'sub' || t.pos === 'conj' || t.pos === 'verb';
  return article ? opens(tokens[k - 1]) : noun.tags.has('Plural') && opens(det);
}
