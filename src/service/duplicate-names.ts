/**
 * Finds a name given twice in one JSON object. JSON.parse keeps the last and drops the others
 * without a word, so `{"text": "a", "text": "b"}` would be read as something the sender may not
 * have meant; the service refuses it instead. Runs on text JSON.parse has already accepted, so it
 * only follows the structure: strings are skipped whole, and a string followed by ':' is a name.
 */
export function findDuplicateName(text: string): { name: string; offset: number } | null {
  // One entry per open object or array: the names seen so far, or null for an array.
  const open: Array<Set<string> | null> = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x7b /* { */) open.push(new Set());
    else if (c === 0x5b /* [ */) open.push(null);
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) open.pop();
    else if (c === 0x22 /* " */) {
      const end = stringEnd(text, i);
      let next = end;
      while (next < text.length && ' \t\n\r'.includes(text[next])) next += 1;
      const names = open[open.length - 1];
      if (text[next] === ':' && names) {
        const raw = text.slice(i + 1, end - 1);
        // Escapes are decoded, so "\u0074ext" and "text" are the same name.
        const name = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (names.has(name)) return { name, offset: i };
        names.add(name);
      }
      i = end;
      continue;
    }
    i += 1;
  }
  return null;
}

/** The offset just past the string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const quote = text.indexOf('"', i);
    if (quote < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    i = quote + 1;
  }
}
