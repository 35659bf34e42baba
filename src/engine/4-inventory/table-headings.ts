/**
 * What a table's column heading names: the state a row starts from, the state it goes to, its
 * event, guard or action. The headings the lexicon lists are read as listed ("From", "Next
 * state", "Trigger"); any other heading that ends in a state noun is read by the word before it
 * ("Given state", "Expected state", "Next stage"), and a state noun alone is where the row starts
 * ("Stage", "Status").
 */
import { grammar } from '../grammar/load.js';
import { listed } from '../grammar/words.js';

export type ColumnRole = 'source' | 'target' | 'event' | 'guard' | 'action';

export function headingRole(heading: string): ColumnRole | undefined {
  const h = heading.trim().toLowerCase();
  const mapped = grammar().lexicon.mapped('TableColumnHeadings', h);
  if (mapped) return mapped as ColumnRole;
  const words = h.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 3 || !listed('StateNouns', words[words.length - 1])) return undefined;
  if (words.length === 1) return 'source';
  if (listed('HeadingTargetQualifiers', words[0])) return 'target';
  if (listed('HeadingSourceQualifiers', words[0])) return 'source';
  return undefined;
}

/** Whether a column's cells are states. */
export const namesStates = (heading: string): boolean => {
  const role = headingRole(heading);
  return role === 'source' || role === 'target';
};
