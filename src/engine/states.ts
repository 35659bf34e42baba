/**
 * The states a description talks about: their names, where they sit in the tree, and the
 * looser ways the text refers to them ("the modal" for the help modal, "the article" for the
 * article view).
 */
import type { FlowNode } from '../model/flow.js';
import { words } from './naming.js';

export interface StateInfo {
  name: string;
  path: string[];
  /** Lower-case words of the name, for loose reference. */
  words: string[];
}

const norm = (name: string): string[] => words(name).map((w) => w.toLowerCase().replace(/(.{3,})s$/, '$1'));

export class StateRegistry {
  private readonly byPath = new Map<string, StateInfo>();
  readonly order: StateInfo[] = [];
  // Indexes, so a lookup costs the same with ten states or ten thousand.
  private readonly byKey = new Map<string, StateInfo>();
  private readonly byName = new Map<string, StateInfo>();
  private readonly byWord = new Map<string, StateInfo[]>();
  private readonly rank = new Map<StateInfo, number>();

  /**
   * @param existing the flow whose states are known from the start
   * @param heads nouns that say what kind of place a state is (grammar/lexicon/state-heads.txt)
   */
  constructor(existing?: FlowNode, private readonly heads: ReadonlySet<string> = new Set()) {
    const walk = (node: FlowNode, path: string[]) => {
      for (const name of Object.keys(node.states ?? {})) {
        this.add(name, path);
        walk(node.states![name], [...path, name]);
      }
    };
    if (existing) walk(existing, []);
  }

  get size(): number {
    return this.order.length;
  }

  add(name: string, parent: string[] = []): StateInfo {
    const found = this.find(name, true);
    if (found) {
      if (parent.length && found.path.length === 1 && parent.join('.') !== found.name) this.reparent(found, parent);
      return found;
    }
    const info: StateInfo = { name, path: [...parent, name], words: norm(name) };
    this.byPath.set(info.path.join('.'), info);
    this.rank.set(info, this.order.length);
    this.order.push(info);
    const key = info.words.join(' ');
    if (!this.byKey.has(key)) this.byKey.set(key, info);
    if (!this.byName.has(name)) this.byName.set(name, info);
    for (const word of new Set(info.words)) {
      const list = this.byWord.get(word);
      if (list) list.push(info);
      else this.byWord.set(word, [info]);
    }
    return info;
  }

  /** Where a state stands in the order states were added (0 for the first). */
  rankOf(info: StateInfo): number {
    return this.rank.get(info) ?? this.order.length;
  }

  /** Moves a state under a parent ("paused is also inside the match"). */
  reparent(info: StateInfo, parent: string[]): void {
    if (parent.includes(info.name)) return;
    this.byPath.delete(info.path.join('.'));
    info.path = [...parent, info.name];
    this.byPath.set(info.path.join('.'), info);
  }

  /** The state a name refers to, exactly or loosely; null when none fits. */
  find(name: string, exactOnly = false, strict = false): StateInfo | null {
    const target = norm(name);
    if (!target.length) return null;
    const key = target.join(' ');
    const exact = this.byKey.get(key) ?? this.byName.get(name);
    if (exact || exactOnly) return exact ?? null;
    // Only states sharing a word with the mention can be meant by it.
    const candidates = [...new Set(target.flatMap((w) => this.byWord.get(w) ?? []))].sort((a, b) => this.rank.get(a)! - this.rank.get(b)!);
    // "the modal" → helpModal: the mention ends the state's name.
    const suffix = candidates.filter((s) => s.words.length > target.length && s.words.slice(-target.length).join(' ') === key);
    if (suffix.length === 1) return suffix[0];
    if (strict) return null;
    // "the article section" → article: the state's name is all in the mention, which adds a word.
    const contained = candidates.filter((s) => s.words.every((w) => target.includes(w)) && target.length - s.words.length <= 1);
    if (contained.length) return contained.sort((a, b) => b.words.length - a.words.length)[0];
    // "preferences" for the preferences panel: the mention starts the name and the rest only
    // says what kind of thing it is. "locked" for lockedOut is another state.
    const prefix = candidates.filter((s) => s.words.length > target.length && s.words.slice(0, target.length).join(' ') === key && s.words.slice(target.length).every((w) => this.heads.has(w)));
    if (prefix.length === 1) return prefix[0];
    return null;
  }

  children(parent: string[]): StateInfo[] {
    const key = parent.join('.');
    return this.order.filter((s) => s.path.slice(0, -1).join('.') === key);
  }
}
