/**
 * modelCommands: fast-check model-based testing of a real implementation against the flow its
 * description gives. A correct player passes; one with a planted bug fails, and fast-check
 * shrinks the walk to the few events that show it. The README shows this very example.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { generateFlow } from '../src/generate.js';
import type { FlowNode } from '../src/model/flow.js';
import { modelCommands, modelSetup, type FlowBinding } from '../src/testing/index.js';
import { Player, PLAYER_DESCRIPTION } from './testing-player.js';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_260_611;

function flowOf(text: string): FlowNode {
  const result = generateFlow({ text, format: 'xstate', mode: 'full' });
  if (result.format !== 'xstate') throw new Error('asked for xstate');
  return result.flow;
}

const flow = flowOf(PLAYER_DESCRIPTION);

const binding = (withBug: boolean): FlowBinding<Player> => ({
  start: () => new Player(withBug),
  events: { PLAY: (p) => p.play(), PAUSE: (p) => p.pause(), STOP: (p) => p.stop() },
  states: {
    stopped: (p) => !p.playing && !p.paused,
    playing: (p) => p.playing && !p.paused,
    paused: (p) => p.paused && !p.playing,
  },
  wait: (p, ms) => p.tick(ms),
});

const property = (bind: FlowBinding<Player>) =>
  fc.property(modelCommands(flow, bind), (cmds) => fc.modelRun(modelSetup(flow, bind), cmds));

describe('modelCommands', () => {
  test('the flow of the description is the one the README shows', () => {
    expect(flow).toEqual({
      states: {
        stopped: { on: { PLAY: [{ target: 'playing' }] } },
        playing: { on: { PAUSE: [{ target: 'paused' }], STOP: [{ target: 'stopped' }] } },
        paused: { on: { PLAY: [{ target: 'playing' }], STOP: [{ target: 'stopped' }] }, after: [{ target: 'stopped', delay: 60000 }] },
      },
    });
  });

  test('a correct player agrees with the flow on every walk', () => {
    fc.assert(property(binding(false)), { numRuns: 500, seed });
  });

  test('a player with a planted bug fails, shrunk to three steps, whatever the seed', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const runSeed of [seed, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const out = fc.check(property(binding(true)), { numRuns: 500, seed: runSeed });
      expect(out.failed).toBe(true);
      // fast-check prints the commands that ran, then how to replay them: `[PLAY,PAUSE,STOP /*replayPath=…*/]`.
      const walk = String(out.counterexample![0]).replace(/ \/\*.*\*\/$/, '');
      expect(['PLAY,PAUSE,STOP', 'PLAY,PAUSE,wait for the next timer']).toContain(walk);
      const message = String((out.errorInstance as Error).message);
      expect(message).toMatch(/^The system disagrees with the flow after PLAY, PAUSE, (STOP|wait 60000 ms): the flow is in 'stopped', but the system is not in 'stopped' \(its check returned false\)\.$/);
      if (runSeed !== seed) continue;
      // The README quotes what fast-check reports.
      expect(readme).toContain(`Counterexample: [${walk}`);
      expect(readme).toContain(message);
    }
  });

  test('every walk fast-check runs is one the flow accepts, each step checked', () => {
    const seen: string[] = [];
    const bind = binding(false);
    const counting: FlowBinding<Player> = { ...bind, events: { ...bind.events, STOP: (p, step) => (seen.push(step.event), p.stop()) } };
    fc.assert(property(counting), { numRuns: 100, seed });
    expect(seen.length).toBeGreaterThan(0);
  });

  test('a binding that does not fit the flow is refused, naming what is missing', () => {
    const bind = binding(false);
    const { PLAY: _play, ...events } = bind.events;
    expect(() => modelCommands(flow, { ...bind, events: { ...events, PLAYY: () => undefined } })).toThrow(
      "modelCommands: the binding does not fit the flow: no function for event PLAY; event PLAYY is not an event of the flow.",
    );
    expect(() => modelCommands(flow, { ...bind, states: { stopped: bind.states.stopped } })).toThrow(/no check for state 'playing' or its ancestors; no check for state 'paused'/);
  });

  test('the README shows the description and the planted bug', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(PLAYER_DESCRIPTION);
  });
});
