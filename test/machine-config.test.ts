/**
 * `--format machine` is toXStateConfig's output as JSON: for every fixture (read from the files),
 * that JSON goes to xstate's createMachine as it is, with no setup() around it, and the machine
 * runs once the names it uses are provided.
 */
import { describe, expect, test } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { FlowNode } from '../src/model/flow.js';
import { implementationsFor, toXStateConfig } from '../src/xstate/index.js';
import { fixtureFlows } from './fixture-flows.js';

/** Every state path of the flow, dotted. */
function paths(node: FlowNode, prefix: string[] = []): string[] {
  return Object.entries(node.states ?? {}).flatMap(([name, child]) => [[...prefix, name].join('.'), ...paths(child, [...prefix, name])]);
}

describe('machine configs of the fixtures', () => {
  const fixtures = fixtureFlows();

  test('the fixtures are read from their files', () => {
    expect(fixtures.length).toBeGreaterThan(10);
  });

  test.each(fixtures.map((f) => [f.name, f.flow] as const))('createMachine takes the config of %s as is', (_name, flow) => {
    const config = JSON.parse(JSON.stringify(toXStateConfig(flow)));
    const machine = createMachine(config);
    expect(machine.id).toBe('flow');
    const actor = createActor(machine.provide(implementationsFor(flow) as never));
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    expect(errors).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
    // Every state is a node of the machine, each compound one starting in its first child.
    for (const path of paths(flow)) {
      const node = machine.getStateNodeById(`flow.${path}`);
      const first = Object.keys(node.config.states ?? {})[0];
      if (first !== undefined) expect(node.config.initial, path).toBe(first);
    }
    expect(machine.config.initial).toBe(Object.keys(flow.states ?? {})[0]);
    actor.stop();
  });
});
