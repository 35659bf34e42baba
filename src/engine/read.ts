/**
 * Reading: the pipeline from text to edits, declared once, in order.
 *
 *   1. tokens     compromise tags the whole text once (tokens.ts)
 *   2. sentences  the text is cut into sentences, list items and table rows (segment.ts)
 *   3. roles      grammar rules find sources, events, guards, targets, actions... (roles.ts)
 *   4. states     a first pass collects the states the text names outright (states.ts)
 *   5. frames     roles are assembled into transitions, resolving "it", "there", elided
 *                 sources and loose references against the states (frames.ts)
 *   6. edits      frames become edits on the flow, each carrying its rule and span (frames.ts)
 *
 * Sentences that yield nothing come back as diagnostics.
 */
import type { Diagnostic, FlowNode } from '../model/flow.js';
import type { Edit } from '../model/edits.js';
import { grammar } from './grammar/load.js';
import { findRoles, type Role } from './roles.js';
import { splitSentences, type Sentence } from './segment.js';
import { StateRegistry } from './states.js';
import { tokenize, type Token } from './tokens.js';
import { Assembler } from './frames.js';
import { collectDescribedStates, collectKnownStates } from './known.js';
import { describedHeads } from './described.js';

export interface ParsedSentence {
  sentence: Sentence;
  tokens: Token[];
  roles: Role[];
}

export function parse(text: string): ParsedSentence[] {
  const g = grammar();
  const tokens = tokenize(text, g.lexicon);
  // Sentences and tokens are both in text order: one walk assigns each token to its sentence.
  let next = 0;
  return splitSentences(text).map((sentence) => {
    while (next < tokens.length && tokens[next].start < sentence.start) next++;
    const own: Token[] = [];
    while (next < tokens.length && tokens[next].end <= sentence.end) own.push(tokens[next++]);
    return { sentence, tokens: own, roles: sentence.tableRow || sentence.title ? [] : findRoles(own, g) };
  });
}

export interface Reading {
  edits: Edit[];
  diagnostics: Diagnostic[];
}

export function read(text: string, context: string | undefined, existing: FlowNode | undefined): Reading {
  const parsedText = parse(text);
  const parsedContext = context ? parse(context) : [];
  const heads = new Set(grammar().lexicon.entries('StateHeads'));
  const known = new StateRegistry(existing, heads);
  const all = [...parsedContext, ...parsedText];
  collectKnownStates(all, known, grammar());
  const described = describedHeads(all, known, grammar());
  collectDescribedStates(all, known, grammar(), described);
  const assembler = new Assembler(grammar(), known, new StateRegistry(existing, heads), existing, described);
  // The context only sets the scene: which states exist and what "it" or "then" refers to.
  for (const parsed of parsedContext) assembler.sentence(parsed, 'context');
  assembler.discardEdits();
  for (const parsed of parsedText) assembler.sentence(parsed, 'text');
  return assembler.finish();
}
