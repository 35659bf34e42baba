import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMITS, grammar, grammarDir, loadGrammar } from '../src/engine/grammar/load.js';
import { HANDLERS } from '../src/engine/handlers/index.js';
import { parse } from '../src/engine/read.js';

const rulesFired = (text: string): Set<string> => new Set(parse(text).flatMap((p) => p.roles.map((r) => r.rule)));

interface BacklogItem {
  rule: string;
  nearMiss?: string;
  example?: string;
  why: string;
}
const backlog = (JSON.parse(readFileSync(new URL('backlog.json', grammarDir), 'utf8')) as { items: BacklogItem[] }).items;
const inBacklog = (rule: string, text: string) => backlog.some((b) => b.rule === rule && (b.nearMiss === text || b.example === text));

describe('every rule of the grammar', () => {
  for (const rule of grammar().rules) {
    describe(`${rule.id} (${rule.file})`, () => {
      it(`reads its example: ${rule.example}`, () => {
        expect(rulesFired(rule.example)).toContain(rule.id);
      });
      for (const nearMiss of rule.nearMisses.filter((n) => !inBacklog(rule.id, n))) {
        it(`leaves its near-miss alone: ${nearMiss}`, () => {
          expect(rulesFired(nearMiss)).not.toContain(rule.id);
        });
      }
    });
  }
});

describe('the backlog of known grammar failures', () => {
  for (const item of backlog) {
    it.fails(`${item.rule}: ${item.nearMiss ?? item.example} (${item.why})`, () => {
      if (item.nearMiss) expect(rulesFired(item.nearMiss)).not.toContain(item.rule);
      else expect(rulesFired(item.example!)).toContain(item.rule);
    });
  }
});

describe('loading the grammar', () => {
  function brokenCopy(file: string, edit: (text: string) => string): URL {
    const dir = mkdtempSync(join(tmpdir(), 'flowscribe-grammar-'));
    cpSync(new URL('.', grammarDir), dir, { recursive: true });
    const path = join(dir, file);
    writeFileSync(path, edit(readFileSync(path, 'utf8')));
    return pathToFileURL(`${dir}/`);
  }

  it('has a handler for every kind of role a rule may emit, and no other', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual(Object.keys(EMITS).sort());
  });

  it('loads the shipped grammar with rules from every file', () => {
    const files = new Set(grammar().rules.map((r) => r.file));
    expect(files.size).toBeGreaterThanOrEqual(8);
    expect(grammar().lexicon.tags).toContain('MoveVerbs');
  });

  it('names the file and rule of a misspelt tag', () => {
    const dir = brokenCopy('rules/80-moves.json', (t) => t.replace('#MoveVerbs [<object>', '#MoveVerb [<object>'));
    expect(() => loadGrammar(dir)).toThrow(/grammar\/rules\/80-moves\.json: rule move\.to: unknown tag #MoveVerb/);
  });

  it('names the file of a rule with a capture its kind does not emit', () => {
    const dir = brokenCopy('rules/60-delays.json', (t) => t.replace('[<unit>#TimeUnits] later', '[<units>#TimeUnits] later'));
    expect(() => loadGrammar(dir)).toThrow(/60-delays\.json: rule delay\.later: capture <units>/);
  });

  it('names the file of a rule missing its example', () => {
    const dir = brokenCopy('rules/10-structure.json', (t) => t.replace('"example": "stopped -> playing on PLAY",', ''));
    expect(() => loadGrammar(dir)).toThrow(/10-structure\.json: .*example/);
  });

  it('names the file of invalid JSON and of an unknown macro', () => {
    expect(() => loadGrammar(brokenCopy('rules/70-conditions.json', (t) => t.slice(0, -3)))).toThrow(/70-conditions\.json: is not valid JSON/);
    expect(() => loadGrammar(brokenCopy('rules/70-conditions.json', (t) => t.replace('%clause%', '%claus%')))).toThrow(/70-conditions\.json: rule permit\.allow-only-if: unknown macro %claus%/);
  });
});
