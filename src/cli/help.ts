/** The text of `flowscribe help` and `COMMAND --help`, and the "did you mean" of a misspelling. */
import { COMMANDS, EXIT_CODES, type CommandInfo } from './commands.js';

export function overview(version: string): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    `flowscribe ${version}: turns plain-English descriptions of behaviour into state-machine flows.`,
    '',
    'Usage:',
    '  flowscribe "TEXT" [options]       generate a flow (same as `flowscribe generate "TEXT"`)',
    '  flowscribe COMMAND [options]',
    '  flowscribe --version',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `flowscribe help COMMAND` or `flowscribe COMMAND --help` for the options of one.',
    '',
    'Exit codes:',
    `  ${EXIT_CODES}`,
  ].join('\n');
}

export function commandHelp(command: CommandInfo): string {
  const width = Math.max(0, ...command.options.map(([flags]) => flags.length));
  return [
    `flowscribe ${command.name}: ${command.summary}`,
    '',
    'Usage:',
    ...command.usage.map((u) => `  ${u}`),
    ...(command.about ? ['', command.about] : []),
    ...(command.options.length ? ['', 'Options:', ...command.options.map(([flags, text]) => `  ${flags.padEnd(width)}  ${text}`)] : []),
    '',
    'Exit codes:',
    `  ${EXIT_CODES}`,
  ].join('\n');
}

/** Edit distance with adjacent swaps counted as one edit, so `bacth` is one step from `batch`. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The closest known word, when it is close enough to be what was meant. */
export function closest(word: string, known: readonly string[]): string | undefined {
  const bare = (w: string) => w.replace(/^-+/, '');
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = bare(candidate).startsWith(bare(word)) && bare(word).length >= 3 ? 0.5 : distance(bare(word), bare(candidate));
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(1, Math.floor(bare(word).length / 3)) ? best : undefined;
}

export function didYouMean(word: string, known: readonly string[]): string {
  const guess = closest(word, known);
  return guess ? ` Did you mean ${guess}?` : '';
}
