/** The generation engine: text in, edits and diagnostics out. */
import type { Diagnostic, FlowNode } from '../model/flow.js';
import type { Edit } from '../model/edits.js';

export interface Reading {
  edits: Edit[];
  diagnostics: Diagnostic[];
}

export interface ReadInput {
  text: string;
  context?: string;
  existing?: FlowNode;
}

export function readDescription(input: ReadInput): Reading {
  void input;
  return { edits: [], diagnostics: [] };
}
