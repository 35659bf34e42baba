/**
 * Fair use per API key: how many requests a key may have in progress at once, and how fast it may
 * send them (a token bucket: `burst` requests at once, refilled at `ratePerSecond`). Keys are
 * the configured ones only (a request is admitted after its key is known), so the per-key state
 * cannot grow with what strangers send.
 */
import { HttpError } from './http-error.js';

export interface FairUseOptions {
  /** Requests of one key in progress at once. */
  concurrency: number;
  /** Requests of one key per second, on average. */
  ratePerSecond: number;
  /** Requests of one key that may arrive at once after a quiet spell. */
  burst: number;
}

interface KeyState {
  inFlight: number;
  tokens: number;
  refilledAt: number;
}

export interface FairUse {
  /** Admits one request of `key` or throws a 429; call the returned function when it is over. */
  admit(key: string): () => void;
}

export function fairUse(options: FairUseOptions, now: () => number = () => performance.now()): FairUse {
  const keys = new Map<string, KeyState>();
  return {
    admit(key) {
      const t = now();
      let state = keys.get(key);
      if (!state) keys.set(key, (state = { inFlight: 0, tokens: options.burst, refilledAt: t }));
      state.tokens = Math.min(options.burst, state.tokens + ((t - state.refilledAt) / 1000) * options.ratePerSecond);
      state.refilledAt = t;
      if (state.inFlight >= options.concurrency) {
        throw new HttpError(429, 'too_many_requests', `This API key already has ${options.concurrency} requests in progress, the most it may have at once: wait for one to finish.`, {
          headers: { 'retry-after': '1' },
        });
      }
      if (state.tokens < 1) {
        const wait = Math.max(1, Math.ceil((1 - state.tokens) / options.ratePerSecond));
        throw new HttpError(429, 'too_many_requests', `This API key has sent more than ${options.ratePerSecond} requests per second (bursts of up to ${options.burst}): try again in ${wait} s.`, {
          headers: { 'retry-after': String(wait) },
        });
      }
      state.tokens -= 1;
      state.inFlight += 1;
      const current = state;
      let over = false;
      return () => {
        if (over) return;
        over = true;
        current.inFlight -= 1;
      };
    },
  };
}
