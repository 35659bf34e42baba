/**
 * "The guard patrols until it sees the player", "Wardens patrol their route until they spot you",
 * "the LED blinks until the button is pressed", "they keep hunting until ...": what a thing does
 * until something happens is a state the text names by its verb, patrolling, blinking, hunting;
 * so is light or sound it gives off with nothing after it, "If smoke is detected it sounds".
 * The doer is a thing or a pronoun for one (not "you" or "the user"), the verb is plain present,
 * maybe with an object, and "until" ends the clause. A verb that goes or stays somewhere, shows
 * something or leaves a thing in a state has frames of its own.
 */
import type { Token } from '../2-words/token.js';
import { gerundOf } from '../2-words/lemma.js';
import { listed } from '../grammar/words.js';
import type { Inventory } from './inventory.js';

const OBJECT_WORD = /^(det|adj|noun|name|num)$/;
// Verbs whose frames say where things go or stay, or what they show or leave a thing as ("opens" is opened).
const OWN_FRAMES = ['MotionVerbs', 'StayVerbs', 'LinkingVerbs', 'AuxiliaryForms', 'RevealVerbs', 'StateVerbs', 'InitialVerbs', 'CausativeVerbs', 'ToggleVerbs', 'DeclareVerbs', 'CommentaryVerbs'];

export function collectActivities(inventory: Inventory, tokens: Token[]): void {
  for (let i = 1; i < tokens.length; i++) {
    // ("If smoke is detected it sounds.", "When it reaches zero it rings;": a thing giving off light or
    // sound, with nothing after it, is doing so from then on, as until something happens.)
    const [emitter, t, after] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    const alone = t.tags.has('EmissionVerbs') && t.pos === 'verb' && /[^s]s$/.test(t.norm) && (!after || /^[.;]$/.test(after.text));
    if (alone && emitter.pos === 'pron' && !listed('Actors', emitter.norm) && !inventory.findDoneNowBy(t.lemma)) inventory.addState([gerundOf(t.lemma)], 'head', t.start);
    if (tokens[i].norm !== 'until') continue;
    // What it does it to: "their route", "the corridor".
    let k = i - 1;
    while (k > 0 && i - k <= 4 && (OBJECT_WORD.test(tokens[k].pos) || listed('PossessiveDeterminers', tokens[k].norm)) && tokens[k - 1].pos !== 'punct') k--;
    // ("they keep hunting until": carrying on doing it is doing it.)
    const carried = tokens[k]?.pos === 'verb' && /ing$/.test(tokens[k].norm) && listed('ContinuationVerbs', tokens[k - 1]?.lemma ?? '');
    const verb = tokens[k];
    // ("Wardens (the lantern guys) patrol ...": an aside in brackets between the doer and the verb.)
    let d = carried ? k - 2 : k - 1;
    if (tokens[d]?.text === ')') while (d > 0 && tokens[d].text !== '(') d--;
    const doer = tokens[tokens[d]?.text === '(' ? d - 1 : d];
    if (!verb || verb.kind !== 'word' || verb.pos !== 'verb' || !doer) continue;
    if (!carried && (/ing$|ed$/.test(verb.norm) || (verb.norm !== verb.lemma && !/s$/.test(verb.norm)))) continue;
    if (OWN_FRAMES.some((c) => verb.tags.has(c)) || verb.lemma === 'be') continue;
    // (Not a state or a name written as code doing it, "`WM_FILL` opens the valve until ...", nor nothing, "nothing reports until".)
    const thing = (doer.kind === 'word' && /^(noun|name)$/.test(doer.pos) && !/^[A-Z0-9_]+$/.test(doer.text) && !listed('Actors', doer.lemma) && !listed('Actors', doer.norm) && !listed('NegativeQuantifiers', doer.norm)) || (doer.pos === 'pron' && !listed('Actors', doer.norm));
    if (thing && !inventory.findDoneNowBy(verb.lemma)) inventory.addState([gerundOf(verb.lemma)], 'head', verb.start);
  }
}
