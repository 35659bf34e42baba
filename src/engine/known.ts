/**
 * First pass: the states the text names outright, as the target of a move, a source it puts
 * first ("In loading, ..."), the initial state, or a list of states. The second pass uses them
 * to tell a state from an event where the words alone cannot ("Loading goes to ready" versus
 * "Confirming deletes the item").
 */
import type { Grammar } from './grammar/load.js';
import { bracketedName, capture, objectFollows, gerundSubject, gerundSubjectAt, isEntity, nameOfState, startsWithVerb, stateNamesOf, statePhrase, writtenAsIdentifier } from './mentions.js';
import type { ParsedSentence } from './read.js';
import type { StateRegistry } from './states.js';
import { aboutDescribed, passiveState } from './described.js';

const STRONG_STATE_CAPTURES: Record<string, string[]> = {
  dwell: ['state'],
  move: ['source', 'target'],
  source: ['state'],
  initial: ['state'],
  target: ['target'],
  entry: ['state'],
  exit: ['state'],
};

export function collectKnownStates(sentences: ParsedSentence[], known: StateRegistry, g: Grammar): void {
  for (const { tokens, roles } of sentences) {
    for (const role of roles) {
      // "when a code is entered" may be an event; only "on entering X" names X for sure.
      if ((role.kind === 'entry' || role.kind === 'exit') && (role.rule.includes('whenever') || gerundSubject(tokens, role, (words) => !!known.find(nameOfState(words, g) ?? '')))) continue;
      // "while the doors are open" names doorsOpen, when the text has it, not "doors".
      const phrase = statePhrase(tokens, role);
      if (phrase && known.find(nameOfState(phrase, g) ?? '', false, true)) continue;
      const bracketed = role.kind === 'target' || role.kind === 'enter' ? bracketedName(tokens, role.to) : null;
      if (bracketed) {
        if (!known.find(bracketed, true)) known.add(bracketed);
        continue;
      }
      for (const cap of STRONG_STATE_CAPTURES[role.kind] ?? []) {
        // "moves the order to X": the object is a source only if it is a state by other words.
        if (role.rule === 'move.object-to' && cap === 'source') continue;
        // "It is dismissed by pressing Cancel": a participle is a state only by other words.
        if (role.rule === 'move.it-is-state') continue;
        const captured = capture(tokens, role, cap);
        // "On success,", "On error,": how a service ended, a state only by other words.
        const words = captured.filter((t) => !t.tags.has('Determiners'));
        if (role.kind === 'source' && words.length === 1 && (words[0].tags.has('DoneWords') || words[0].tags.has('ErrorWords'))) continue;
        // "…, or to see 'Invalid code'": a verb after "or to" is something done, not a place.
        if (role.rule === 'move.ellipsis' && startsWithVerb(captured)) continue;
        const name = nameOfState(captured, g);
        // "flashingRed" written as an identifier is its own state, not red.
        if (name && !known.find(name, writtenAsIdentifier(captured))) known.add(name);
      }
      if (role.kind === 'weak-source') {
        // "on the sign-up form", "in the list view": a place named as a screen is a state.
        const words = capture(tokens, role, 'state');
        // "on a visitor's first page view" is a moment, not a place: a possessive names no state.
        const place = words.some((t) => t.tags.has('StateHeads')) && !words.some((t) => t.tags.has('Possessive'));
        const name = place ? nameOfState(words, g) : null;
        if (name && !known.find(name)) known.add(name);
      }
      // "Opening the door goes to …", "closing it returns …": gerunds as subjects are events.
      if ((role.kind === 'state-verb' || role.kind === 'enter') && gerundSubjectAt(tokens, role.from, role.to)) continue;
      // "shows a splash screen", "show them a popup": a state verb with an object names no state of its own.
      if (role.kind === 'state-verb' && !objectFollows(tokens, role.to)) {
        const verb = capture(tokens, role, 'verb').map((t) => t.root).join(' ');
        const name = g.stateVerbs.get(verb) ?? g.stateVerbs.get(verb.split(' ')[0]);
        if (name && !known.find(name)) known.add(name);
      }
      if (role.kind === 'enter') {
        const words = capture(tokens, role, 'target');
        const bare = words.length === 1 && !tokens[role.caps.target.from - 1]?.tags.has('Determiners') && !words[0].tags.has('ActionHeads') && !words[0].tags.has('Label');
        if (bare || words.some((t) => t.tags.has('StateHeads') || t.tags.has('Ident'))) {
          const name = nameOfState(words, g);
          if (name) known.add(name);
        }
      }
      if (role.kind === 'states' || role.kind === 'sequence') for (const name of stateNamesOf(capture(tokens, role, 'list'), g)) known.add(name);
      if (role.kind === 'children') {
        const parentWords = capture(tokens, role, 'parent');
        const items = stateNamesOf(capture(tokens, role, 'list'), g);
        if (items.length < 2) continue;
        const parentName = parentWords.length && !isEntity(parentWords) ? nameOfState(parentWords, g) : null;
        const parent = parentName && (known.find(parentName) ?? (parentWords.some((t) => t.tags.has('StateHeads')) || role.rule === 'children.inside-there-are' ? known.add(parentName) : null));
        for (const item of items) known.add(item, parent ? parent.path : []);
      }
      if (role.kind === 'child-of') {
        const child = nameOfState(capture(tokens, role, 'child'), g);
        const parentName = nameOfState(capture(tokens, role, 'parent'), g);
        const parent = parentName ? known.find(parentName) : null;
        if (child && parent) known.add(child, parent.path);
      }
    }
  }
}

/** "An active account is suspended": the described thing's passive names the state it enters. */
export function collectDescribedStates(sentences: ParsedSentence[], known: StateRegistry, g: Grammar, described: ReadonlySet<string>): void {
  if (!described.size) return;
  for (const { tokens, roles } of sentences) {
    for (const role of roles) {
      if (role.kind !== 'passive-action' || !aboutDescribed(capture(tokens, role, 'object'), described)) continue;
      const verb = capture(tokens, role, 'verb')[0];
      const name = verb ? nameOfState(passiveState(verb, capture(tokens, role, 'rest')), g) : null;
      if (name && !known.find(name)) known.add(name);
    }
  }
}

