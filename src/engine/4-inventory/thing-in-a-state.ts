/**
 * "The turnstile is locked.", "The door is open.": a clause that only says which state a thing is
 * in makes that thing what the text is about, when the word is a participle or one of the text's
 * own verbs (locked, open / opens), so that "Inserting a coin unlocks it" changes its state. The
 * clause begins a sentence, or is the main clause after a condition ("Once the user logs in, the
 * session is active"), and ends there or goes on with how long ("The submit button is disabled
 * while ..."). So does a thing named by the state it is in whose own verb says how it changes:
 * "A locked account unlocks by itself after 30 minutes".
 */
import type { Token } from '../2-words/token.js';
import { lemmaOf, participleOf } from '../2-words/lemma.js';
import { listed } from '../grammar/words.js';
import type { Inventory } from './inventory.js';

/** Marks as the thing the text is about each noun a clause of the text only puts in a state. */
export function collectThingInAState(inventory: Inventory, tokens: Token[], verbs: Set<string>): void {
  let sentence = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (i > 0 && tokens[i - 1].text === '.') sentence = i;
    const afterCondition = i > 0 && tokens[i - 1].text === ',' && listed('ConditionSubordinators', tokens[sentence].norm);
    if (i !== sentence && !afterCondition) continue;
    // ("A locked account unlocks by itself after 30 minutes", "A paused download resumes ...": a
    // thing named by the state it is in, whose own verb says how it changes.)
    const [article, quality, thing, change] = tokens.slice(i, i + 4);
    // (Itself, with no object: "A failed payment moves it to `past_due`" tells what the payment does.)
    const after = tokens[i + 4];
    const changes = !!change && change.pos === 'verb' && /[^s]s$/.test(change.norm) && participleOf(change.lemma) !== change.norm && !(after && /^(det|pron|name|noun)$/.test(after.pos));
    const inState = !!quality && quality.kind === 'word' && /ed$/.test(quality.norm) && quality.lemma !== quality.norm && !quality.tags.has('StayVerbs');
    if (article && listed('IndefiniteArticles', article.norm) && inState && thing?.pos === 'noun' && thing.kind === 'word' && !thing.tags.has('StateNouns') && changes) inventory.addEntity(thing.lemma);
    // ("The submit button is disabled while ...": a noun before the head, too.)
    const compound = tokens[i + 1]?.pos === 'noun' && tokens[i + 2]?.pos === 'noun' ? 1 : 0;
    const [det, noun, be, word, stop] = [tokens[i], ...tokens.slice(i + 1 + compound, i + 5 + compound)];
    if (!stop || !(listed('DefiniteDeterminers', det.norm) || listed('IndefiniteArticles', det.norm)) || noun.kind !== 'word' || noun.pos !== 'noun' || !listed('FiniteBeForms', be.norm)) continue;
    if (noun.tags.has('StateNouns') || noun.tags.has('MachineNouns') || noun.tags.has('CodeNouns') || word.kind !== 'word' || (stop.text !== '.' && !listed('SpanSubordinators', stop.norm))) continue;
    // (Not a verb of staying: "the input is ignored" leaves things as they are.)
    const participle = /ed$/.test(word.norm) && (word.pos === 'adj' || word.pos === 'verb') && !word.tags.has('StayVerbs');
    // ("The lamp is off": a particle that names a state, too.)
    // (After a condition, or before how long it lasts, any adjective: "When it arrives, the session is
    // active", "The promise is pending until ...".)
    // (Not "the checkout is complete": a compound state said to be done.)
    const spanned = (afterCondition || stop.text !== '.') && !listed('CompletionAdjectives', word.norm);
    // ("The printer is idle.": an adjective that names a condition, not a judgement, too.)
    if (participle || verbs.has(word.norm) || verbs.has(lemmaOf(word.norm)) || listed('StateParticles', word.norm) || listed('ConditionAdjectives', word.norm) || (spanned && word.pos === 'adj')) inventory.addEntity(noun.lemma);
  }
}
