/**
 * What share of the machine's cores went to the benchmark and what to everything else, over an
 * interval (Linux, /proc). The machine is shared with other work, so a throughput means little
 * without knowing how much of the machine it had.
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, the unit of /proc/stat and /proc/PID/stat

function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + fields[4];
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

function processTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** A reading now, of the machine and of the child processes `pids` (this process is counted too). */
export function cpuReading(pids = []) {
  const self = process.cpuUsage();
  return { at: performance.now(), machine: machineTicks(), children: pids.map(processTicks), self: (self.user + self.system) / 1e6, pids };
}

/** Cores used, on average, between two readings: by the whole machine, by us, by the rest. */
export function coresUsed(before) {
  const after = cpuReading(before.pids);
  const seconds = (after.at - before.at) / 1000;
  const machine = (after.machine.busy - before.machine.busy) / TICKS_PER_SECOND / seconds;
  const children = after.children.reduce((sum, t, i) => sum + t - before.children[i], 0) / TICKS_PER_SECOND / seconds;
  const ours = children + (after.self - before.self) / seconds;
  return { machine, ours, others: Math.max(0, machine - ours) };
}
