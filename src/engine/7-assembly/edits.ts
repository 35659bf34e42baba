/**
 * Assembly: facts become edits on the flow. States come first, in the order the text names them
 * (the initial state first among its siblings), then transitions, services and entry/exit
 * actions. Paths are kept as paths: a nested state is a child, never a flat name with a dot.
 * Every edit keeps the rule and the span that produced it.
 */
import type { Edit, Trigger as EditTrigger } from '../../model/edits.js';
import type { Transition } from '../../model/flow.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Trigger } from '../5-frames/meaning.js';
import type { Fact } from '../6-discourse/facts.js';
import { readsAsQuality } from '../2-words/lemma.js';

function editTrigger(trigger: Trigger, atRoot = false): EditTrigger | null {
  // ("If an error.platform.fetchData event occurs, we go to failure", with no state named where it
  // runs: at the root, the runtime's own event, which the machine receives whatever invoked it.)
  if (atRoot && (trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') && trigger.service) {
    return { kind: 'on', event: `${trigger.kind === 'invoke.onDone' ? 'done.invoke' : 'error.platform'}.${trigger.service}` };
  }
  switch (trigger.kind) {
    case 'event':
      // (An event with no name is no trigger: "are -> the x".)
      return trigger.name.trim() ? { kind: 'on', event: trigger.name } : null;
    case 'after':
      // ("if it times out, it goes back to disconnected": a wait the text does not measure is a named
      // delay, "timeout", whose length the implementation gives.)
      return { kind: 'after', delay: trigger.delay ?? 'timeout' };
    case 'always':
      return { kind: 'always' };
    case 'invoke.onDone':
    case 'invoke.onError':
      return { kind: trigger.kind };
    case 'onDone':
      return { kind: 'onDone' };
  }
}

/** States named only in the context or the existing flow are not added unless the text's facts use them. */
/**
 * ("whenever it gets the flick event ... the "flick" event": one event, however it is written.)
 * Each event keeps its first spelling: the existing flow's, then the text's.
 */
function oneSpelling(facts: Fact[], inventory: Inventory): void {
  const key = (name: string) => name.toLowerCase().replace(/[\s_.-]/g, '');
  const first = new Map<string, string>();
  for (const name of inventory.existingEvents()) if (!first.has(key(name))) first.set(key(name), name);
  for (const f of facts) {
    if (f.kind !== 'transition' || f.trigger.kind !== 'event' || !f.trigger.name) continue;
    const spelled = first.get(key(f.trigger.name));
    if (spelled === undefined) first.set(key(f.trigger.name), f.trigger.name);
    else if (spelled !== f.trigger.name) f.trigger = { ...f.trigger, name: spelled };
  }
}

export function assemble(facts: Fact[], inventory: Inventory): Edit[] {
  oneSpelling(facts, inventory);
  const edits: Edit[] = [];
  // A place named only as where something happens is a state when a transition uses it.
  const placeOnly = (s: { evidence: Set<string> }) => [...s.evidence].every((e) => e === 'source' || e === 'path');
  // ("the session state" read before the session was known as the thing the text is about.)
  const entityName = (s: { name: string }) => inventory.entities.has(s.name.toLowerCase());
  // ("Remove the deleted state": what the text takes away is no state it adds.)
  const removed = new Set(facts.flatMap((f) => (f.kind === 'removeState' || f.kind === 'rename' ? [f.state.join('.')] : [])));
  // ("There are five states: `idle`, `joining`, ... We keep the call state in a single store slice": where
  // the text lists its states, a "... state" phrase no transition uses, of plain nouns, names none of
  // them. A quality, "the active state", or a label, "state s12", "Phase 1", may still be one.)
  const listed = inventory.states.filter((s) => s.evidence.has('enumeration')).length >= 2;
  const ofNouns = (name: string) => /^[a-z][a-zA-Z]*$/.test(name) && !readsAsQuality(name.split(/(?=[A-Z])/)[0]);
  const saidOnly = (s: { evidence: Set<string>; name: string }) => listed && [...s.evidence].every((e) => e === 'head' || e === 'target') && ofNouns(s.name);
  const used = new Set<string>(inventory.states.filter((s) => s.inText && !placeOnly(s) && !entityName(s) && !saidOnly(s)).map((s) => s.path.join('.')));
  for (const f of facts) {
    if (f.kind === 'transition') {
      if (f.source) used.add(f.source.join('.'));
      if (f.target) used.add(f.target.join('.'));
    } else if ('state' in f) used.add(f.state.join('.'));
  }
  for (const path of removed) used.delete(path);
  // The first initial fact at each level wins: "starts in idle" for the machine, "opens on signIn" for auth.
  const initials = new Map<string, string>();
  for (const f of facts) {
    if (f.kind !== 'initial') continue;
    const parent = f.state.slice(0, -1).join('.');
    if (!initials.has(parent)) initials.set(parent, f.state.join('.'));
  }
  const isInitial = (path: string[]) => initials.get(path.slice(0, -1).join('.')) === path.join('.');
  // (The context is read before the text: a state it names that the text uses comes before the text's own.)
  const order = (e: { at: number; inText: boolean }) => (e.at === -1 ? -2 : e.inText ? e.at : -1);
  const states = inventory.states.map((e, i) => ({ e, i })).sort((a, b) => order(a.e) - order(b.e) || a.i - b.i).map(({ e }) => e);
  for (const entry of states) {
    const key = entry.path.join('.');
    if (!used.has(key) && !entry.evidence.has('existing')) continue;
    if (entry.evidence.has('existing') && !isInitial(entry.path)) continue;
    edits.push({ op: 'addState', path: entry.path, ...(isInitial(entry.path) ? { initial: true } : {}) });
  }
  // ("a counting machine with increment, decrement, and reset events, and no states": a machine
  // with no states handles the events it lists where it is, at its root.)
  if (!edits.length && !inventory.existing && !facts.some((f) => f.kind === 'transition')) {
    for (const e of inventory.listedEvents) edits.push({ op: 'addTransition', source: [], trigger: { kind: 'on', event: e.name }, transition: {}, origin: { rule: 'events.listed', input: 'text', span: e.span } });
  }
  // Transitions told as a change replace the existing ones on their event, once per state and event.
  const replaced = new Set<string>();
  for (const f of facts) {
    const origin = { rule: f.origin.rule, input: 'text' as const, span: f.origin.span };
    switch (f.kind) {
      case 'transition': {
        const trigger = editTrigger(f.trigger, !f.source?.length);
        if (!trigger) break;
        // (An eventless transition that goes nowhere would be taken again and again: it is no transition;
        // nor is a wait that leads nowhere and does nothing: "the engine keeps running for 1 minute".)
        if ((trigger.kind === 'always' && !f.target) || (trigger.kind === 'after' && !f.target && !f.actions.length)) break;
        const transition: Transition = {};
        if (f.cond) transition.cond = f.cond;
        if (f.target) transition.target = f.target.join('.');
        if (f.actions.length) transition.actions = [...new Set(f.actions)];
        const source = f.source ?? [];
        const key = `${source.join('.')} ${trigger.kind === 'on' ? trigger.event : ''}`;
        if (f.replace && trigger.kind === 'on' && inventory.existingOn(source, trigger.event) && !replaced.has(key)) {
          replaced.add(key);
          edits.push({ op: 'replaceTransitions', source, trigger, transitions: [transition], origin });
        } else edits.push({ op: 'addTransition', source, trigger, transition, origin });
        break;
      }
      case 'removeState':
        edits.push({ op: 'removeState', path: f.state, origin });
        break;
      case 'removeEvent':
        edits.push({ op: 'removeTransitions', source: null, trigger: { kind: 'on', event: f.event }, origin });
        break;
      case 'rename':
        edits.push({ op: 'renameState', path: f.state, to: f.to, origin });
        break;
      case 'invoke':
        if (!f.service) break;
        edits.push({ op: 'addInvoke', state: f.state, src: f.service, origin });
        break;
      case 'entry':
        edits.push({ op: 'addEntryAction', state: f.state, action: f.action, origin });
        break;
      case 'exit':
        edits.push({ op: 'addExitAction', state: f.state, action: f.action, origin });
        break;
      default:
        break;
    }
  }
  return edits;
}
