/**
 * A subject interrupted by a subordinate clause: "Any press while blinking turns the LED off",
 * "A click, when the menu is open, closes it". The cut at the subordinator leaves the subject as a
 * clause of its own with no verb, and the predicate after the subordinate clause with no subject;
 * the subject goes back to its predicate, and the subordinate clause stays in front of them.
 */
import type { Token } from '../2-words/token.js';

/** What this step needs of a clause (the clause type lives with the splitter, which calls this). */
interface Cut {
  tokens: Token[];
  marker: Token[];
  kind: string;
}

const isVerb = (t: Token) => t.pos === 'verb' || t.pos === 'aux';

export function rejoinInterruptedSubjects(clauses: Cut[]): void {
  for (let k = 0; k + 2 < clauses.length; k++) {
    const head = clauses[k];
    if (head.kind !== 'main' || head.marker.length || !head.tokens.length || head.tokens.some(isVerb) || head.tokens.some((t) => t.kind === 'punct' && t.text !== ',')) continue;
    // (A fronted phrase, "In idle, ...", is no subject.)
    if (head.tokens[0].pos === 'prep' || head.tokens[0].pos === 'adv') continue;
    let j = k + 1;
    while (j < clauses.length && (clauses[j].kind === 'condition' || clauses[j].kind === 'span')) j++;
    const predicate = clauses[j];
    if (j === k + 1 || !predicate || (predicate.kind !== 'main' && predicate.kind !== 'coord') || predicate.marker.length || !predicate.tokens.length || !isVerb(predicate.tokens[0])) continue;
    predicate.tokens.unshift(...head.tokens.filter((t) => t.text !== ','));
    predicate.kind = 'main';
    clauses.splice(k, 1);
  }
}
