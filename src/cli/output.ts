/** Where a command's output goes: standard output, or the file named by -o/--output. */
import { closeSync, openSync, writeSync } from 'node:fs';
import { UsageError } from './usage.js';

export interface Output {
  write(text: string): Promise<void>;
  close(): void;
}

export function openOutput(file: string | undefined): Output {
  if (file === undefined) {
    return {
      // Waiting for 'drain' keeps memory flat when the reader is slower than we are.
      write: (text) => (process.stdout.write(text) ? Promise.resolve() : new Promise((resolve) => process.stdout.once('drain', resolve))),
      close: () => undefined,
    };
  }
  let fd: number;
  try {
    fd = openSync(file, 'w');
  } catch (error) {
    throw new UsageError(`cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  return {
    write: async (text) => {
      writeSync(fd, text);
    },
    close: () => closeSync(fd),
  };
}
