/**
 * What each command of `flowscribe` is called, does and accepts: the source of `help`, of
 * `COMMAND --help`, and of "did you mean" suggestions. It imports nothing, so help answers
 * without loading the engine.
 */
export interface CommandInfo {
  name: string;
  summary: string;
  usage: string[];
  about?: string;
  /** `[flags, description]`; flags as written in the help, e.g. `-o, --output FILE`. */
  options: [string, string][];
}

const output: [string, string] = ['-o, --output FILE', 'write the output to FILE instead of standard output'];
const help: [string, string] = ['-h, --help', 'this text'];

const generate: CommandInfo = {
  name: 'generate',
  summary: 'generate a flow from a description (the default command)',
  usage: ['flowscribe "TEXT" [options]', 'flowscribe --file FILE [options]', 'echo "TEXT" | flowscribe [options]'],
  about: [
    'The description is the one argument, the file given with --file (- for standard input), or',
    'standard input when it is piped. A one-word description is read as a command: write',
    '`flowscribe -- WORD` to mean the text.',
  ].join('\n'),
  options: [
    ['-f, --file FILE', 'read the description from FILE (- for standard input)'],
    ['--context TEXT', 'text that helps interpret the description (adds nothing itself)'],
    ['--existing FILE', 'a flow to extend: a flow envelope ({"format":"xstate","flow":{...}}), or what flowscribe printed'],
    ['--format F', 'xstate (default), fragments (JSON Patch), mermaid (stateDiagram-v2), machine (XState v5 config)'],
    ['--mode M', 'incremental (default: only what is new relative to --existing) or full'],
    ['--trace', 'include which rule and words produced each element (xstate and fragments)'],
    ['--compact', 'one line of JSON instead of indented JSON'],
    output,
    help,
  ],
};

export const COMMANDS: CommandInfo[] = [
  generate,
  {
    name: 'batch',
    summary: 'one JSON request per line on standard input, one answer per line out',
    usage: ['flowscribe batch [-o FILE] < requests.jsonl'],
    about: [
      'Each line is a library request ({"text": ..., "context"?, "existingFlow"?, "format"?, "mode"?})',
      'and may carry its own "id". The answer is {"id", "result", "diagnostics"} or {"id", "error"};',
      'without an id a line is named by its line number (line-7 is the 7th line). Blank lines are',
      'skipped. The mode defaults to incremental, as everywhere. Exits 1 when any line failed.',
    ].join('\n'),
    options: [output, help],
  },
  {
    name: 'paths',
    summary: 'walks that together take every transition of the flow, as JSON test fixtures',
    usage: ['flowscribe paths "TEXT" [--compact] [-o FILE]', 'flowscribe paths --file FILE'],
    about: 'The flow is the full flow of the description; what the reading did not understand goes to standard error.',
    options: [['-f, --file FILE', 'read the description from FILE (- for standard input)'], ['--compact', 'one line of JSON'], output, help],
  },
  {
    name: 'serve',
    summary: 'the HTTP service, with a page to try descriptions at /',
    usage: [
      'flowscribe serve [--port N] [--host H] [--data DIR] [--keys FILE] [--body-limit BYTES]',
      '                 [--workers N] [--queue-limit N] [--generation-timeout MS] [--generation-memory MB]',
      '                 [--key-concurrency N] [--key-rate PER_SECOND] [--key-burst N] [--key-quota BYTES]',
      '                 [--database postgres://USER:PASSWORD@HOST:PORT/DATABASE] [--database-pool N]',
    ],
    about: [
      'Stores generations and ratings in DATA/flowscribe.db through better-sqlite3, which a project',
      'that installed flowscribe from the registry adds with `npm install better-sqlite3`; or, given',
      '--database, in that PostgreSQL database through pg (`npm install pg`), which several',
      'instances can share.',
      'Each setting comes from its flag, else its environment variable (in brackets), else the default.',
      'API keys can also be given comma-separated in FLOWSCRIBE_API_KEYS.',
    ].join('\n'),
    options: [
      ['--port N', 'port to listen on (PORT; default 8080; 0 picks a free one)'],
      ['--host H', 'address to listen on (HOST; default 127.0.0.1)'],
      ['--data DIR', 'data folder (FLOWSCRIBE_DATA; default ./data)'],
      ['--keys FILE', 'API keys, one per line (FLOWSCRIBE_API_KEYS_FILE)'],
      ['--body-limit BYTES', 'largest accepted body (FLOWSCRIBE_BODY_LIMIT; default 1048576)'],
      ['--workers N', 'threads generating flows (FLOWSCRIBE_WORKERS; default one per core)'],
      ['--queue-limit N', 'generations that may wait for a thread, more get 503 (FLOWSCRIBE_QUEUE_LIMIT; default 64)'],
      ['--generation-timeout MS', 'longest a generation may run, longer gets 422 (FLOWSCRIBE_GENERATION_TIMEOUT; default 5000)'],
      ['--generation-memory MB', "memory for each thread's JavaScript heap, a request needing more gets 422 (FLOWSCRIBE_GENERATION_MEMORY; default 128)"],
      ['--key-concurrency N', 'requests one key may have in progress, more get 429 (FLOWSCRIBE_KEY_CONCURRENCY; default 8)'],
      ['--key-rate PER_SECOND', 'requests per second one key may send on average, more get 429 (FLOWSCRIBE_KEY_RATE; default 50)'],
      ['--key-burst N', 'requests one key may send at once after a quiet spell (FLOWSCRIBE_KEY_BURST; default 100)'],
      ['--key-quota BYTES', 'bytes of flows and ratings one key may store, more get 429 (FLOWSCRIBE_KEY_QUOTA; default 1073741824)'],
      ['--database URL', 'keep the data in this PostgreSQL database instead of SQLite (FLOWSCRIBE_DATABASE_URL)'],
      ['--database-pool N', 'PostgreSQL connections this instance may open (FLOWSCRIBE_DATABASE_POOL; default 10)'],
      help,
    ],
  },
  {
    name: 'feedback',
    summary: "export the service's ratings with the generations they rate",
    usage: ['flowscribe feedback export [--rating good|bad] [--data DIR | --database URL] [--out FILE]'],
    options: [
      ['--rating R', 'only good or only bad ratings'],
      ['--data DIR', "the service's data folder (FLOWSCRIBE_DATA; default ./data)"],
      ['--database URL', "the service's PostgreSQL database (FLOWSCRIBE_DATABASE_URL), read instead of the data folder"],
      ['--out FILE', 'write the JSON to FILE instead of standard output'],
      help,
    ],
  },
  {
    name: 'help',
    summary: 'this overview, or the options of one command',
    usage: ['flowscribe help [COMMAND]', 'flowscribe COMMAND --help'],
    options: [],
  },
];

export const EXIT_CODES = [
  '0  done',
  '1  failed: a batch line failed, the service could not start, or an internal error',
  '2  wrong usage: unknown command or option, no or empty description, or a request that is not valid',
].join('\n  ');

export function findCommand(name: string): CommandInfo | undefined {
  return COMMANDS.find((c) => c.name === name);
}

/** The flags a command accepts, long and short (`--output`, `-o`). */
export function flagsOf(command: CommandInfo): string[] {
  return command.options.flatMap(([flags]) => flags.split(/,\s*/).map((f) => f.split(' ')[0]));
}
