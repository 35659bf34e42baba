export { generateFlow, validateRequest } from './generate.js';
export { FlowRequestError } from './errors.js';
export type * from './model/flow.js';
export type { Edit, Trigger, Origin } from './model/edits.js';
export * from './xstate/index.js';
export { mergeFlows, applyFragments, diffFlows } from './merge/index.js';
export * from './mermaid/index.js';
