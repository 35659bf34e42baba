/**
 * "After review, your claim is either Approved or Declined", "the request is either accepted or
 * rejected": a thing said to be done one of several ways goes to each, on the event its word names.
 */
import { listed } from '../grammar/words.js';
import { isQuotedOrCode, type Token } from '../2-words/token.js';
import { eventName, stateName, written } from '../4-inventory/names.js';
import type { Mention } from '../4-inventory/mentions.js';
import type { Meaning } from './meaning.js';
import type { Parts } from './parts.js';

export function eitherWay(parts: Parts): Meaning[] | null {
  const verb = parts.verb;
  if (!verb || verb.negated || !listed('CorrelativeDeterminers', parts.tokens[verb.to]?.norm ?? '')) return null;
  const rest = parts.tokens.slice(verb.to + 1).filter((t) => t.kind !== 'punct' || t.text === ',');
  while (rest.length && rest[rest.length - 1].text === ',') rest.pop();
  const ways: Token[] = [];
  for (const [k, t] of rest.entries()) {
    const joiner = t.text === ',' || listed('JoiningConjunctions', t.norm);
    if (k % 2 === 1 ? !joiner : joiner || t.kind === 'punct') return null;
    if (k % 2 === 0) ways.push(t);
  }
  // ("Once all retries are exhausted it becomes either `canceled` or `unpaid`": becoming one of
  // several written names goes to each, on whatever sets it off.)
  if (ways.length >= 2 && verb.verb.lemma !== 'be' && listed('LinkingVerbs', verb.verb.lemma) && ways.every((t) => isQuotedOrCode(t) || t.shape === 'caps')) {
    const [first, ...others] = ways.map((t): Mention => ({ type: 'state', tokens: [t], name: written(t), by: 'words' }));
    return [{ kind: 'motion', target: first, more: others.map((target) => ({ target })) }];
  }
  // (Each way a participle, something done to it: "A washer is either `IDLE`, `RUNNING` or
  // `POWEROFF`" and "the light is either on or off" list the states it may be in.)
  if (ways.length < 2 || !ways.every((t) => t.kind === 'word' && /(ed|en)$/.test(t.norm) && t.lemma !== t.norm)) return null;
  return ways.map((t) => ({ kind: 'motion', target: { type: 'state', tokens: [t], name: stateName([t]), by: 'words' }, trigger: { kind: 'event', name: eventName([t]) } }));
}
