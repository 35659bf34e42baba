/**
 * A condition that only negates the one before, with its predicate left out: "If it isn't, show
 * 'Please accept the terms'", "if they don't, ...", "when it does not". It is the other branch of
 * that condition, as "if not" is: it opens the clause after it as an "otherwise" clause.
 */
import type { Token } from '../2-words/token.js';

interface Cut {
  tokens: Token[];
  marker: Token[];
  kind: string;
  opener: string;
}

const isEllipsis = (clause: Cut) => {
  const [subject, ...rest] = clause.tokens.filter((t) => t.kind !== 'punct');
  return clause.kind === 'condition' && !!subject && subject.pos === 'pron' && rest.length > 0 && rest[rest.length - 1].pos === 'neg' && rest.slice(0, -1).every((t) => t.pos === 'aux');
};

export function markNegatedEllipses(clauses: Cut[]): void {
  for (let k = 0; k < clauses.length; k++) {
    const clause = clauses[k];
    if (!isEllipsis(clause)) continue;
    const next = clauses[k + 1];
    if (next && next.kind === 'main' && !next.marker.length) {
      next.kind = 'otherwise';
      next.marker = [...clause.marker, ...clause.tokens];
      next.opener = 'if not';
      clauses.splice(k, 1);
    } else {
      clause.kind = 'otherwise';
      clause.opener = 'if not';
    }
  }
}
