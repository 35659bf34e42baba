/**
 * The scanner that locates JSON syntax errors must agree with JSON.parse on what is valid, and
 * point at the character where the text stops being JSON.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDuplicateName } from '../src/service/duplicate-names.js';
import { findJsonError, parseJsonBody } from '../src/service/json-body.js';
import { HttpError } from '../src/service/http-error.js';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('findJsonError', () => {
  it.each([
    ['{"a":1,}', 7],
    ['[1 2]', 3],
    ['{"a" 1}', 5],
    ['{a:1}', 1],
    ['"abc', 0],
    ['"a\\qb"', 2],
    ['"tab\there"', 4],
    ['01', 1],
    ['-', 0],
    ['nul', 0],
    ['[1,]', 3],
    ['{"a":1}}', 7],
    ['', 0],
    ['[[[', 3],
  ])('%j fails at offset %i', (text, offset) => {
    expect(parses(text)).toBe(false);
    expect(findJsonError(text)?.offset).toBe(offset);
  });

  it('agrees with JSON.parse on valid documents', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(findJsonError(text)).toBeNull();
      }),
    );
  });

  it('agrees with JSON.parse on damaged documents', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), fc.constantFrom('', ',', '}', ']', '"', ':', '\\', '[', 'x', '\n'), (text, at, insert) => {
        const i = at % (text.length + 1);
        const damaged = text.slice(0, i) + insert + text.slice(i + (insert ? 0 : 1));
        expect(findJsonError(damaged) === null).toBe(parses(damaged));
      }),
      { numRuns: 2000 },
    );
  });

  it('copes with very deep nesting without recursion', () => {
    expect(findJsonError('['.repeat(200_000) + ']'.repeat(200_000))).toBeNull();
    expect(findJsonError('['.repeat(200_000))?.offset).toBe(200_000);
  });
});

describe('parseJsonBody', () => {
  it('reports line and column in a 400', () => {
    try {
      parseJsonBody('{\n"a": tru\n}');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).position).toEqual({ line: 2, column: 6, offset: 7 });
    }
  });
});

describe('findDuplicateName', () => {
  it.each([
    ['{"a":1,"a":2}', 'a', 7],
    ['{"a":{"b":1},"c":{"b":2,"b":3}}', 'b', 24],
    ['[{"a":1},{"a":2}]', null, -1],
    ['{"a":"\\"a\\"","b":{"a":1}}', null, -1],
    ['{"a\\u0062":1, "ab":2}', 'ab', 14],
    ['{"x":"{\\"y\\":1,\\"y\\":2}"}', null, -1],
    ['{"__proto__":1,"__proto__":2}', '__proto__', 15],
  ])('%s', (text, name, offset) => {
    JSON.parse(text);
    const found = findDuplicateName(text);
    expect(found).toEqual(name === null ? null : { name, offset });
  });

  it('finds none in JSON without duplicates, and one wherever a name is repeated', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(findDuplicateName(text)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }), fc.nat(), (object, at) => {
        const names = Object.keys(object);
        const name = names[at % names.length];
        const text = JSON.stringify(object).slice(0, -1) + `,${JSON.stringify(name)}:null}`;
        expect(findDuplicateName(text)?.name).toBe(name);
      }),
    );
  });
});
