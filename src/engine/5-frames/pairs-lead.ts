/**
 * "Back always goes to the previous step — Preferences → Profile, Profile → Account", "Next goes
 * forward (Account → Profile → Preferences → Review)", "Pressing Back moves one step back: Review →
 * Shipping, Shipping → Cart": a clause that tells what sets a move off, then, after a dash, a colon
 * or a bracket, the pairs or the chain it moves along. Its event sets off every step.
 */
import type { Token } from '../2-words/token.js';
import { splitClauses } from '../3-clauses/split.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Grammar } from '../grammar/load.js';
import type { Meaning, Trigger } from './meaning.js';
import { readClause } from './read-clause.js';
import { isArrow, stateMention } from './arrow-names.js';

/** The lead's event and the arrows after it, or null when the line opens with no such lead. */
export function pairsAfterLead(tokens: Token[], inventory: Inventory, g: Grammar): { trigger: Trigger; rest: Token[] } | null {
  const first = tokens.findIndex(isArrow);
  if (first < 0 || tokens.filter(isArrow).length < 2) return null;
  const mark = tokens.slice(0, first).map((t) => /^[—–:(]$/.test(t.text)).lastIndexOf(true);
  // (One to three words of the first state between the mark and the arrow; a clause with its verb before the mark.)
  if (mark < 2 || first - mark - 1 < 1 || first - mark - 1 > 3 || !tokens.slice(0, mark).some((t) => t.pos === 'verb')) return null;
  const trigger = leadTrigger(tokens.slice(0, mark), inventory, g);
  if (!trigger) return null;
  const rest = tokens.slice(mark + 1).filter((t, i, all) => !(tokens[mark].text === '(' && t.text === ')' && i === all.map((x) => x.text).lastIndexOf(')')));
  return { trigger, rest };
}

/** The event a lead's clauses tell, if any: "Pressing Back moves one step back", "Each tap cycles". */
export function leadTrigger(lead: Token[], inventory: Inventory, g: Grammar): Trigger | undefined {
  let trigger: Trigger | undefined;
  for (const c of splitClauses(lead)) {
    for (const m of readClause(c, inventory, g).meanings) {
      const said = m.kind === 'motion' ? m.trigger ?? m.weakTrigger : m.kind === 'trigger' ? m.trigger : undefined;
      if (said?.kind === 'event' && said.name) trigger ??= said;
    }
  }
  return trigger;
}

/** The pairs and chains after the lead, "A → B, C → D", each step a motion set off by `trigger`. */
export function stepsSetOffBy(rest: Token[], trigger: Trigger): Meaning[] {
  const out: Meaning[] = [];
  const runs: Token[][] = [[]];
  for (const t of rest) {
    if (/^[,;.]$/.test(t.text) || t.norm === 'and') runs.push([]);
    else runs[runs.length - 1].push(t);
  }
  for (const run of runs) {
    const names: Token[][] = [[]];
    for (const t of run) {
      if (isArrow(t)) names.push([]);
      else names[names.length - 1].push(t);
    }
    const states = names.map((n) => stateMention(n));
    for (let k = 0; k + 1 < states.length; k++) if (states[k] && states[k + 1]) out.push({ kind: 'motion', source: states[k]!, target: states[k + 1]!, trigger });
  }
  return out;
}
