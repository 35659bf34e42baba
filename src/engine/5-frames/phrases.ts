/**
 * Clauses with no verb, usually fronted before a comma: "In idle,", "From the lobby,", "On
 * pause,", "On success,", "After 5 seconds,", "On entering loading,", "For the PLAY event,".
 * They set the scene or the trigger for the clause that follows.
 */
import { listed, listedExactly } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { carriesControls, holdsValue, knownStateMention, type Mention } from '../4-inventory/mentions.js';
import { condName, eventName, stateName, written } from '../4-inventory/names.js';
import { durationOf, namedTime } from '../4-inventory/durations.js';
import type { Meaning, Trigger } from './meaning.js';
import type { Parts } from './parts.js';
import { outcomeWord } from './events-named.js';
import { morePairs } from './pairs.js';
import { answers } from './prep-phrases.js';
import { isName, isQuotedOrCode } from '../2-words/token.js';

/** A name with no determiner, of one or two words: "idle", "ESTABLISHED", "waiting room" is not (it has "the"). */
function bareName(m: Mention): boolean {
  const words = m.tokens.filter((t) => t.kind !== 'punct');
  return words.length <= 2 && words.every((t) => t.pos !== 'det' && t.pos !== 'pron' && !t.tags.has('Possessive') && !t.tags.has('CodeNouns'));
}

/**
 * `elliptic`: the clause goes on from one before it, its verb left out; `joined`: by "or" or "and"
 * ("or in failed"); `branch`: it is the other branch, or cut from a condition before it.
 */
export function phraseMeanings(parts: Parts, inventory: Inventory, elliptic = false, joined = false, branch = false): Meaning[] {
  const out: Meaning[] = [];
  const tokens = parts.tokens;
  // "For a simple delayed transition from some_state to some_other_state after 5 seconds": a transition named.
  // ("...: from idle to running when START is received; from running to paused on PAUSE": a pair
  // with no verb, opening its clause, is one too.)
  const noun = tokens.findIndex((t) => t.tags.has('TransitionNouns') && t.pos === 'noun');
  if (noun >= 0 || tokens[tokens[0]?.pos === 'conj' ? 1 : 0]?.norm === 'from') {
    const from = parts.preps.find((p) => p.prep === 'from' && p.at > noun)?.mention;
    const to = parts.preps.find((p) => (p.prep === 'to' || p.prep === 'into') && p.at > noun)?.mention;
    const delay = parts.preps.find((p) => p.prep === 'after' && p.mention.type === 'duration')?.mention;
    const on = parts.preps.find((p) => (p.prep === 'on' || p.prep === 'with') && p.at > noun && (p.mention.type === 'event' || p.mention.by === 'shape'))?.mention;
    const pairs = morePairs(parts);
    if (pairs.length) return [{ kind: 'motion', source: pairs[0].source, target: pairs[0].target, ...(pairs[0].trigger ? { trigger: pairs[0].trigger } : {}), more: pairs.slice(1) }];
    if (to && from) return [{ kind: 'motion', source: from, target: to, ...(delay ? { trigger: { kind: 'after', delay: delay.delay ?? null } } : on ? { trigger: { kind: 'event', name: on.name, mention: on } } : {}) }];
  }
  // ("`START_TRIP` from `driverArrived` moves to `onTrip`; `END_TRIP` from `onTrip` to `completed`":
  // an event's name, then where from and where to, its verb left out.)
  // ("`freeze` from liquid to solid, `condense` from gas to liquid, and `deionize` from plasma back to gas": each of a list.)
  const steps = isName(tokens[0]) && !inventory.findState(tokens[0].norm) && tokens[1]?.norm === 'from' ? namedSteps(parts, inventory) : [];
  if (steps.length) return [{ kind: 'motion', ...steps[0], more: steps.slice(1) }];
  // ("`IDLE` to `RUNNING` on `START`.": a list item that is a pair with no verb, the source first.)
  const lead = tokens[0];
  // (A state the text names: "and `PlacedOnHold` to `OnHold`" names an event, its verb left out.)
  const leadTo = lead && inventory.findState(lead.norm) ? parts.preps.find((p) => (p.prep === 'to' || p.prep === 'into') && p.at === 1) : undefined;
  if (lead && leadTo && (leadTo.mention.type === 'state' || leadTo.mention.by === 'shape' || isName(leadTo.mention.tokens[0]))) {
    const source = knownStateMention([lead], inventory.findState(lead.norm)!);
    const delay = parts.preps.find((p) => p.prep === 'after' && p.mention.type === 'duration')?.mention;
    // ("`Walk` to `Run` with `Speed Greater 0.6`": with a value compared, a condition.)
    const on = parts.preps.find((p) => (p.prep === 'on' || (p.prep === 'with' && !holdsValue(p.mention.tokens))) && p.at > leadTo.at && (p.mention.type === 'event' || p.mention.by === 'shape' || isName(p.mention.tokens[0])))?.mention;
    const compared = parts.preps.find((p) => p.prep === 'with' && holdsValue(p.mention.tokens))?.mention;
    const trigger = delay ? { kind: 'after' as const, delay: delay.delay ?? null } : on ? { kind: 'event' as const, name: on.type === 'event' ? on.name : eventName(on.tokens), mention: on } : compared ? { kind: 'always' as const } : undefined;
    return [{ kind: 'motion', source, target: { ...leadTo.mention, type: 'state' }, ...(trigger ? { trigger } : {}), ...(compared ? { guard: condName(compared.tokens) } : {}) }];
  }
  // "... and to failed when LOAD_FAILED arrives", "a bad one on invalid": a target without its verb.
  // ("a bad one on invalid": "on" names a target only after a subject.)
  // ("..., or in failed otherwise": after "ends in succeeded", "in" the place it ends.)
  const first = tokens.find((t) => t.kind !== 'punct' && t.pos !== 'conj');
  // ("..., failure in `past_due`" after "success puts it in `active`": an outcome its first word names.)
  const outcome = first ? outcomeWord({ type: 'thing', tokens: [first], name: '', by: 'words' }) : null;
  // (A place after what sets it off, too.)
  const cued = (p: { prep: string; at: number }) => p.at === 1 && tokens[0] === first && (isName(first) || outcome !== null);
  const to = parts.preps.find((p) => p.prep === 'to' || p.prep === 'into' || (elliptic && p.prep === 'on' && p.at > 0) || (joined && p.prep === 'in' && p.at === 0) || (elliptic && p.prep === 'in' && cued(p)));
  // ("... and BACK to the previous one": a name first is what sets it off; a place named only by
  // where it lies along the list is a direction.)
  const named = elliptic && to && first && first !== to.mention.tokens[0] && isName(first) && tokens.indexOf(first) <= to.at ? first : undefined;
  const along = to?.mention.tokens.find((t) => t.tags.has('SequenceAdjectives'));
  if (named && along && !inventory.findLoosely(to!.mention.name)) return [{ kind: 'motion', direction: listed('BackwardPhrases', along.norm) ? 'backward' : 'forward', trigger: { kind: 'event', name: eventName([named]) } }];
  if (elliptic && to && (to.mention.type === 'state' || to.mention.type === 'thing' || to.mention.by === 'shape')) {
    const rest = parts.preps.filter((p) => p !== to);
    const from = rest.find((p) => p.prep === 'from')?.mention;
    // ("..., then after 5 seconds to red": after a wait.)
    const wait = rest.find((p) => p.mention.type === 'duration' && listedExactly('DurationPrepositions', p.prep) && p.at < to.at)?.mention;
    // ("and another from s2 to s3 on the same signal": its event, or the one just named.)
    const on = rest.find((p) => (p.prep === 'on' || p.prep === 'with') && p.at > to.at && p.mention.type === 'event')?.mention;
    const told = outcome && first !== to.mention.tokens[0] && tokens.indexOf(first!) < to.at ? outcome : null;
    const cue = wait ? { kind: 'after' as const, delay: wait.delay ?? null } : named ? { kind: 'event' as const, name: eventName([named]) } : told ? told : on ? { kind: 'event' as const, name: on.name, mention: on } : undefined;
    return [{ kind: 'motion', target: to.mention, elliptic: true, ...(from ? { source: from } : {}), ...(cue ? { trigger: cue } : {}) }];
  }
  // "On entering loading", "on leaving it", "on entry", "on exit"
  const entering = tokens.find((t) => t.tags.has('EntryWords') || t.tags.has('ExitWords'));
  if (entering && tokens[0]?.pos === 'prep' && tokens.indexOf(entering) <= 2) {
    const state = parts.preps.find((p) => p.mention.type === 'state')?.mention;
    return [{ kind: entering.tags.has('EntryWords') ? 'entry' : 'exit', state }];
  }
  // ("From anywhere in `active`,", "From anywhere inside Session,": everywhere inside a state is that state.)
  const anywhere = tokens.findIndex((t) => t.tags.has('GlobalMarkers'));
  const within = anywhere >= 0 ? parts.preps.find((p) => p.at > anywhere && listedExactly('ContainmentPrepositions', p.prep) && (p.mention.type === 'state' || inventory.findLoosely(p.mention.name) || p.mention.tokens.some((t) => t.kind === 'code' || t.kind === 'name'))) : undefined;
  if (within) return [{ kind: 'scene', state: { ...within.mention, type: 'state', name: inventory.findLoosely(within.mention.name)?.name ?? within.mention.name } }];
  if (anywhere >= 0) return [{ kind: 'global' }];
  // ("With the door `closed`, a button press ...", "with the pump OFF,": the thing and the state it is
  // in, written as a name, after "with", is where it happens.)
  const shown = tokens[0]?.norm === 'with' && tokens[1]?.pos === 'det' ? tokens.filter((t) => t.kind !== 'punct').slice(2) : [];
  const held = shown.length === 2 && shown[0].pos === 'noun' && (isQuotedOrCode(shown[1]) || shown[1].shape === 'caps' || !!inventory.findState(shown[1].norm));
  if (held) return [{ kind: 'scene', state: { type: 'state', tokens: [shown[1]], name: inventory.findState(written(shown[1]))?.name ?? written(shown[1]), by: 'words' } }];
  // "From either of those,", "in both of them": the two states just reached.
  if (tokens.some((t, i) => listed('PartitiveQuantifiers', t.norm) && tokens[i + 1]?.norm === 'of' && listed('PluralAnaphors', tokens[i + 2]?.norm ?? ''))) {
    return [{ kind: 'scene', state: { type: 'anaphor', tokens, name: 'both', by: 'words' } }];
  }
  // "There, clicking 'Resend code' ...": where the story stands.
  const words0 = tokens.filter((t) => t.kind !== 'punct');
  if (words0.length === 1 && listed('PlacePronouns', words0[0].norm)) return [{ kind: 'scene', state: { type: 'anaphor', tokens: words0, name: words0[0].norm, by: 'words' } }];
  // "Welcome: tapping 'Get started' goes to permissions": a state named before a colon is where it happens.
  // ("..., then FREE again": past an adverb after the name.)
  const words = tokens.filter((t, i) => t.kind !== 'punct' && !(i > 0 && t.pos === 'adv' && t.kind === 'word'));
  // ("we go to `done`, otherwise `error`", "if it fails, `Failed`": a name alone, going on from a
  // branch, is where the motion before it goes, its verb left out.)
  const lone = branch && words.length === 1 && !parts.preps.length && (isName(words[0]) || !!inventory.findState(words[0].norm));
  if (lone) return [{ kind: 'motion', target: { type: 'state', tokens: words, name: inventory.findState(words[0].norm)?.name ?? stateName(words), by: 'words' }, elliptic: true }];
  const whole = words.length && words.length <= 3 && !parts.preps.length ? inventory.findLoosely(stateName(words)) : null;
  if (whole) return [{ kind: 'scene', state: knownStateMention(words, whole) }];
  for (const [k, pp] of parts.preps.entries()) {
    const m = pp.mention;
    // ("In response to a ManualStart event,", "on receipt of a DHCPACK": what it responds to sets it off.)
    const to = parts.preps[k + 1];
    if (answers(pp, to)) {
      out.push({ kind: 'trigger', trigger: { kind: 'event', name: to.mention.type === 'event' ? to.mention.name : eventName(to.mention.tokens), mention: to.mention } });
      break;
    }
    // ("Upon expiry of the dwell timer (nominal 3 s), ...", "On timeout, ...": time running out is a wait.)
    if (m.tokens.length && listed('ExpiryNouns', m.tokens[m.tokens.length - 1].norm) && /^(on|upon|at|after)$/.test(pp.prep)) {
      out.push({ kind: 'trigger', trigger: { kind: 'after', delay: durationOf(parts.tokens) } });
      break;
    }
    if (m.type === 'duration' && listedExactly('DurationPrepositions', pp.prep)) {
      out.push({ kind: 'trigger', trigger: { kind: 'after', delay: m.delay ?? null } });
      // ("After 30 seconds unlocked,": the state it waits in.)
      // ("After two minutes of waiting,": the state it waits in, when the text names it.)
      const end = tokens.indexOf(m.tokens[m.tokens.length - 1]);
      const after = tokens[end + 1]?.norm === 'of' ? tokens[end + 2] : tokens[end + 1];
      const alone = after && (!tokens[tokens.indexOf(after) + 1] || tokens[tokens.indexOf(after) + 1].kind === 'punct');
      const named = after && (tokens[end + 1]?.norm === 'of' ? !!inventory.findState(after.norm) : after.pos === 'adj');
      if (alone && named) out.push({ kind: 'scene', state: { type: 'state', tokens: [after], name: inventory.findState(after.norm)?.name ?? stateName([after]), by: 'words' } });
      continue;
    }
    // "At time T1", "after the user timeout": a wait the text names without measuring it.
    const named = (pp.prep === 'at' || pp.prep === 'after') && m.tokens.some((t) => listed('TimeNouns', t.norm)) ? namedTime(m.tokens) : null;
    if (named) {
      out.push({ kind: 'trigger', trigger: { kind: 'after', delay: named } });
      continue;
    }
    if (listedExactly('ScenePrepositions', pp.prep) && pp.prep !== 'on') {
      const known = m.type === 'thing' ? inventory.findLoosely(m.name) : null;
      // ("From either idle or paused,": every place joined to it.)
      const also = pp.others?.map((o) => ({ ...o, type: 'state' as const, name: inventory.findLoosely(o.name)?.name ?? o.name }));
      if (also?.length) {
        out.push({ kind: 'scene', state: { ...m, type: 'state', name: known?.name ?? m.name }, also });
        continue;
      }
      if (m.type === 'state') out.push({ kind: 'scene', state: m });
      // ("From ANSWERED_RING,": a name in capitals where a place is meant is a state.)
      else if (m.type === 'event' && m.by === 'shape' && pp.prep !== 'on') out.push({ kind: 'scene', state: { ...m, type: 'state' } });
      else if (known) out.push({ kind: 'scene', state: { ...m, type: 'state', name: known.name, path: known.path } });
      else if (m.type === 'anaphor' && listedExactly('SceneAnaphors', m.name)) out.push({ kind: 'scene', state: m });
      // "In idle,", "From ESTABLISHED,": a bare name after a preposition of place sets the scene.
      else if (m.type === 'thing' && bareName(m) && !tokens.some((t) => t.tags.has('Idioms'))) out.push({ kind: 'scene', state: { ...m, type: 'state' } });
      continue;
    }
    // ("On the cart, ...", "on the article page": "on the" a place is where it happens.)
    if (pp.prep === 'on' && m.type === 'thing' && m.tokens[0]?.norm === 'the' && !m.runtime && !carriesControls(m)) {
      out.push({ kind: 'scene', state: { ...m, type: 'state', name: inventory.findLoosely(m.name)?.name ?? m.name } });
      continue;
    }
    if (listedExactly('TriggerPrepositions', pp.prep)) {
      const outcome = outcomeWord(m);
      // ("Upon completion of the audit": where nothing runs, the event is what completes.)
      const of = parts.preps[k + 1]?.prep === 'of' && parts.preps[k + 1].mention.type === 'thing' ? parts.preps[k + 1].mention : undefined;
      if (outcome && of && (outcome.kind === 'invoke.onDone' || outcome.kind === 'invoke.onError')) out.push({ kind: 'trigger', trigger: { ...outcome, otherwise: eventName(of.tokens) } });
      else if (outcome) out.push({ kind: 'trigger', trigger: outcome });
      else if (m.runtime) out.push({ kind: 'trigger', trigger: m.runtime.outcome === 'after' ? { kind: 'after', delay: m.runtime.delay ?? null } : m.runtime.outcome === 'onDone' ? { kind: 'onDone' } : { kind: m.runtime.outcome, service: m.runtime.of } });
      else if (m.type === 'event' || (m.type === 'thing' && pp.prep !== 'for' && pp.prep !== 'with' && pp.prep !== 'at')) out.push({ kind: 'trigger', trigger: { kind: 'event', name: m.type === 'event' ? m.name : eventName(m.tokens), mention: m } });
      else if (m.type === 'state' && pp.prep === 'on') out.push({ kind: 'scene', state: m });
    }
  }
  return out.length ? out : [{ kind: 'none' }];
}

/** Each event's name, then "from" a place and "to" another, in a clause with no verb. */
function namedSteps(parts: Parts, inventory: Inventory): { source: Mention; target: Mention; trigger: Trigger }[] {
  const out: { source: Mention; target: Mention; trigger: Trigger }[] = [];
  const froms = parts.preps.filter((p) => p.prep === 'from' && isName(parts.tokens[p.at - 1]) && !inventory.findState(parts.tokens[p.at - 1].norm));
  for (const [k, from] of froms.entries()) {
    const next = froms[k + 1]?.at ?? parts.tokens.length;
    const to = parts.preps.find((p) => (p.prep === 'to' || p.prep === 'into') && p.at > from.at && p.at < next);
    if (to) out.push({ source: { ...from.mention, type: 'state' }, target: { ...to.mention, type: 'state' }, trigger: { kind: 'event', name: eventName([parts.tokens[from.at - 1]]) } });
  }
  return out;
}
