/**
 * Load at a fixed request rate (open loop): request i is due at start + i / rate, whether or not
 * earlier ones have been answered, and its latency counts from when it was due. A slow answer
 * therefore shows in the latencies instead of slowing the load down (autocannon's overallRate
 * instead gives each connection a quota per second, sent back to back, which is bursty).
 */
import { Agent, request } from 'node:http';

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sends one request and resolves with its status (or the error code) once the answer is read. */
export function send(url, { method = 'GET', headers = {}, body, agent, timeoutMs = 10_000 }) {
  return new Promise((resolve) => {
    const req = request(url, { method, headers, agent, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
      res.on('error', (error) => resolve({ error: error.code ?? 'error' }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => resolve({ error: error.code ?? 'error' }));
    req.end(body);
  });
}

/**
 * `rate` requests per second for `seconds` against `url`; `next(i)` gives request i's options.
 * Returns latency percentiles in ms, the rate achieved, and what failed.
 */
export async function openLoop(url, rate, seconds, next) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
  const total = Math.round(rate * seconds);
  const latencies = [];
  const failures = {};
  const pending = [];
  const start = performance.now() + 20;
  const dueAt = (i) => start + (i * 1000) / rate;
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      while (sent < total && dueAt(sent) <= performance.now()) {
        const due = dueAt(sent);
        pending.push(
          send(url, { ...next(sent), agent }).then((answer) => {
            latencies.push(performance.now() - due);
            const failure = answer.error ?? (answer.status >= 200 && answer.status < 300 ? null : `HTTP ${answer.status}`);
            if (failure) failures[failure] = (failures[failure] ?? 0) + 1;
          }),
        );
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, dueAt(sent) - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const errors = Object.values(failures).reduce((a, b) => a + b, 0);
  return { rate, sent: total, achievedRate: total / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1), errors, failures };
}
