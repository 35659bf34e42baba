/**
 * Parses a request body as JSON. JSON.parse does not always say where the text went wrong, so on
 * failure a small scanner finds the first offending character and the error names its line and
 * column: the caller can go straight to the mistake.
 */
import { findDuplicateName } from './duplicate-names.js';
import { HttpError, type Position } from './http-error.js';

export function parseJsonBody(text: string): unknown {
  if (!text.trim()) throw new HttpError(400, 'invalid_json', 'The body is empty: send a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    const found = findJsonError(text);
    if (!found) throw new HttpError(400, 'invalid_json', 'The body is not valid JSON.');
    const { line, column } = positionOf(text, found.offset);
    throw new HttpError(400, 'invalid_json', `The body is not valid JSON: ${found.reason} at line ${line}, column ${column} (offset ${found.offset}).`, {
      position: { line, column, offset: found.offset },
    });
  }
  const duplicate = findDuplicateName(text);
  if (duplicate) {
    const { line, column } = positionOf(text, duplicate.offset);
    throw new HttpError(400, 'invalid_json', `The body gives the name ${JSON.stringify(duplicate.name)} twice in one object, at line ${line}, column ${column} (offset ${duplicate.offset}): give each field once.`, {
      position: { line, column, offset: duplicate.offset },
    });
  }
  return value;
}

function positionOf(text: string, offset: number): Omit<Position, 'offset'> {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

type Expect = 'value' | 'key' | 'colon' | 'comma-or-close' | 'end';

/**
 * Returns the offset and reason of the first syntax error, or null when the text is valid JSON.
 * Iterative, with an explicit stack, so deeply nested input cannot overflow the call stack.
 */
export function findJsonError(text: string): { offset: number; reason: string } | null {
  const stack: string[] = [];
  let i = 0;
  let expect: Expect = 'value';
  const fail = (reason: string) => ({ offset: Math.min(i, text.length), reason });
  const afterValue = (): Expect => (stack.length ? 'comma-or-close' : 'end');

  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
    const c = text[i];
    if (c === undefined) return expect === 'end' ? null : fail('the body ends too early');
    if (expect === 'end') return fail(`unexpected ${describe(c)} after the end of the JSON value`);
    if (expect === 'key') {
      if (c !== '"') return fail(`expected a property name in double quotes, found ${describe(c)}`);
      const end = scanString(text, i);
      if (typeof end === 'object') return end;
      i = end;
      expect = 'colon';
    } else if (expect === 'colon') {
      if (c !== ':') return fail(`expected ':' after the property name, found ${describe(c)}`);
      i += 1;
      expect = 'value';
    } else if (expect === 'comma-or-close') {
      const close = stack[stack.length - 1] === '{' ? '}' : ']';
      if (c === ',') {
        i += 1;
        expect = close === '}' ? 'key' : 'value';
      } else if (c === close) {
        stack.pop();
        i += 1;
        expect = afterValue();
      } else return fail(`expected ',' or '${close}', found ${describe(c)}`);
    } else if (c === '{' || c === '[') {
      stack.push(c);
      i += 1;
      while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
      const close = c === '{' ? '}' : ']';
      if (text[i] === close) {
        stack.pop();
        i += 1;
        expect = afterValue();
      } else expect = c === '{' ? 'key' : 'value';
    } else {
      const end = c === '"' ? scanString(text, i) : scanScalar(text, i);
      if (typeof end === 'object') return end;
      i = end;
      expect = afterValue();
    }
  }
}

function describe(c: string): string {
  return c === '\n' ? 'a line break' : `'${c}'`;
}

const ESCAPES = '"\\/bfnrtu';

function scanString(text: string, start: number): number | { offset: number; reason: string } {
  let i = start + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined) return { offset: start, reason: 'a string that is never closed' };
    if (c === '"') return i + 1;
    if (c.charCodeAt(0) < 0x20) return { offset: i, reason: 'a control character inside a string (escape it, e.g. \\n)' };
    if (c === '\\') {
      const e = text[i + 1];
      if (e === undefined || !ESCAPES.includes(e)) return { offset: i, reason: 'an invalid escape in a string' };
      if (e === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return { offset: i, reason: 'an invalid \\u escape in a string' };
      i += e === 'u' ? 6 : 2;
    } else i += 1;
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

function scanScalar(text: string, start: number): number | { offset: number; reason: string } {
  for (const word of ['true', 'false', 'null']) {
    if (text.startsWith(word, start)) return start + word.length;
  }
  NUMBER.lastIndex = start;
  if (NUMBER.test(text)) return NUMBER.lastIndex;
  return { offset: start, reason: `expected a value, found ${describe(text[start])}` };
}
