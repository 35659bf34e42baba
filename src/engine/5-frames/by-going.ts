/**
 * Answering by going: "The paused state responds to RESUME by going back to running",
 * "signedOut handles SIGN_IN by moving to signingIn". What a state does "by" moving somewhere, on
 * the event it answers, is a motion there.
 */
import { listed } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Meaning } from './meaning.js';
import { motion } from './motion.js';
import type { Parts } from './parts.js';
import { asState, gerundAsState } from './subject.js';

/** "The paused state responds to RESUME by going back to running": what is done by going somewhere is a motion there. */
export function byGoing(parts: Parts, inventory: Inventory): Meaning | null {
  const by = parts.tokens.findIndex((t, i) => t.norm === 'by' && parts.tokens[i + 1]?.tags.has('MotionVerbs') && /ing$/.test(parts.tokens[i + 1].norm));
  const goal = by >= 0 ? parts.preps.find((p) => p.at > by + 1 && listed('TargetPrepositions', p.prep)) : undefined;
  // ("responds to RESUME by going back", "signedOut handles SIGN_IN by moving to signingIn": the event it answers.)
  // (The object is the event only when a state handles it.)
  const object = parts.object && (parts.object.type === 'event' || parts.object.by === 'shape') && parts.tokens.indexOf(parts.object.tokens[0]) < by && asState(parts.subject, inventory) ? parts.object : undefined;
  // ("Playing reacts to pause by going to Paused": what a verb of answering answers, named by a word.)
  const answered = (p: Parts['preps'][number]) => p.prep === 'to' && p.mention.tokens.length === 1 && p.mention.type === 'thing' && !!parts.verb?.verb.tags.has('ReceiveVerbs');
  const cue = by >= 0 ? parts.preps.find((p) => (p.mention.type === 'event' || answered(p)) && p.at < by)?.mention ?? object : undefined;
  if (!goal || !cue || parts.verb?.negated) return null;
  const source = asState(parts.subject, inventory) ?? (parts.gerundSubject && !parts.gerundSubject.object ? asState(gerundAsState(parts.gerundSubject.verb), inventory) : undefined);
  return motion({ ...parts, object: null, preps: [] }, { target: goal.mention, event: cue, ...(source ? { source } : {}) }, inventory);
}
