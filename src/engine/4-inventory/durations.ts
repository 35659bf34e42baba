/** Amounts of time in milliseconds: "5 seconds", "500ms", "two minutes", "half a second", "a 30-second timer". */
import type { Token } from '../2-words/token.js';

const UNIT_MS = new Map<string, number>(Object.entries({
  ms: 1, millisecond: 1, milliseconds: 1,
  s: 1000, sec: 1000, secs: 1000, second: 1000, seconds: 1000,
  min: 60_000, mins: 60_000, minute: 60_000, minutes: 60_000,
  h: 3_600_000, hr: 3_600_000, hrs: 3_600_000, hour: 3_600_000, hours: 3_600_000,
  day: 86_400_000, days: 86_400_000, week: 604_800_000, weeks: 604_800_000,
}));

const NUMBER_WORDS = new Map<string, number>(Object.entries({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90, hundred: 100,
}));

function amountOf(text: string): number | null {
  if (/^half(?: an?)?$/.test(text)) return 0.5;
  if (/^\d+(?:\.\d+)?$/.test(text.replace(/,/g, ''))) return Number(text.replace(/,/g, ''));
  let total = 0;
  for (const word of text.split(/[\s-]+/)) {
    const n = NUMBER_WORDS.get(word);
    if (n === undefined) return null;
    total = n === 100 ? Math.max(total, 1) * 100 : total + n;
  }
  return total || null;
}

/** The duration written in `tokens` ("5 seconds", "another 400 ms", "2MSL" is none), or null. */
export function durationOf(tokens: Token[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // "500ms", "30-second", "5s"
    const compact = /^(\d+(?:\.\d+)?)-?(ms|s|sec|secs|min|mins|h|hr|hrs|second|seconds|minute|minutes|hour|hours|day|days|week|weeks|millisecond|milliseconds)$/.exec(t.norm);
    if (compact) return Math.round(Number(compact[1]) * UNIT_MS.get(compact[2])!);
    const unit = tokens[i + 1];
    const ms = unit ? UNIT_MS.get(unit.norm) : undefined;
    if (ms === undefined) continue;
    // "half a second", "two and a half minutes" are rare; "half a" and single amounts are read.
    const before = tokens[i - 1];
    const text = before?.norm === 'half' && /^an?$/.test(t.norm) ? 'half' : t.norm;
    const n = amountOf(text);
    if (n === null) continue;
    return Math.round(n * ms);
  }
  return null;
}

/**
 * A time the text names without measuring it: "the Detection Time" → detectionTime, "time T1" →
 * T1, "the user timeout" → userTimeout. A bare "the timer" or "the time-out" names none.
 */
export function namedTime(tokens: Token[]): string | null {
  const written = tokens.find((t) => t.kind === 'name' || t.kind === 'quoted' || t.kind === 'code');
  if (written && /^[A-Za-z_][A-Za-z0-9_]*$/.test(written.text)) return written.text;
  const words = tokens.filter((t) => t.kind === 'word' && t.pos !== 'det' && !t.tags.has('Possessive') && t.pos !== 'pron');
  const own = words.filter((t) => !/^(time|timer|timeout|time-out|period|delay|duration)$/.test(t.norm));
  if (!own.length || own.length > 3 || !words.some((t) => /^(time|timer|timeout|time-out|period|delay|duration|lease)$/.test(t.norm) || t.tags.has('TimerNouns'))) return null;
  const parts = words.map((t) => t.norm.replace(/-/g, ' ')).join(' ').split(/\s+/);
  return parts.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/** A bare number with no unit ("fades for another 400"), in the unit of an earlier duration. */
export function bareAmount(tokens: Token[]): number | null {
  const numbers = tokens.filter((t) => t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.norm));
  return numbers.length === 1 ? Number(numbers[0].norm) : null;
}
