/**
 * Lexicons: plain word lists under grammar/lexicon/, one entry a line (`#` starts a comment).
 * A file's name is the tag it gives (`move-verbs.txt` tags `MoveVerbs`... see tagName). Entries
 * may be phrases; they are tried longest first, and every token of a phrase gets the tag.
 */
import type { Token } from '../tokens.js';

export function tagName(file: string): string {
  return file
    .replace(/\.txt$/, '')
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export class Lexicon {
  /** First word → phrases (as word arrays) with their tag, longest first. */
  private readonly byFirst = new Map<string, { words: string[]; tag: string }[]>();
  readonly tags = new Set<string>();
  private readonly words = new Map<string, Set<string>>();

  add(tag: string, entries: Iterable<string>): void {
    this.tags.add(tag);
    const set = this.words.get(tag) ?? new Set<string>();
    this.words.set(tag, set);
    for (const entry of entries) {
      const words = entry.toLowerCase().split(/\s+/).filter(Boolean);
      if (!words.length) continue;
      set.add(words.join(' '));
      const list = this.byFirst.get(words[0]) ?? [];
      list.push({ words, tag });
      list.sort((a, b) => b.words.length - a.words.length);
      this.byFirst.set(words[0], list);
    }
  }

  has(tag: string, phrase: string): boolean {
    return this.words.get(tag)?.has(phrase.toLowerCase()) ?? false;
  }

  entries(tag: string): string[] {
    return [...(this.words.get(tag) ?? [])];
  }

  /** Adds lexicon tags to tokens in place. */
  tag(tokens: Token[]): void {
    // Verbs are listed in their base form, so a word matches by its root as well.
    const same = (token: Token, word: string) => token.norm === word || token.root === word;
    for (let i = 0; i < tokens.length; i++) {
      const candidates = [...(this.byFirst.get(tokens[i].norm) ?? []), ...(tokens[i].root !== tokens[i].norm ? this.byFirst.get(tokens[i].root) ?? [] : [])];
      if (!candidates.length) continue;
      for (const { words, tag } of candidates) {
        if (i + words.length > tokens.length) continue;
        let ok = true;
        for (let k = 1; k < words.length; k++) if (!same(tokens[i + k], words[k])) ok = false;
        if (!ok) continue;
        for (let k = 0; k < words.length; k++) tokens[i + k].tags.add(tag);
        if (words.length > 1) tokens[i].tags.add(`${tag}Start`);
      }
    }
  }
}

export function parseWordList(source: string): string[] {
  return source
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}
