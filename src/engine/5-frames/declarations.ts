/**
 * Declaring: what something is made in or as is where it starts ("The order is created in the draft
 * state", "Every order is created as pending"), a timer a state has is a wait there ("Dimmed has a
 * 30-second timer"), and states said to exist are declared ("Add a paused state").
 */
import { isQuotedOrCode } from '../2-words/token.js';
import { durationOf } from '../4-inventory/durations.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Mention } from '../4-inventory/mentions.js';
import { isCapitalisedName } from '../4-inventory/names.js';
import type { Meaning } from './meaning.js';
import type { Parts } from './parts.js';
import { asState } from './subject.js';

export function declareMeanings(parts: Parts, inventory: Inventory): Meaning[] | null {
  const verb = parts.verb!;
  // ("The order is created in the draft state": what something is made in is where it starts.)
  // ("Every order is created as pending", "Jobs are inserted as `available`": what it is made as, too.)
  // ("Refunds are created with status `pending`", "in `pending`", "with a status of pending": with
  // the status it is given, or in a state written as a name, too.)
  // ("An order is created as Awaiting payment": a capitalised name of a few words, too.)
  const madeAs = (m: Mention) => asState(m, inventory) ?? ((m.tokens.length === 1 && m.tokens[0].kind !== 'number') || isCapitalisedName(m.tokens) ? { ...m, type: 'state' as const } : undefined);
  const written = (m: Mention) => m.tokens.length === 1 && isQuotedOrCode(m.tokens[0]);
  // (The status phrase names its value whichever way it is written: "status `pending`", "a status of pending".)
  const given = (p: (typeof parts.preps)[number]) => p.prep === 'with' && !!p.mention.name && parts.tokens.slice(p.at + 1, parts.tokens.indexOf(p.mention.tokens[p.mention.tokens.length - 1]) + 1).some((t) => t.tags.has('StatusNouns'));
  const madeIn = verb.passive && !verb.negated ? parts.preps.find((p) => (p.prep === 'in' && (asState(p.mention, inventory) || written(p.mention))) || (p.prep === 'as' && p.at === verb.to && madeAs(p.mention)) || given(p)) : undefined;
  const madeState = madeIn && given(madeIn) ? asState(madeIn.mention, inventory) ?? { ...madeIn.mention, type: 'state' as const } : madeIn && madeAs(madeIn.mention);
  // (People going through a process, too: "New candidates are created as "Applied"".)
  const person = parts.subject?.type === 'actor' && parts.subject.tokens.some((t) => t.pos === 'noun');
  if (madeState && parts.subject && (/^(thing|machine|anaphor)$/.test(parts.subject.type) || person)) return [{ kind: 'initial', state: madeState, subject: parts.subject }];
  // "Dimmed has a 30-second timer": a wait in the state the subject names.
  if (parts.object?.type === 'timer' || parts.object?.type === 'duration') {
    const holder = asState(parts.subject, inventory) ?? (parts.subject?.type === 'thing' && parts.subject.tokens.length === 1 ? { ...parts.subject, type: 'state' as const } : undefined);
    return [{ kind: 'trigger', trigger: { kind: 'after', delay: durationOf(parts.object.tokens) }, source: holder }];
  }
  const states = [parts.object, parts.complement].filter((m): m is Mention => m?.type === 'state');
  if (states.length || !parts.object || parts.subject?.type === 'machine') return [{ kind: 'declare', states }];
  return null;
}
