import { UsageError } from './usage.js';

/** `serve` and `feedback`: provided by the HTTP service. */
export const serviceCommands: Record<string, (args: string[]) => Promise<number>> = {
  serve: async () => {
    throw new UsageError('the service is not available in this build');
  },
  feedback: async () => {
    throw new UsageError('the service is not available in this build');
  },
};
