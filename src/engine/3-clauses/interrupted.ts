/**
 * A subject interrupted by a subordinate clause: "Any press while blinking turns the LED off",
 * "A click, when the menu is open, closes it". The cut at the subordinator leaves the subject as a
 * clause of its own with no verb, and the predicate after the subordinate clause with no subject;
 * the subject goes back to its predicate, and the subordinate clause stays in front of them.
 */
import { isName, type Token } from '../2-words/token.js';
import type { Cut } from './boundaries.js';
import { nounPhraseAt } from './phrases.js';
import { listed } from '../grammar/words.js';
import { isVerbish } from './verbs.js';

export function rejoinInterruptedSubjects(clauses: Cut[]): void {
  for (let k = 0; k + 2 < clauses.length; k++) {
    const head = clauses[k];
    if (head.kind !== 'main' || head.marker.length || !head.tokens.length || head.tokens.some(isVerbish) || head.tokens.some((t) => t.kind === 'punct' && t.text !== ',')) continue;
    // (A fronted phrase, "In idle, ...", is no subject.)
    if (head.tokens[0].pos === 'prep' || head.tokens[0].pos === 'adv') continue;
    let j = k + 1;
    while (j < clauses.length && (clauses[j].kind === 'condition' || clauses[j].kind === 'span')) j++;
    const predicate = clauses[j];
    if (j === k + 1 || !predicate || (predicate.kind !== 'main' && predicate.kind !== 'coord') || predicate.marker.length || !predicate.tokens.length || !isVerbish(predicate.tokens[0])) continue;
    predicate.tokens.unshift(...head.tokens.filter((t) => t.text !== ','));
    predicate.kind = 'main';
    clauses.splice(k, 1);
  }
}

const isGerund = (t: Token) => t.pos === 'verb' && /ing$/.test(t.norm);

/**
 * "And pressing `open_close` again while `Open` shuts the drawer and returns to `Stopped`", "Any
 * activity while Away sets the user back to Online": a gesture or a subject still waiting for its
 * verb, interrupted by "while" and a place, takes the verb that follows the place; the place alone
 * is the subordinate clause. (When the sentence has a predicate of its own after the subordinate
 * clause, "Pressing it while the LED blinks resets it", nothing moves.)
 */
export function rejoinGerundPredicates(clauses: Cut[]): void {
  for (let k = 0; k + 1 < clauses.length; k++) {
    const head = clauses[k];
    const words = head.tokens.filter((t) => t.pos !== 'conj' && t.kind !== 'punct');
    // (Or a subject with no verb at all: "Any activity while Away sets the user back to Online".)
    // (A noun phrase and nothing else: "A transition from A to B happens" may hide its verb from the tagger.)
    const own = head.tokens.filter((t) => t.kind !== 'punct');
    const subject = own.length > 0 && !own.some(isVerbish) && nounPhraseAt(own, 0)?.to === own.length;
    if (head.kind !== 'main' || head.marker.length || !words.length || !(isGerund(words[0]) || subject) || head.tokens.some((t) => isVerbish(t) && !isGerund(t))) continue;
    const span = clauses[k + 1];
    if (span.kind !== 'span' && span.kind !== 'condition') continue;
    const subjectEnd = span.tokens[0] && isName(span.tokens[0]) ? 1 : nounPhraseAt(span.tokens, 0)?.to ?? 0;
    // ("Opening the door while the oven is cooking pauses it", "Throwing a stick while the dog is
    // following sends it to `fetch`": or a place told by what the thing is doing.)
    const doing = subjectEnd > 0 && span.tokens[subjectEnd]?.pos === 'aux' && !!span.tokens[subjectEnd + 1] && isGerund(span.tokens[subjectEnd + 1]) && span.tokens[subjectEnd + 2]?.pos === 'verb';
    const place = doing ? subjectEnd + 2 : subjectEnd;
    // ("`NETWORK_UP` while `offline` now goes to `syncing`": past an adverb of the verb's.)
    let at = place;
    while (span.tokens[at]?.pos === 'adv') at++;
    const verb = span.tokens[at];
    if (!place || !verb || verb.pos !== 'verb' || isGerund(verb)) continue;
    // (Up to a semicolon or a colon: "...; when the `transitionend` event fires it settles into
    // `expanded`" is another part of the sentence.)
    const after = clauses.slice(k + 2);
    const part = after.findIndex((c) => c.fresh);
    const rest = part < 0 ? after : after.slice(0, part);
    // (Not a consequence told after a comma: "..., so pending writes are pushed immediately".)
    if (rest.some((c) => (c.kind === 'main' || c.kind === 'coord') && c.tokens.some(isVerbish) && !listed('ConnectiveAdverbs', c.tokens[0]?.norm ?? ''))) continue;
    const predicate: Cut = { tokens: [...head.tokens, ...span.tokens.slice(place)], marker: [], kind: 'main', opener: '', comma: false };
    span.tokens = span.tokens.slice(0, place);
    // (What was joined on inside the subordinate clause goes on the predicate now.)
    for (const c of rest) if (c.kind === 'span' && listed('JoiningConjunctions', c.opener)) c.kind = 'coord';
    clauses.splice(k, 2, span, predicate);
  }
}
