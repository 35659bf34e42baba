/**
 * Layout: the text is cut into units (sentences, list items, table rows, headings, arrow lines,
 * code), each with its character span and what the layout says about it: the heading above it,
 * the line that introduced its list, its position in that list. Layout is read before any word,
 * because people carry meaning in it: a heading scopes what follows, a list under
 * "the states are:" enumerates states, a table has columns.
 */
import type { Span } from '../../model/flow.js';

export type UnitKind = 'sentence' | 'heading' | 'row' | 'code';

export interface Unit extends Span {
  text: string;
  kind: UnitKind;
  /** Index of the paragraph (blank-line separated block) the unit is in. */
  paragraph: number;
  /** Index (into the unit list) of the nearest heading above, in the same or an earlier paragraph. */
  heading?: number;
  /** For a list item or a line under a lead-in: the unit that introduced the list ("...: "). */
  lead?: number;
  /** Position of a list item among its siblings, from 0. */
  item?: number;
  /** The unit opens a line with a list marker ("- ", "1. "), under a lead-in or not. */
  marked?: boolean;
  /** A table row's cells, and the header's cells when the table has one. */
  cells?: string[];
  header?: string[];
  /** The unit opens a line of prose under another line of its paragraph ("In transit — ..." under "Label created — ..."). */
  line?: boolean;
  /** The unit continues a Gherkin step or a line broken by the layout. */
  gherkin?: boolean;
}
