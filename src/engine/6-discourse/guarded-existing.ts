/**
 * A condition put on an event the existing flow already has, with no motion told: "Only allow
 * Checkout when the cart is not empty", "Submit only works if the terms are ticked". The event's
 * transitions keep their sources and targets and take the guard, in place; the choice made there
 * is what a following "if it isn't" or "otherwise" branches from.
 */
import type { FlowNode } from '../../model/flow.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Fact } from './facts.js';
import type { Focus } from './focus.js';
import { originOf, type SentenceState } from './sentence-state.js';

export function guardedExisting(s: SentenceState, inventory: Inventory, focus: Focus): Fact[] {
  const trigger = s.pre.trigger;
  const cond = s.pre.guard;
  if (s.drafts.length || !trigger || trigger.kind !== 'event' || !cond || !inventory.existing) return [];
  const event = [...inventory.existingEvents()].find((e) => e.toLowerCase() === trigger.name.toLowerCase());
  if (!event) return [];
  const reading = s.readings[0];
  const facts: Fact[] = [];
  for (const source of inventory.existingSourcesOf(event)) {
    let node: FlowNode | undefined = inventory.existing;
    for (const name of source) node = node?.states?.[name];
    const first = node?.on?.[event]?.[0];
    if (!first || first.cond) continue;
    const target = first.target ? first.target.replace(/^#/, '').split('.') : null;
    facts.push({ kind: 'transition', source, trigger: { kind: 'event', name: event }, target, cond, replace: true, actions: [...(first.actions ?? [])], origin: originOf(reading) });
  }
  if (facts.length === 1 && facts[0].kind === 'transition') focus.branch = { source: facts[0].source, trigger: facts[0].trigger };
  return facts;
}
