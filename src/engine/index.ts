/** The generation engine: text in, edits and diagnostics out. */
import type { FlowNode } from '../model/flow.js';
import { read, type Reading } from './read.js';

export type { Reading } from './read.js';

export interface ReadInput {
  text: string;
  context?: string;
  existing?: FlowNode;
}

export function readDescription(input: ReadInput): Reading {
  return read(input.text, input.context, input.existing);
}
