/**
 * Motions that name no single target but a pattern over states:
 * - back and forth between two states ("alternates between on and off", "between them"), each
 *   trigger going to the state whose name it shares when there are several ("ARM and DISARM move
 *   the alarm from one to the other": ARM to armed, DISARM to disarmed);
 * - round a cycle of three or more ("moves it between its substates, A, B and C");
 * - along the last list of states, forward or backward, wrapping if it says so ("Next moves
 *   forward", "Back moves the other way", "cycles through the following 4 modes").
 */
import { keyOf, screaming } from '../4-inventory/names.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Meaning, Trigger } from '../5-frames/meaning.js';
import type { Focus, Path } from './focus.js';
import { resolveState } from './resolve.js';

type Motion = Extract<Meaning, { kind: 'motion' }>;

export interface Step {
  source: Path;
  target: Path;
  trigger: Trigger;
}

/** How much two names share (0 to 1): "ARM" and "armed", "DISARM" and "disarmed". */
function likeness(a: string, b: string): number {
  const x = keyOf(a).replace(/ /g, '');
  const y = keyOf(b).replace(/ /g, '');
  if (!x || !y) return 0;
  if (x === y) return 1;
  return y.startsWith(x) || x.startsWith(y) ? Math.min(x.length, y.length) / Math.max(x.length, y.length) : 0;
}

export function isAlternation(m: Motion): boolean {
  return !!(m.between?.length || m.betweenThem || m.direction || m.everyOther);
}

/** The steps an alternation stands for; `at` is where the sentence is, for "the last list". */
export function alternationSteps(m: Motion, triggers: Trigger[], inventory: Inventory, focus: Focus, at: number): Step[] {
  let states: Path[] | null = null;
  if (m.between?.length) states = m.between.map((b) => resolveState(b, inventory, focus, true)).filter((p): p is Path => !!p);
  else states = inventory.sequenceBefore(at);
  if (!states || states.length < 2) return [];
  // Every state to every other one, each on its own trigger or on an event named after where it goes.
  if (m.everyOther) {
    const out: Step[] = [];
    for (const source of states) for (const target of states) {
      if (source === target) continue;
      for (const trigger of triggers.length ? triggers : [{ kind: 'event' as const, name: screaming([target[target.length - 1]]) }]) out.push({ source, target, trigger });
    }
    return out;
  }
  // ("A TCP connection progresses from one state to another in response to events", over eleven
  // states: how any machine works, no cycle of its own.)
  if (m.betweenThem && !m.direction && states.length > 3) return [];
  const steps: Step[] = [];
  if (m.direction) {
    const order = m.direction === 'forward' ? states : [...states].reverse();
    const last = m.cycle ? order.length : order.length - 1;
    for (const trigger of triggers) for (let i = 0; i < last; i++) steps.push({ source: order[i], target: order[(i + 1) % order.length], trigger });
    return steps;
  }
  if (states.length > 2) {
    for (const trigger of triggers) for (let i = 0; i < states.length; i++) steps.push({ source: states[i], target: states[(i + 1) % states.length], trigger });
    return steps;
  }
  const [a, b] = states;
  const name = (t: Trigger) => (t.kind === 'event' ? t.name : '');
  // (Only where the events are named after the states: "Clicking or pressing Space toggles it" toggles on either.)
  const named = triggers.length === 2 && triggers.some((t) => states.some((s) => likeness(name(t), s[s.length - 1]) > 0));
  if (named) {
    // Each event goes to the state it is named after.
    const first = likeness(name(triggers[0]), b[b.length - 1]) + likeness(name(triggers[1]), a[a.length - 1]) >= likeness(name(triggers[0]), a[a.length - 1]) + likeness(name(triggers[1]), b[b.length - 1]);
    return first
      ? [{ source: a, target: b, trigger: triggers[0] }, { source: b, target: a, trigger: triggers[1] }]
      : [{ source: b, target: a, trigger: triggers[0] }, { source: a, target: b, trigger: triggers[1] }];
  }
  for (const trigger of triggers) steps.push({ source: a, target: b, trigger }, { source: b, target: a, trigger });
  return steps;
}
