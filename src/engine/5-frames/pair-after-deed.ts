/**
 * ("A bug gets confirmed (UNCONFIRMED → NEW) by a triager", "The reviewer approves it (Draft ->
 * Published)"): two states in brackets joined by an arrow, after what is done, are where doing it
 * goes from and to; the verb of doing names the event (not one of going: "Approving the document
 * moves it forward (Draft → Published)" is APPROVE).
 */
import { isParticiple, isQuotedOrCode, type Token } from '../2-words/token.js';
import { eventName, written } from '../4-inventory/names.js';
import type { Meaning } from './meaning.js';
import { isArrow, stateMention } from './arrow-names.js';

export function pairAfterDeed(tokens: Token[]): Meaning | null {
  const arrows = tokens.flatMap((t, i) => (isArrow(t) ? [i] : []));
  const a = arrows.length === 1 ? arrows[0] : -1;
  if (a < 2 || tokens[a - 2]?.text !== '(' || tokens[a + 2]?.text !== ')') return null;
  const [source, target] = [stateMention([tokens[a - 1]]), stateMention([tokens[a + 1]])];
  // (A participle after "gets" or "is", too: "gets confirmed".)
  const doing = (t: Token) => t.kind === 'word' && (t.pos === 'verb' || (t.pos === 'adj' && isParticiple(t) && t.lemma !== t.norm)) && !['MotionVerbs', 'CausativeVerbs', 'LinkingVerbs'].some((c) => t.tags.has(c));
  const before = tokens.slice(0, a - 2);
  const verb = [...before].reverse().find(doing) ?? (before[0] && doing(before[0]) ? before[0] : undefined);
  if (!source || !target || !verb) return null;
  // ("`M25` pauses a print (`printing` → `paused`)": a name written as the subject is the event.)
  const named = before[0] && (isQuotedOrCode(before[0]) || before[0].shape === 'caps') && before[1] === verb ? before[0] : undefined;
  return { kind: 'motion', source, target, trigger: { kind: 'event', name: named ? written(named) : eventName([{ ...verb, norm: verb.lemma, pos: 'verb' }]) } };
}
