/**
 * "Receipt of a RESET message in any state other than IDLE causes a transition to IDLE", "From every
 * screen except Home, BACK goes to Home": a scope over every state that leaves some out is every
 * other state the text names, each one.
 */
import type { Token } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { stateName, written } from '../4-inventory/names.js';
import { listed } from '../grammar/words.js';
import type { Path } from './focus.js';
import type { Reading } from '../5-frames/meaning.js';
import type { SentenceContext, SentenceState } from './sentence-state.js';

/** The states a scope over every state leaves out, after "other than", "except", ..., if it names any. */
function excepted(tokens: Token[], inventory: Inventory): Path[] {
  const global = tokens.findIndex((t) => t.tags.has('GlobalMarkers'));
  if (global < 0) return [];
  const at = tokens.findIndex((t, i) => i > global && i <= global + 5 && (t.tags.has('ExceptionMarkersStart') || (t.tags.has('ExceptionMarkers') && !tokens[i + 1]?.tags.has('ExceptionMarkers'))));
  if (at < 0) return [];
  let k = at;
  while (tokens[k + 1]?.tags.has('ExceptionMarkers') && !tokens[k + 1].tags.has('ExceptionMarkersStart')) k++;
  const out: Path[] = [];
  // The names after it, joined by commas, "and" or "or", up to the first word that names none.
  for (k++; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.text === ',' || listed('JoiningConjunctions', t.norm) || t.pos === 'det') continue;
    const state = inventory.findState(t.kind === 'word' ? stateName([t]) : written(t));
    if (!state) break;
    out.push(state.path);
  }
  return out;
}

/**
 * ("Pressing ON/OFF in OFF goes to STANDBY. Pressing ON/OFF in any other state goes to OFF": "any
 * other state" leaves out where the transition before started.)
 */
function otherThanBefore(tokens: Token[], ctx: SentenceContext): Path[] {
  const other = tokens.some((t, i) => listed('UniversalQuantifiers', t.norm) && tokens[i + 1]?.norm === 'other' && tokens[i + 2]?.tags.has('StateNouns'));
  const before = ctx.focus.lastTransition?.source;
  return other && before ? [before] : [];
}

/** Every top-level state but those the scope leaves out; null when it leaves none out. */
function everyStateBut(tokens: Token[], ctx: SentenceContext): Path[] | null {
  const inventory = ctx.inventory;
  const left = [...excepted(tokens, inventory), ...otherThanBefore(tokens, ctx)].map((p) => p.join('.'));
  if (!left.length) return null;
  const rest = inventory.states.filter((e) => e.path.length === 1 && !left.includes(e.path.join('.'))).map((e) => e.path);
  return rest.length ? rest : null;
}

/**
 * Sets the sentence's scene, when the clause leaves some states out, to each of the others, and
 * otherwise, if `orRoot`, to the root; returns whether it left some out.
 */
export function scopeOverEvery(s: SentenceState, r: Reading, ctx: SentenceContext, orRoot: boolean): boolean {
  const each = everyStateBut(r.clause.tokens, ctx);
  if (!each && !orRoot) return false;
  s.scene = each ? each[0] : [];
  s.alsoScenes = each ? each.slice(1) : [];
  s.pre.source = s.scene;
  return !!each;
}
