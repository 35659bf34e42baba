/**
 * Roles: every rule of the grammar runs over a sentence's tokens in order; each match claims
 * its words (so later rules cannot reuse them) and becomes a role with its captured spans.
 */
import type { Grammar } from './grammar/load.js';
import { matchAll, type Capture } from './grammar/matcher.js';
import type { Token } from './tokens.js';

export interface Role {
  kind: string;
  rule: string;
  from: number;
  to: number;
  caps: Record<string, Capture>;
}

/** A capitalised word inside a sentence ("Pressing Start in the menu") is a control's name. */
export function isControlName(tokens: Token[], at: number): boolean {
  const word = tokens[at];
  const previous = tokens[at - 1];
  return !!word && !!previous && /^[A-Z][a-z]/.test(word.text) && !previous.tags.has('Punct');
}

export function findRoles(tokens: Token[], grammar: Grammar): Role[] {
  const roles: Role[] = [];
  for (const token of tokens) token.claimed = false;
  for (const rule of grammar.rules) {
    // A look-ahead rule (claiming only its captures) may look at words others claimed, but
    // captures none of them.
    const lookAhead = rule.claim === 'captures';
    const claimed = lookAhead ? tokens.map((token) => token.claimed) : [];
    if (lookAhead) for (const token of tokens) token.claimed = false;
    const matches = matchAll(rule.pattern, tokens).filter(
      (m) => (!lookAhead || Object.values(m.groups).every((c) => !claimed.slice(c.from, c.to).some(Boolean))) && !(rule.notOnNames && isControlName(tokens, m.from)),
    );
    if (lookAhead) tokens.forEach((token, i) => (token.claimed = claimed[i]));
    for (const m of matches) {
      roles.push({ kind: rule.emits, rule: rule.id, from: m.from, to: m.to, caps: m.groups });
      const spans = rule.claim === 'captures' ? Object.values(m.groups) : [{ from: m.from, to: m.to }];
      for (const span of spans) for (let i = span.from; i < span.to; i++) tokens[i].claimed = true;
    }
  }
  for (const token of tokens) token.claimed = false;
  return roles.sort((a, b) => a.from - b.from || a.to - b.to);
}
