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

export function findRoles(tokens: Token[], grammar: Grammar): Role[] {
  const roles: Role[] = [];
  for (const token of tokens) token.claimed = false;
  for (const rule of grammar.rules) {
    for (const m of matchAll(rule.pattern, tokens)) {
      roles.push({ kind: rule.emits, rule: rule.id, from: m.from, to: m.to, caps: m.groups });
      const spans = rule.claim === 'captures' ? Object.values(m.groups) : [{ from: m.from, to: m.to }];
      for (const span of spans) for (let i = span.from; i < span.to; i++) tokens[i].claimed = true;
    }
  }
  for (const token of tokens) token.claimed = false;
  return roles.sort((a, b) => a.from - b.from || a.to - b.to);
}
