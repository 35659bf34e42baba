/**
 * Sentences that speak to the reader and tell no behaviour, whatever their verbs: a question, and
 * advice under its label.
 */
import type { Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';

/**
 * "Q: Why does my chlorinator keep showing Check Salt?", "Is this correct or I miss something?": a
 * sentence that asks, opened by a question word or an inverted verb (past a label before a colon), tells no behaviour.
 */
export function isQuestion(tokens: Token[]): boolean {
  if (tokens[tokens.length - 1]?.text !== '?') return false;
  const colon = tokens.findIndex((t) => t.text === ':');
  const first = tokens[colon >= 0 && colon <= 2 ? colon + 1 : 0];
  return !!first && first.tags.has('QuestionOpeners');
}

/**
 * "Tip: wire the common wire first, it saves a lot of head-scratching.", "Rationale: delayed
 * separation falsely raises potassium.": a sentence under a label of advice (past a quote mark or
 * emphasis) speaks to the reader, not of the machine.
 */
export function isAdvice(tokens: Token[]): boolean {
  const words = tokens.filter((t) => t.kind !== 'punct' || t.text === ':');
  const colon = words.findIndex((t) => t.text === ':');
  return (colon === 1 || colon === 2) && listed('AdviceLabels', words.slice(0, colon).map((t) => t.norm).join(' '));
}
