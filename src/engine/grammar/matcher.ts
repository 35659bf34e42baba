/**
 * Runs compiled match patterns over tokens. Patterns are written in compromise's match syntax
 * and parsed by compromise's own parser (`nlp.parseMatch`), so rule files read like compromise
 * rules; this interpreter adds what our rules need and compromise's matcher does not give:
 * full backtracking (so `[<a>.+] goes to [<b>.+]` splits where it should), tags of our own on
 * tokens (lexicons, labels, punctuation), and captures as token ranges that map back to spans.
 */
import type { Token } from '../tokens.js';

/** One node of a pattern, as compromise's parser produces it. */
export interface PatternNode {
  word?: string;
  tag?: string;
  root?: string;
  regex?: RegExp;
  anything?: boolean;
  negative?: boolean;
  optional?: boolean;
  greedy?: boolean;
  min?: number;
  max?: number;
  start?: boolean;
  end?: boolean;
  group?: string;
  groupStart?: boolean;
  groupEnd?: boolean;
  choices?: PatternNode[][];
  operator?: 'or' | 'and';
  method?: string;
  fuzzy?: number;
  /** compromise's form of a choice between single words. */
  fastOr?: Set<string>;
}

export interface Capture {
  /** Index of the first token. */
  from: number;
  /** Index one past the last token. */
  to: number;
}

export interface Match {
  from: number;
  to: number;
  groups: Record<string, Capture>;
}

function testToken(node: PatternNode, token: Token): boolean {
  // Words an earlier rule claimed are invisible to later ones.
  if (token.claimed) return false;
  let ok: boolean;
  if (node.fastOr instanceof Set && node.fastOr.size) ok = node.fastOr.has(token.norm);
  else if (node.choices && node.operator === 'and') ok = node.choices.every((choice) => choice.every((n) => testToken(n, token)));
  else if (node.choices) ok = node.choices.some((choice) => choice.length === 1 && testToken(choice[0], token));
  else if (node.word !== undefined) ok = token.norm === node.word;
  else if (node.tag !== undefined) ok = token.tags.has(node.tag);
  else if (node.root !== undefined) ok = token.root === node.root;
  else if (node.regex) ok = node.regex.test(token.text);
  else ok = node.anything === true;
  return node.negative ? !ok : ok;
}

/** Is this node a zero-width anchor only (`^` or `$` on their own)? */
const nothing = new WeakMap<PatternNode, boolean>();
const matchesNothing = (node: PatternNode): boolean => {
  let result = nothing.get(node);
  if (result === undefined) {
    result = node.word === undefined && !node.tag && !node.root && !node.regex && !node.anything && !node.choices && !(node.fastOr instanceof Set && node.fastOr.size);
    nothing.set(node, result);
  }
  return result;
};
const isAnchorOnly = (node: PatternNode): boolean => matchesNothing(node) && !!(node.start || node.end);
/** `[<name>` parses to a node of its own that only opens the group. */
const isGroupOpenerOnly = (node: PatternNode): boolean => matchesNothing(node) && !!node.groupStart && !node.groupEnd && !node.start && !node.end;

type Groups = Record<string, Capture>;

class Run {
  constructor(
    private readonly nodes: PatternNode[],
    private readonly tokens: Token[],
    private readonly openGroups: Map<string, number> = new Map(),
  ) {}

  /** Matches nodes[i..] at token position `pos`; returns the end position or -1. */
  at(i: number, pos: number, groups: Groups): number {
    if (i === this.nodes.length) return pos;
    const node = this.nodes[i];
    if (node.start && pos !== 0) return -1;
    if (isGroupOpenerOnly(node)) {
      this.openGroups.set(node.group!, pos);
      return this.at(i + 1, pos, groups);
    }
    if (isAnchorOnly(node)) {
      if (node.end && pos !== this.tokens.length) return -1;
      return this.at(i + 1, pos, groups);
    }
    if (node.groupStart && node.group) this.openGroups.set(node.group, pos);
    const min = node.min ?? (node.optional ? 0 : 1);
    const max = node.max ?? (node.greedy ? Infinity : 1);
    // Each way this node can consume tokens, longest first; captures are set before trying
    // the rest and put back when the rest fails.
    for (const end of this.consumptions(node, pos, min, max)) {
      if (node.end && end !== this.tokens.length) continue;
      const name = node.groupEnd ? node.group : undefined;
      const before = name ? groups[name] : undefined;
      if (name) groups[name] = { from: this.openGroups.get(name) ?? pos, to: end };
      const result = this.at(i + 1, end, groups);
      if (result >= 0) return result;
      if (name) {
        if (before) groups[name] = before;
        else delete groups[name];
      }
    }
    return -1;
  }

  private consumptions(node: PatternNode, pos: number, min: number, max: number): number[] {
    if (node.choices && !node.fastOr && node.operator !== 'and' && !node.negative && node.choices.some((choice) => choice.length !== 1)) {
      // A multi-word alternative consumes a sequence; repeat counts are not used with these.
      const ends: number[] = [];
      for (const choice of node.choices) for (const end of allEnds(choice, 0, pos, this.tokens)) if (!ends.includes(end)) ends.push(end);
      ends.sort((a, b) => b - a);
      if (min === 0) ends.push(pos);
      return ends;
    }
    let count = 0;
    while (count < max && pos + count < this.tokens.length && testToken(node, this.tokens[pos + count])) count++;
    const ends: number[] = [];
    for (let n = count; n >= min; n--) ends.push(pos + n);
    return ends;
  }
}

const fixed = new WeakMap<PatternNode[], boolean>();
function isFixed(nodes: PatternNode[]): boolean {
  let result = fixed.get(nodes);
  if (result === undefined) {
    result = nodes.every((n) => !n.optional && !n.greedy && n.min === undefined && n.max === undefined && !matchesNothing(n) && !(n.choices && !n.fastOr && n.choices.some((c) => c.length !== 1)));
    fixed.set(nodes, result);
  }
  return result;
}

/** Every position a sequence of nodes (without groups) can end at, from `pos`. */
function allEnds(nodes: PatternNode[], i: number, pos: number, tokens: Token[]): number[] {
  if (i === 0 && isFixed(nodes)) {
    // A plain sequence of words ("made up of") ends in one place or nowhere.
    if (pos + nodes.length > tokens.length) return [];
    for (let k = 0; k < nodes.length; k++) if (!testToken(nodes[k], tokens[pos + k])) return [];
    return [pos + nodes.length];
  }
  if (i === nodes.length) return [pos];
  const node = nodes[i];
  const min = node.min ?? (node.optional ? 0 : 1);
  const max = node.max ?? (node.greedy ? Infinity : 1);
  const out: number[] = [];
  let count = 0;
  const steps: number[] = min === 0 ? [pos] : [];
  while (count < max && pos + count < tokens.length && testToken(node, tokens[pos + count])) {
    count++;
    if (count >= min) steps.push(pos + count);
  }
  for (const step of steps) for (const end of allEnds(nodes, i + 1, step, tokens)) if (!out.includes(end)) out.push(end);
  return out;
}

const consumes = (n: PatternNode): boolean => (n.min ?? (n.optional ? 0 : 1)) >= 1;

/** Nodes one of which must accept a token, with the plain words among them in a set. */
interface AnyOf {
  words: Set<string>;
  others: PatternNode[];
}
function anyOf(nodes: PatternNode[]): AnyOf {
  const words = new Set<string>();
  const others: PatternNode[] = [];
  for (const node of nodes) {
    const plain = node.word !== undefined && !node.negative && node.tag === undefined && node.root === undefined && !node.regex;
    if (plain) words.add(node.word!);
    else others.push(node);
  }
  return { words, others };
}
function accepts(set: AnyOf, token: Token): boolean {
  if (token.claimed) return false;
  return set.words.has(token.norm) || set.others.some((node) => testToken(node, token));
}

/**
 * What the first token of a match must be, when the pattern begins with a node that must
 * consume one: that node, or the first words of its phrases. A match can only start at a token
 * one of them accepts, which rules out most positions cheaply.
 */
const leaders = new WeakMap<PatternNode[], AnyOf | null>();
function leader(nodes: PatternNode[]): AnyOf | null {
  if (leaders.has(nodes)) return leaders.get(nodes)!;
  let found: AnyOf | null = null;
  for (const node of nodes) {
    if (matchesNothing(node)) continue;
    if (!consumes(node)) break;
    const phrases = node.choices && !node.fastOr && node.operator !== 'and' && !node.negative && node.choices.some((c) => c.length !== 1);
    if (!phrases) found = anyOf([node]);
    else if (node.choices!.every((c) => c.length && consumes(c[0]))) found = anyOf(node.choices!.map((c) => c[0]));
    break;
  }
  leaders.set(nodes, found);
  return found;
}

/**
 * What every match must consume a token with: a node, or for a choice of phrases
 * ("(consists of|contains|holds)") the first word of one of them. A sentence without such a
 * token cannot match, which settles most rules for most sentences at the cost of one scan.
 */
const required = new WeakMap<PatternNode[], AnyOf[]>();
function needsOf(nodes: PatternNode[]): AnyOf[] {
  const needs: AnyOf[] = [];
  for (const n of nodes) {
    if (matchesNothing(n) || n.negative || n.anything || !consumes(n)) continue;
    const phrases = n.choices && !n.fastOr && n.operator !== 'and' && n.choices.some((c) => c.length !== 1);
    if (!phrases) needs.push(anyOf([n]));
    else if (n.choices!.every((c) => c.length && consumes(c[0]) && !c[0].negative && !c[0].anything)) needs.push(anyOf(n.choices!.map((c) => c[0])));
  }
  return needs;
}
function requirementsMet(nodes: PatternNode[], tokens: Token[]): boolean {
  let needs = required.get(nodes);
  if (!needs) required.set(nodes, (needs = needsOf(nodes)));
  for (const need of needs) if (!tokens.some((token) => accepts(need, token))) return false;
  return true;
}

/** The leftmost match starting at or after `from`, or null. */
export function matchFirst(nodes: PatternNode[], tokens: Token[], from = 0): Match | null {
  const anchored = nodes[0]?.start === true;
  const first = leader(nodes);
  if (!requirementsMet(nodes, tokens)) return null;
  for (let pos = from; pos <= tokens.length; pos++) {
    if (anchored && pos > 0) break;
    if (first && (pos === tokens.length || !accepts(first, tokens[pos]))) continue;
    const groups: Groups = {};
    const end = new Run(nodes, tokens).at(0, pos, groups);
    if (end > pos) return { from: pos, to: end, groups };
  }
  return null;
}

/** Every non-overlapping match, left to right. */
export function matchAll(nodes: PatternNode[], tokens: Token[]): Match[] {
  const found: Match[] = [];
  let pos = 0;
  while (pos < tokens.length) {
    const m = matchFirst(nodes, tokens, pos);
    if (!m) break;
    found.push(m);
    pos = m.to;
  }
  return found;
}
