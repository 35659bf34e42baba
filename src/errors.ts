import type { SchemaProblem } from './model/schemas.js';

/**
 * A request the library cannot act on. `problems` name each offending field by JSON pointer and
 * say what was expected, so a caller (or the HTTP service) can report them as they are.
 */
export class FlowRequestError extends Error {
  readonly problems: SchemaProblem[];

  constructor(problems: SchemaProblem[]) {
    super(problems.map((p) => `${p.path} ${p.message}`).join('; '));
    this.name = 'FlowRequestError';
    this.problems = problems;
  }
}
