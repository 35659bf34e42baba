/** Amounts of time in milliseconds: "5 seconds", "500ms", "two minutes", "half a second". */
import type { Token } from './tokens.js';

const UNIT_MS: Record<string, number> = {
  ms: 1, millisecond: 1, milliseconds: 1,
  s: 1000, sec: 1000, secs: 1000, second: 1000, seconds: 1000,
  min: 60_000, mins: 60_000, minute: 60_000, minutes: 60_000,
  h: 3_600_000, hr: 3_600_000, hrs: 3_600_000, hour: 3_600_000, hours: 3_600_000,
  day: 86_400_000, days: 86_400_000, week: 604_800_000, weeks: 604_800_000,
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90, hundred: 100,
};

function amountOf(words: Token[]): number | null {
  const text = words.map((w) => w.norm).join(' ');
  if (/^half an?$/.test(text)) return 0.5;
  const compact = /^(\d+(?:\.\d+)?)(ms|s|sec|min|h)$/.exec(text);
  if (compact) return Number(compact[1]);
  if (/^\d+(?:\.\d+)?$/.test(text.replace(/,/g, ''))) return Number(text.replace(/,/g, ''));
  let total = 0;
  for (const word of text.split(/[\s-]+/)) {
    const n = NUMBER_WORDS[word];
    if (n === undefined) return null;
    total = n === 100 ? Math.max(total, 1) * 100 : total + n;
  }
  return total || null;
}

export function durationMs(amount: Token[], unit: Token[]): number | null {
  const n = amount.length ? amountOf(amount) : 1;
  if (n === null) return null;
  let unitWord: string | undefined = unit[0]?.norm;
  if (!unitWord) {
    const compact = /^\d+(?:\.\d+)?(ms|s|sec|min|h)$/.exec(amount.map((w) => w.norm).join(''));
    unitWord = compact?.[1];
  }
  const ms = unitWord ? UNIT_MS[unitWord] : undefined;
  if (ms === undefined) return null;
  return Math.round(n * ms);
}
