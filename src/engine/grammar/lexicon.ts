/**
 * Lexicons: plain word lists under grammar/lexicon/, one entry a line (`#` starts a comment).
 * A file's name is the class it gives: `motion-verbs.txt` tags `MotionVerbs`. Entries may be
 * phrases ("end up", "state machine"); they are tried longest first, every token of a phrase
 * gets the class, and its first token also gets `<Class>Start`. Verbs are listed in their base
 * form and match any form of the verb.
 */
import type { Token } from '../2-words/token.js';

export function className(file: string): string {
  return file
    .replace(/\.txt$/, '')
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export function parseWordList(source: string): string[] {
  return source
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

interface Entry {
  words: string[];
  cls: string;
}

export class Lexicon {
  private readonly byFirst = new Map<string, Entry[]>();
  private readonly sets = new Map<string, Set<string>>();
  private readonly maps = new Map<string, Map<string, string>>();

  /** Adds entries; an entry "a => b" also maps the phrase a to b (see `mapped`). */
  add(cls: string, entries: Iterable<string>): void {
    const set = this.sets.get(cls) ?? new Set<string>();
    this.sets.set(cls, set);
    for (const line of entries) {
      const [entry, to] = line.split('=>').map((part) => part.trim());
      if (to) {
        const map = this.maps.get(cls) ?? new Map<string, string>();
        this.maps.set(cls, map);
        map.set(entry.toLowerCase(), to);
      }
      const words = entry.toLowerCase().split(/\s+/).filter(Boolean);
      if (!words.length) continue;
      set.add(words.join(' '));
      const list = this.byFirst.get(words[0]) ?? [];
      list.push({ words, cls });
      list.sort((a, b) => b.words.length - a.words.length);
      this.byFirst.set(words[0], list);
    }
  }

  get classes(): string[] {
    return [...this.sets.keys()];
  }

  /** Whether `phrase` (any case) is an entry of `cls`. */
  has(cls: string, phrase: string): boolean {
    return this.sets.get(cls)?.has(phrase.toLowerCase()) ?? false;
  }

  /** What an entry "a => b" of `cls` maps `phrase` to, if anything. */
  mapped(cls: string, phrase: string): string | undefined {
    return this.maps.get(cls)?.get(phrase.toLowerCase());
  }

  entries(cls: string): string[] {
    return [...(this.sets.get(cls) ?? [])];
  }

  /** Adds lexicon classes to the tags of `tokens`, in place. */
  tag(tokens: Token[]): void {
    const same = (token: Token, word: string) => token.norm === word || token.lemma === word;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.kind !== 'word' && token.kind !== 'number') continue;
      // Nouns match their singular, not a verb's base form: "typing" is no "type".
      const byLemma = token.lemma !== token.norm ? (this.byFirst.get(token.lemma) ?? []).filter((e) => !(e.cls.endsWith('Nouns') && /(ing|ed)$/.test(token.norm))) : [];
      const candidates = [...(this.byFirst.get(token.norm) ?? []), ...byLemma];
      for (const { words, cls } of candidates) {
        if (i + words.length > tokens.length) continue;
        let ok = true;
        for (let k = 1; k < words.length && ok; k++) ok = tokens[i + k].kind === 'word' && same(tokens[i + k], words[k]);
        if (!ok) continue;
        for (let k = 0; k < words.length; k++) tokens[i + k].tags.add(cls);
        if (words.length > 1) tokens[i].tags.add(`${cls}Start`);
      }
    }
  }
}
