/** Lines that are rows of a table: "| a | b |", or "a | b" under a header that names its columns. */
import { grammar } from '../grammar/load.js';

export const TABLE_ROW = /^\s*\|.*\|\s*$/;
/** "Transition | From | To | Who": a row written without the bars at its ends. */
export const BARE_ROW = /^[^|]+(?:\|[^|]*)+$/;

/**
 * ("| current | event | next |" over a Gherkin example's rows, "Transition | From | To" pasted from
 * a tracker): a first row that names a state's column to leave and one to go to is a header, with
 * or without a `|---|` line under it.
 */
export function namesColumns(cells: string[]): boolean {
  const roles = new Set(cells.map((c) => grammar().lexicon.mapped('TableColumnHeadings', c.trim().toLowerCase())));
  return roles.has('source') && roles.has('target');
}
