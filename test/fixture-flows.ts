/**
 * The whole flow each golden fixture (fixtures/**\/*.json) stands for: its expected flow when
 * the fixture asks for the full flow, and the existing flow merged with it when it asks for
 * the incremental one. Read afresh, so fixtures added or rewritten are picked up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mergeFlows } from '../src/merge/index.js';
import type { FlowNode, FlowRequest } from '../src/model/flow.js';

interface Fixture {
  request: FlowRequest;
  expected: FlowNode | null;
}

export function fixtureFlows(): { name: string; flow: FlowNode }[] {
  const dir = new URL('../fixtures/', import.meta.url);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).sort();
  return files.flatMap((file) => {
    const { request, expected } = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Fixture;
    if (!expected) return [];
    const existing = request.existingFlow?.flow;
    const flow = (request.mode ?? 'incremental') === 'incremental' && existing ? mergeFlows(existing, expected) : expected;
    return [{ name: file, flow }];
  });
}
