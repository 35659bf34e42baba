/**
 * Loads the grammar once: lexicons (grammar/lexicon/*.txt), macros (grammar/macros.json) and
 * rule files (grammar/rules/*.json, in file-name order, which is the order rules claim words).
 * Everything is checked here, so a malformed rule fails loudly, naming its file, instead of
 * silently never matching: rule files against their schema, every pattern through compromise's
 * parser, every tag against compromise's tag set and ours, every capture against what the rule
 * emits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import nlp from 'compromise';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Lexicon, parseWordList, tagName } from './lexicon.js';
import type { PatternNode } from './matcher.js';

export const grammarDir = new URL('../../../grammar/', import.meta.url);

/** What each kind of rule may capture; `?` marks an optional capture. */
export const EMITS: Record<string, string[]> = {
  rename: ['from', 'to'],
  remove: ['what'],
  replace: [],
  move: ['source', 'target'],
  global: ['scope?'],
  either: [],
  source: ['state'],
  'weak-source': ['state'],
  there: [],
  'there-here': ['here'],
  which: [],
  initial: ['state'],
  declare: ['state'],
  'add-control': ['event', 'source', 'target'],
  states: ['list'],
  sequence: ['list'],
  children: ['parent?', 'list'],
  'child-of': ['child', 'parent'],
  entry: ['state', 'verb?'],
  exit: ['state', 'verb?'],
  invoke: ['service'],
  'invoke-verb': ['service'],
  delay: ['amount', 'unit?', 'state?'],
  timeout: ['amount', 'unit?'],
  window: ['amount', 'unit'],
  every: ['amount?', 'unit'],
  dwell: ['state', 'amount', 'unit?'],
  guard: ['cond'],
  permit: ['event', 'cond'],
  'guard-not': ['cond'],
  'which-case': [],
  question: ['cond'],
  then: [],
  fallback: [],
  'fallback-not': [],
  'either-way': [],
  clause: ['marker', 'body'],
  stay: ['state?'],
  always: [],
  target: ['target', 'object?'],
  direction: ['way'],
  'state-verb': ['verb'],
  enter: ['target'],
  event: ['event'],
  'passive-action': ['object?', 'verb', 'rest?'],
  'passive-event': ['subject', 'verb', 'target?'],
  subject: ['subject'],
  action: ['action'],
};

/** Tags the tokeniser sets itself, beside compromise's and the lexicons'. */
const STRUCTURAL_TAGS = [
  'Punct', 'Comma', 'Semicolon', 'Colon', 'OpenParen', 'CloseParen', 'Dash', 'Period', 'Arrow',
  'Label', 'Caps', 'Camel', 'Ident', 'Number', 'Predicate', 'ActionStart', 'ClauseBreak', 'StateVerbs',
];

export class GrammarError extends Error {
  constructor(file: string, message: string) {
    super(`grammar/${file}: ${message}`);
    this.name = 'GrammarError';
  }
}

export interface Rule {
  id: string;
  emits: string;
  /** Claim the whole match, or only the captured words (for look-ahead rules). */
  claim: 'match' | 'captures';
  /** Drop a match that begins with a control's capitalised name ("Pressing Start in the menu"). */
  notOnNames: boolean;
  pattern: PatternNode[];
  source: string;
  example: string;
  nearMisses: string[];
  file: string;
}

export interface Grammar {
  lexicon: Lexicon;
  rules: Rule[];
  /** verb (base form, may be two words) → the state it ends in. */
  stateVerbs: Map<string, string>;
}

interface RuleFile {
  description: string;
  rules: { id: string; emits: string; match: string; claim?: 'match' | 'captures'; notOnNames?: boolean; example: string; nearMisses: string[] }[];
}

let dir: URL = grammarDir;

function read(path: string): string {
  return readFileSync(new URL(path, dir), 'utf8');
}

function parseJson<T>(file: string): T {
  try {
    return JSON.parse(read(file)) as T;
  } catch (error) {
    throw new GrammarError(file, `is not valid JSON: ${(error as Error).message}`);
  }
}

function collectTags(nodes: PatternNode[], out: Set<string>): void {
  for (const node of nodes) {
    if (node.tag) out.add(node.tag);
    for (const choice of node.choices ?? []) collectTags(choice, out);
  }
}

function collectGroups(nodes: PatternNode[], out: Set<string>): void {
  for (const node of nodes) {
    if (node.group) out.add(node.group);
    for (const choice of node.choices ?? []) collectGroups(choice, out);
  }
}

function unsupported(nodes: PatternNode[]): string | null {
  for (const node of nodes) {
    if (node.method) return `@${node.method}`;
    if (node.fuzzy) return 'fuzzy ~word~';
    for (const choice of node.choices ?? []) {
      const inner = unsupported(choice);
      if (inner) return inner;
    }
  }
  return null;
}

/** Loads and checks the grammar in `from` (a folder URL ending in `/`; the package's own by default). */
export function loadGrammar(from: URL = grammarDir): Grammar {
  dir = from;
  try {
    return loadFrom();
  } finally {
    dir = grammarDir;
  }
}

function loadFrom(): Grammar {
  const lexicon = new Lexicon();
  const stateVerbs = new Map<string, string>();
  for (const file of readdirSync(new URL('lexicon/', dir)).filter((f) => f.endsWith('.txt')).sort()) {
    const entries = parseWordList(read(`lexicon/${file}`));
    if (file === 'state-verbs.txt') {
      for (const entry of entries) {
        const [verb, state] = entry.split('=>').map((s) => s.trim());
        if (!verb || !state) throw new GrammarError(`lexicon/${file}`, `"${entry}" should read "verb => state"`);
        stateVerbs.set(verb, state);
      }
      lexicon.add('StateVerbs', stateVerbs.keys());
      continue;
    }
    lexicon.add(tagName(file), entries);
  }

  const macros = parseJson<{ macros: Record<string, string> }>('macros.json').macros;
  const knownTags = new Set([
    ...Object.keys((nlp.world() as unknown as { model: { one: { tagSet: Record<string, unknown> } } }).model.one.tagSet),
    ...lexicon.tags,
    ...STRUCTURAL_TAGS,
  ]);
  const ajv = new Ajv2020({ allErrors: true });
  const validateFile = ajv.compile(parseJson<object>('rule-file.schema.json'));

  const rules: Rule[] = [];
  const ids = new Set<string>();
  for (const file of readdirSync(new URL('rules/', dir)).filter((f) => f.endsWith('.json')).sort()) {
    const path = `rules/${file}`;
    const data = parseJson<RuleFile>(path);
    if (!validateFile(data)) {
      const e = validateFile.errors?.[0];
      throw new GrammarError(path, `${e?.instancePath || '/'} ${e?.message ?? 'is not valid'}`);
    }
    for (const raw of data.rules) {
      const where = `rule ${raw.id}`;
      if (ids.has(raw.id)) throw new GrammarError(path, `${where}: the id is used twice`);
      ids.add(raw.id);
      const slots = EMITS[raw.emits];
      if (!slots) throw new GrammarError(path, `${where}: unknown "emits" ${raw.emits}; expected one of ${Object.keys(EMITS).join(', ')}`);
      const expanded = raw.match.replace(/%([a-z]+)%/g, (_, name: string) => {
        const body = macros[name];
        if (body === undefined) throw new GrammarError(path, `${where}: unknown macro %${name}%`);
        return body;
      });
      let pattern: PatternNode[];
      try {
        // compromise's parser reads `x*` like `x+`; spell "zero or more" as a count it keeps.
        pattern = nlp.parseMatch(expanded.replace(/(?<=[)\w])\*(?=[\s\]]|$)/g, '{0,99}')) as unknown as PatternNode[];
      } catch (error) {
        throw new GrammarError(path, `${where}: the pattern does not parse: ${(error as Error).message}`);
      }
      if (!pattern.length) throw new GrammarError(path, `${where}: the pattern is empty`);
      const bad = unsupported(pattern);
      if (bad) throw new GrammarError(path, `${where}: ${bad} is not supported in patterns`);
      const tags = new Set<string>();
      collectTags(pattern, tags);
      for (const tag of tags) if (!knownTags.has(tag)) throw new GrammarError(path, `${where}: unknown tag #${tag}`);
      const groups = new Set<string>();
      collectGroups(pattern, groups);
      const allowed = new Set(slots.map((s) => s.replace(/\?$/, '')));
      for (const group of groups) if (!allowed.has(group)) throw new GrammarError(path, `${where}: capture <${group}> is not one that "${raw.emits}" emits (${[...allowed].join(', ') || 'none'})`);
      for (const slot of slots) if (!slot.endsWith('?') && !groups.has(slot)) throw new GrammarError(path, `${where}: "${raw.emits}" needs a capture <${slot}>`);
      rules.push({ id: raw.id, emits: raw.emits, claim: raw.claim ?? 'match', notOnNames: raw.notOnNames === true, pattern, source: raw.match, example: raw.example, nearMisses: raw.nearMisses, file: path });
    }
  }
  return { lexicon, rules, stateVerbs };
}

let cached: Grammar | null = null;

/** The grammar, loaded and checked on first use. */
export function grammar(): Grammar {
  cached ??= loadGrammar();
  return cached;
}
