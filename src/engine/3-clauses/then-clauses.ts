/** "Then" between clauses: whether it opens a clause of its own ("..., then it goes to Done"). */
import type { Token } from '../2-words/token.js';

/** Whether "then", with `current` the clause so far and `next` the token after it, opens a clause. */
export function thenOpensClause(current: Token[], kind: string, next: Token | undefined, hasVerb: boolean): boolean {
  const last = current[current.length - 1];
  // ("Reviewers can then `approve()` the post": "then" inside a verb group, after its modal, opens nothing.)
  // ("The heater is then in HEATING state": or after a copula, before what it is.)
  const inVerbGroup = last?.pos === 'aux' && !!next && next.kind !== 'punct' && next.pos !== 'conj';
  // ("and if it then spots the player": between a subject and its verb, "then" is an adverb.)
  const beforeVerb = !!next && next.pos === 'verb' && /^(pron|noun|name)$/.test(last?.pos ?? '') && current.length <= 2;
  // ("if quantity > 0 then go to summary": "then" ends a condition, verb or not.)
  const endsCondition = kind === 'condition' && current.length > 0;
  // ("If the customer cancels before then, ...", "by then", "until then": after a preposition,
  // "then" is that time, no clause.)
  const thatTime = last?.pos === 'prep' || last?.pos === 'sub' && /^(before|until|till|since|by)$/.test(last.norm);
  return !inVerbGroup && !beforeVerb && !thatTime && (!current.length || last?.text === ',' || hasVerb || endsCondition);
}
