/** Amounts of time in milliseconds: "5 seconds", "500ms", "two minutes", "half a second", "a 30-second timer". */
import { isName, type Token } from '../2-words/token.js';
import { grammar } from '../grammar/load.js';
import { listed, wordPattern } from '../grammar/words.js';

/** The value a lexicon maps `word` to ("seconds => 1000" in time-units.txt), if any. */
function valueOf(cls: string, word: string): number | undefined {
  const value = grammar().lexicon.mapped(cls, word);
  return value === undefined ? undefined : Number(value);
}

function amountOf(text: string): number | null {
  if (/^half(?: an?)?$/.test(text)) return 0.5;
  if (/^\d+(?:\.\d+)?$/.test(text.replace(/,/g, ''))) return Number(text.replace(/,/g, ''));
  let total = 0;
  for (const word of text.split(/[\s-]+/)) {
    const n = valueOf('NumberWords', word);
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
    const compact = wordPattern('TimeUnits', '^(\\d+(?:\\.\\d+)?)-?(%)$').exec(t.norm);
    if (compact) return Math.round(Number(compact[1]) * valueOf('TimeUnits', compact[2])!);
    // ("after 5 more seconds", "for 2 further minutes")
    const unit = tokens[i + 1] && listed('DurationIncrements', tokens[i + 1].norm) ? tokens[i + 2] : tokens[i + 1];
    const ms = unit ? valueOf('TimeUnits', unit.norm) : undefined;
    if (ms === undefined) continue;
    // ("a second "Start" event": before what it counts, "a second" is an ordinal.)
    const counted = tokens[tokens.indexOf(unit!) + 1];
    if (/^an?$/.test(t.norm) && counted && (counted.kind === 'quoted' || counted.kind === 'name' || counted.pos === 'noun')) continue;
    // "half a second", "two and a half minutes" are rare; "half a" and single amounts are read.
    const before = tokens[i - 1];
    const text = before?.norm === 'half' && /^an?$/.test(t.norm) ? 'half' : t.norm;
    const n = amountOf(text);
    if (n === null) continue;
    // ("once p99 has stayed under 600 ms for 10 minutes": a time compared is a value, not how long,
    // where the clause says how long too.)
    const compared = !!before && (before.tags.has('ThresholdWords') || /^[<>]=?$/.test(before.text));
    if (compared && durationOf(tokens.slice(tokens.indexOf(unit!) + 1)) !== null) continue;
    return Math.round(n * ms);
  }
  return null;
}

/**
 * A time the text names without measuring it: "the Detection Time" → detectionTime, "time T1" →
 * T1, "the user timeout" → userTimeout. A bare "the timer" or "the time-out" names none.
 */
export function namedTime(tokens: Token[]): string | null {
  const written = tokens.find((t) => isName(t));
  if (written && /^[A-Za-z_][A-Za-z0-9_]*$/.test(written.text)) return written.text;
  const words = tokens.filter((t) => t.kind === 'word' && t.pos !== 'det' && !t.tags.has('Possessive') && t.pos !== 'pron');
  const own = words.filter((t) => !listed('DurationNouns', t.norm));
  if (!own.length || own.length > 3 || !words.some((t) => listed('DurationNouns', t.norm) || t.norm === 'lease' || t.tags.has('TimerNouns'))) return null;
  const parts = words.map((t) => t.norm.replace(/-/g, ' ')).join(' ').split(/\s+/);
  return parts.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/** A bare number with no unit ("fades for another 400"), in the unit of an earlier duration. */
export function bareAmount(tokens: Token[]): number | null {
  const numbers = tokens.filter((t) => t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.norm));
  return numbers.length === 1 ? Number(numbers[0].norm) : null;
}
