/**
 * Where and under what condition: a scene ("In X,", "while in X", "from there") says where the
 * clauses after it happen; a guard goes on the motion before it, or waits for the next one.
 */
import type { Meaning, Reading } from '../5-frames/meaning.js';
import type { Path } from './focus.js';
import { resolveState } from './resolve.js';
import { type ClauseSetting, type SentenceContext, type SentenceState, isSubordinate, lastTwo } from './sentence-state.js';

/** "In X,", "while in X", "In either state,": where what follows happens. */
export function tellScene(s: SentenceState, r: Reading, m: Extract<Meaning, { kind: 'scene' }>, at: ClauseSetting, ctx: SentenceContext): void {
  const { inventory, focus } = ctx;
  const { afterMotion } = at;
  // ("In either state, ...": the two states of the transition before, both.)
  const both = m.state.type === 'anaphor' && m.state.name === 'both' ? lastTwo(focus.reached) : null;
  if (both) s.alsoScenes = [both[1]];
  const joined = m.also?.map((o) => resolveState(o, inventory, focus, 'source')).filter((p): p is Path => !!p);
  if (joined?.length) s.alsoScenes = joined;
  // ("From either waiting state, ...": each state of the family the words name.)
  if (m.state.members && m.state.members.length > 1) s.alsoScenes = m.state.members.slice(1);
  // ("takes the ATM from Idle to PIN Entry; from there, ...": "there" is where the motion just told goes.)
  const told = s.drafts[s.drafts.length - 1]?.motion.target;
  const there = m.state.type === 'anaphor' && m.state.name === 'there' && told ? resolveState(told, inventory, focus, true) : null;
  const state = both ? both[0] : there ?? resolveState(m.state, inventory, focus, 'source');
  if (state) {
    s.scene ??= state;
    // ("... will set it to 'solid' if it's currently 'plasma'": a condition after a motion says where it starts.)
    const last = s.drafts[s.drafts.length - 1];
    if (afterMotion && isSubordinate(r) && last && last.source === undefined && !last.motion.source) last.source = state;
    // ("From idle, Next goes to ready; from ready, Next goes to done": a fronted place later in the
    // sentence is where the clauses after it happen.)
    const fronted = r.rule === 'phrase' && r.clause.comma;
    if (isSubordinate(r) || !s.drafts.length || fronted) s.pre.source = state;
    if (fronted && s.drafts.length) s.scene = state;
    ctx.used.add(r);
  }
}
/** A condition: on the motion before it, or waiting for the next; "and" joins two. */
export function tellGuard(s: SentenceState, r: Reading, m: Extract<Meaning, { kind: 'guard' }>, at: ClauseSetting, ctx: SentenceContext): void {
  const { afterMotion } = at;
  const last = s.drafts[s.drafts.length - 1];
  // "... when the user is signed in and the cart is not empty": one guard of both.
  const joined = /^(and|or)\b/.test(r.clause.opener) && s.previous && isSubordinate(s.previous) && s.previous.meanings.some((p) => p.kind === 'guard');
  const join = (a: string | undefined) => (a && joined ? `${a}${r.clause.opener.startsWith('or') ? 'Or' : 'And'}${m.name.charAt(0).toUpperCase()}${m.name.slice(1)}` : m.name);
  // ("The puzzle box is Sealed until all three dials are right; then it's Open": being somewhere
  // until something holds is leaving it, with no event, once it does.)
  const waitsIn = r.clause.opener === 'until' && afterMotion && !!last && !last.cond && (last.reading.rule === 'copula' || !!last.motion.stay) ? (last.motion.stay ? last.motion.source : last.motion.target) : undefined;
  const waitPlace = waitsIn ? resolveState(waitsIn, ctx.inventory, ctx.focus, true) : null;
  if (waitPlace) {
    if (last.motion.stay && !last.trigger) s.drafts.pop();
    s.pre = { source: waitPlace, trigger: { kind: 'always' }, guard: m.name };
    s.preFromCondition = true;
  } else if (joined && last && last.cond && afterMotion) last.cond = join(last.cond);
  else if (joined && s.pre.guard) s.pre.guard = join(s.pre.guard);
  else if (afterMotion && isSubordinate(r) && last && !last.cond) last.cond = m.name;
  else s.pre.guard = m.name;
  ctx.used.add(r);
}
