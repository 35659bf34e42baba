/**
 * An event's label in brackets after the words that tell it: "Dropping a coin into the slot (coin)
 * releases the lock", "Once a person pushes through the arm (push), it locks again". The word in
 * brackets is the event's name, as "A (E) -> B" names it in an arrow line.
 */
import { isName, isQuotedOrCode, type Token } from '../2-words/token.js';
import { participleOf, readsAsQuality } from '../2-words/lemma.js';
import { eventName, screaming, stateName, written } from '../4-inventory/names.js';
import { stateMention } from './arrow-names.js';
import { knownStateMention, type Mention } from '../4-inventory/mentions.js';
import { listed } from '../grammar/words.js';
import type { Meaning, Reading, Trigger } from './meaning.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Parts } from './parts.js';
import { asState } from './subject.js';

// ("only if the cart has items (`items.length > 0`)": code that compares is the guard written out, no label.)
const expression = (t: Token) => /[<>=!]=?|&&|\|\|/.test(t.text) && t.kind !== 'word';

/** ("A player in the main menu (`MainMenu`) who clicks Host": a name in brackets after where someone is names that place.) */
function namesPlace(tokens: Token[], open: number): boolean {
  let k = open - 1;
  while (k > 0 && /^(noun|adj|det)$/.test(tokens[k].pos) && open - k <= 4) k--;
  // (Where someone is, "in"; not where something happens, "on arrival at the shelf (ARRIVED)".)
  return k < open - 1 && tokens[k]?.norm === 'in' && isName(tokens[open + 1]);
}

/** The bracketed word, if it stands before `before` (the clause's verb: after it, it names a state). */
function label(tokens: Token[], before: number): Token | null {
  for (let i = 1; i + 1 < Math.min(tokens.length, before); i++) {
    if (tokens[i - 1].text === '(' && tokens[i + 1]?.text === ')' && tokens[i].kind !== 'punct' && tokens[i].kind !== 'number' && !expression(tokens[i]) && !namesPlace(tokens, i - 1)) return tokens[i];
    // ("Inserting a quarter (input Q) in S0": the event's noun and its name.)
    if (tokens[i - 1].text === '(' && tokens[i].tags.has('EventNouns') && tokens[i + 2]?.text === ')' && tokens[i + 1] && tokens[i + 1].kind !== 'punct') return tokens[i + 1];
    // ("When the trial ends (the `trial.ended` event)", "(ASSESSED event)": or the name and then the noun.)
    const from = tokens[i]?.pos === 'det' ? i + 1 : i;
    if (tokens[i - 1].text === '(' && isName(tokens[from]) && tokens[from + 1]?.tags.has('EventNouns') && tokens[from + 2]?.text === ')') return tokens[from];
  }
  return null;
}

// (A trigger already named by a name the text writes keeps it: "the red STOP pushbutton (PB-102)"
// labels the button, not the event.)
const renamed = (trigger: Trigger | undefined, name: string): Trigger | undefined => (trigger?.kind === 'event' && !trigger.mention?.tokens.some((t) => isName(t)) ? { ...trigger, name } : trigger);

/** `before`: where the clause's own verb starts, or the clause's length for a condition. */
export function withBracketLabel(tokens: Token[], before: number, meanings: Meaning[]): Meaning[] {
  const word = label(tokens, before);
  return word ? relabelled(meanings, word) : meanings;
}

/** The meanings with their event named by `word`. */
function relabelled(meanings: Meaning[], word: Token): Meaning[] {
  const name = word.kind === 'word' ? eventName([word]) : written(word);
  return meanings.map((m) => {
    // ("Once the customer completes authentication (`action_completed`)": an outcome told in words,
    // labelled with a written name, is that event.)
    if (m.kind === 'trigger' && (m.trigger.kind === 'invoke.onDone' || m.trigger.kind === 'invoke.onError') && m.trigger.otherwise && word.kind !== 'word') return { ...m, trigger: { kind: 'event', name } };
    if (m.kind === 'trigger') return { ...m, trigger: renamed(m.trigger, name)! };
    // ("when the field loses focus (`BLUR`)": a condition labelled with a written name is that event.)
    if (m.kind === 'guard' && word.kind !== 'word') return { kind: 'trigger', trigger: { kind: 'event', name } };
    if (m.kind === 'action' && m.trigger) return { ...m, trigger: renamed(m.trigger, name) };
    // ("Pointer down on it (`pointerdown`) makes it pressed": a motion set off by nothing else is set off by the written name.)
    if (m.kind === 'motion' && !m.trigger && !m.weakTrigger && word.kind !== 'word') return { ...m, trigger: { kind: 'event', name } };
    if (m.kind === 'motion') return { ...m, ...(m.trigger ? { trigger: renamed(m.trigger, name) } : {}), ...(m.weakTrigger ? { weakTrigger: renamed(m.weakTrigger, name) } : {}) };
    return m;
  });
}

/**
 * A state written beside the clause that reaches it: "which publishes the document (state:
 * Published)". The clause goes there, whatever its verb would otherwise have meant.
 */
export function withStateNote(tokens: Token[], meanings: Meaning[], inventory: Inventory): Meaning[] {
  // ("(status: Info requested)", "(status `Escalated`)": the colon may be left out, and the name may
  // be of up to three words.)
  const at = tokens.findIndex((t, i) => t.text === '(' && !!tokens[i + 1]?.tags.has('StatusNouns'));
  if (at < 0 || meanings.some((m) => m.kind === 'motion' && m.target)) return meanings;
  const from = at + (tokens[at + 2]?.text === ':' ? 3 : 2);
  const close = tokens.findIndex((t, i) => i >= from && t.text === ')');
  const named = close > from && close - from <= 3 ? tokens.slice(from, close) : [];
  if (!named.length || named.some((t) => t.kind === 'punct')) return meanings;
  const known = inventory.findState(named.length === 1 && named[0].kind !== 'word' ? written(named[0]) : stateName(named));
  const target = known ? knownStateMention(named, known) : stateMention(named);
  if (!target) return meanings;
  const done = meanings.find((m): m is Extract<Meaning, { kind: 'action' }> => m.kind === 'action');
  const set = done?.trigger ?? done?.weakTrigger;
  // ("A handler may ask you for more info (status: Info requested)": with nothing else to set it off, the deed does.)
  const deed = done && !set ? { kind: 'event' as const, name: screaming([done.name]) } : undefined;
  return [{ kind: 'motion', target, ...(set ? { trigger: set } : {}), ...(deed ? { weakTrigger: deed } : {}) }];
}

/**
 * A state's name in brackets at the end of the clause that reaches it: "the robot returns to the
 * dock (Docking)", "a runout pauses the job (PAUSED)", "the printer heats the bed (HEATING)". The
 * name is a quality or an activity, written with capitals ("(START)" after a gesture is its label),
 * or a state the text knows; the clause goes there, on whatever set it off.
 */
export function withNamedState(tokens: Token[], meanings: Meaning[], inventory: Inventory): Meaning[] {
  let end = tokens.length;
  while (end > 0 && tokens[end - 1].kind === 'punct' && tokens[end - 1].text !== ')') end--;
  const [open, name, close] = tokens.slice(end - 3, end);
  if (open?.text !== '(' || close?.text !== ')' || !name || end - 3 < 2) return meanings;
  const short = name.kind !== 'quoted' || written(name).split(/\s+/).length <= 2;
  const titled = (name.kind === 'word' || name.kind === 'name' || name.kind === 'code' || name.kind === 'quoted') && short && /^[A-Z]/.test(written(name)) && readsAsQuality(written(name));
  const known = inventory.findState(name.kind === 'word' ? name.norm : written(name));
  // ("`p` pauses a focus session (**paused**)": a quality written as a name, in bold or code, whatever its case.)
  const emphasised = (name.kind === 'quoted' || name.kind === 'code') && short && readsAsQuality(written(name));
  const moved = meanings.find((m): m is Extract<Meaning, { kind: 'motion' }> => m.kind === 'motion' && !!m.target);
  // (Only a place told in plain words right before it: not "its initial state (S11) through superstates (S0)",
  // nor "goes to `Playing` (`resume_playback`)", where the bracket names something done.)
  const plain = !!moved && moved.target!.by === 'words' && !moved.more?.length && moved.target!.tokens.every((t) => t.kind === 'word' && /^[a-z]/.test(t.text)) && tokens.indexOf(moved.target!.tokens[moved.target!.tokens.length - 1]) === end - 4;
  // ("The indicator turns green (active)": a quality in brackets right after the one the clause names is the state's own name.)
  const renames = plain && name.kind === 'word' && /^[a-z]/.test(name.text) && readsAsQuality(name.norm);
  // (A name in code after where a motion goes is what sets it off or what is done: "Flip it to internal (`enable-internal`)".)
  if (!titled && !known && !(emphasised && !moved) && !renames) return meanings;
  const target = { type: 'state' as const, tokens: [name], name: known?.name ?? written(name), by: 'words' as const };
  if (moved) return plain ? meanings.map((m) => (m === moved ? { ...moved, target } : m)) : meanings;
  if (meanings.some((m) => m.kind !== 'action' && m.kind !== 'none')) return meanings;
  // (Something done, which the name says it is doing: not a clause that does nothing, "for as long as ... (Held)".)
  const done = meanings.find((m): m is Extract<Meaning, { kind: 'action' }> => m.kind === 'action');
  if (!done) return meanings;
  const set = done.trigger ?? done.weakTrigger;
  return [{ kind: 'motion', target, ...(set ? { trigger: set } : {}), ...(done.source ? { source: done.source } : {}) }];
}

/**
 * "It becomes `Running` once the first Pod is scheduled (the controller records a `PodStarted`
 * event)": a clause in brackets that names one event, right after a condition, names that
 * condition's event; the aside itself does nothing more.
 */
export function withBracketedEvents(readings: Reading[]): Reading[] {
  const out = [...readings];
  for (let k = 1; k < out.length; k++) {
    const [before, aside] = [out[k - 1], out[k]];
    const opens = before.clause.tokens[before.clause.tokens.length - 1]?.text === '(';
    // ("You submit the form, that's a `SUBMIT` event, and ...": an apposition that says which event it was, too.)
    const [first, be] = aside.clause.tokens;
    const apposition = !!first && listed('Demonstratives', first.norm) && !!be && (listed('CopulaForms', be.norm) || listed('CopulaContractions', be.norm));
    const inner = aside.clause.tokens.filter((t) => t.text !== ')' && t.text !== '.');
    const events = inner.filter((t, i) => isName(t) && inner[i + 1]?.tags.has('EventNouns'));
    if (!(opens || apposition) || events.length !== 1 || !before.meanings.some((m) => m.kind === 'guard' || m.kind === 'trigger')) continue;
    out[k - 1] = { ...before, meanings: relabelled(before.meanings, events[0]) };
    out[k] = { ...aside, meanings: [{ kind: 'none' }] };
  }
  return out;
}

/**
 * "`VERIFYING` checks the hash against Redis (`otpStore.verify`)": a state that does something,
 * with the call that does it written in brackets, runs that call as its service.
 */
export function withBracketedService(parts: Parts, meanings: Meaning[], inventory: Inventory): Meaning[] {
  const state = parts.verb && !parts.verb.copula ? asState(parts.subject, inventory) : undefined;
  if (!state || meanings.some((m) => m.kind === 'motion' || m.kind === 'invoke')) return meanings;
  const call = parts.tokens.find((t, i) => parts.tokens[i - 1]?.text === '(' && parts.tokens[i + 1]?.text === ')' && (t.shape === 'call' || t.shape === 'path') && !t.runtime);
  return call ? [{ kind: 'invoke', service: written(call), state }] : meanings;
}

/**
 * "the upper limit switch closes (UPPER_LIMIT) and the controller enters OPEN": a name in capitals
 * or in code in brackets right after a verb with no object names what happened there; the clause
 * is that event, whatever else its verb could mean; a name made of the verb itself is the state it
 * leads to ("the match expires (`expired`)").
 */
export function withTrailingLabel(parts: Parts, meanings: Meaning[]): Meaning[] {
  const verb = parts.verb;
  if (!verb || parts.object || meanings.some((m) => m.kind === 'motion' && m.target)) return meanings;
  const [open, name, close] = parts.tokens.slice(verb.to, verb.to + 3);
  if (open?.text !== '(' || close?.text !== ')' || !name || !(name.shape === 'caps' || name.kind === 'code')) return meanings;
  // ("the match expires (`expired`)": a name made of the verb itself is the state it leads to.)
  const own = written(name).toLowerCase();
  if (own === participleOf(verb.verb.lemma) || own === verb.verb.norm) return [{ kind: 'motion', target: { type: 'state', tokens: [name], name: written(name), by: 'words' } }];
  return [{ kind: 'trigger', trigger: { kind: 'event', name: written(name) } }];
}

/**
 * "the red light remains on (GEAR UNSAFE)", "the ram travels down (CLOSING)", "the game is over
 * (GAME OVER)": a name in capitals in brackets that ends a clause, a quality or a display's words,
 * is the state the clause leaves the thing in, as the panel shows it.
 */
export function withShownState(parts: Parts, meanings: Meaning[]): Meaning[] {
  const words = parts.tokens.filter((t) => t.text !== '.' && t.text !== ';' && t.text !== ',');
  const [open, name, close] = words.slice(-3);
  if (!parts.verb || open?.text !== '(' || close?.text !== ')' || !name || words.indexOf(open) <= parts.verb.main) return meanings;
  const shown = (name.kind === 'quoted' && /^[A-Z0-9_ ]+$/.test(name.text)) || (name.shape === 'caps' && readsAsQuality(name.text));
  if (!shown || meanings.some((m) => m.kind === 'motion' && m.target && !m.stay && m.target.by !== 'words')) return meanings;
  const target: Mention = { type: 'state', tokens: [name], name: written(name), by: 'words' };
  const moved = meanings.some((m) => m.kind === 'motion');
  // (Not also what sets it off, as a name right after a verb would be read: "the drain valve opens (DRAINING)".)
  const same = (t: Trigger | undefined) => t?.kind === 'event' && t.name === target.name;
  const kept = meanings.filter((m) => m.kind !== 'none' && m.kind !== 'commentary' && !(m.kind === 'trigger' && same(m.trigger))).map((m) => (m.kind === 'motion' && same(m.trigger) ? { ...m, trigger: undefined } : m));
  // (What the clause said it moves from is only a word of it, "the red light goes out", unless the text knows it.)
  const from = (m: Extract<Meaning, { kind: 'motion' }>) => (m.source && m.source.by !== 'words' && m.source.name !== target.name ? { source: m.source } : {});
  return moved ? kept.map((m) => (m.kind === 'motion' ? { ...m, source: undefined, ...from(m), target, stay: undefined } : m)) : [...kept, { kind: 'motion', target }];
}

/**
 * "Pressing **Start/Pause** in Idle with a job loaded starts the job: **Running**.": a state's name
 * alone after a colon that ends what is done, in a sentence that goes nowhere else, is where it goes.
 */
export function withResultAfterColon(readings: Reading[]): Reading[] {
  const last = readings[readings.length - 1];
  const words = last ? last.clause.tokens.filter((t) => t.kind !== 'punct') : [];
  // (The colon itself is gone by now: a clause of nothing but the name, with no word that opens it.)
  const alone = readings.length > 1 && last.clause.kind === 'main' && !last.clause.opener && !last.clause.marker.length;
  const scene = last?.meanings.length === 1 && last.meanings[0].kind === 'scene' ? last.meanings[0] : null;
  if (!scene || !alone || words.length !== 1 || !isName(words[0])) return readings;
  const done = readings.some((r) => r.meanings.some((m) => (m.kind === 'action' && !!m.trigger) || (m.kind === 'trigger' && m.trigger.kind === 'event')));
  if (!done || readings.some((r) => r.meanings.some((m) => m.kind === 'motion' && m.target))) return readings;
  return [...readings.slice(0, -1), { ...last, meanings: [{ kind: 'motion', target: scene.state }] }];
}

/**
 * A bracket that points at where the clause goes: "It wakes (→ **Awakening**) when the player
 * crosses the rune circle", "From `backoff` it retries (re-entering `syncing`) after 30 s". An arrow,
 * or a gerund of entering, before a state the text knows or writes as a name: the clause goes there,
 * whatever its verb would otherwise have left it in.
 */
export function withPointedState(parts: Parts, meanings: Meaning[], inventory: Inventory): Meaning[] {
  const tokens = parts.tokens;
  const open = tokens.findIndex((t, i) => t.text === '(' && i > (parts.verb?.main ?? tokens.length) && tokens[i + 3]?.text === ')');
  if (open < 0) return meanings;
  const [pointer, name] = [tokens[open + 1], tokens[open + 2]];
  const points = pointer.kind === 'arrow' || (/ing$/.test(pointer.norm) && pointer.tags.has('EntryWords'));
  const known = points ? inventory.findState(written(name)) : null;
  if (!known && !(points && (isQuotedOrCode(name) || name.shape === 'caps'))) return meanings;
  const target: Mention = known ? knownStateMention([name], known) : { type: 'state', tokens: [name], name: written(name), by: 'words' };
  const moved = meanings.find((m): m is Extract<Meaning, { kind: 'motion' }> => m.kind === 'motion' && !m.stay);
  if (moved) return meanings.map((m) => (m === moved ? { ...moved, target } : m));
  // (Something done, or a clause read as nothing: "It wakes (→ **Awakening**)", where a condition tells what sets it off.)
  if (meanings.some((m) => m.kind !== 'action' && m.kind !== 'none')) return meanings;
  const done = meanings.find((m): m is Extract<Meaning, { kind: 'action' }> => m.kind === 'action');
  const set = done?.trigger ?? done?.weakTrigger;
  return [{ kind: 'motion', target, ...(set ? { trigger: set } : {}), ...(done?.source ? { source: done.source } : {}) }];
}
