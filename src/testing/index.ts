/**
 * flowscribe/testing: property-based and model-based tests from a flow. Loads fast-check (a peer
 * dependency), which is why it is a subpath of its own: `flowscribe` itself never loads it.
 */
export { eventSequences, type SequenceOptions } from './sequences.js';
export { modelCommands, modelSetup, type FlowBinding, type FlowModel, type ModelOptions } from './commands.js';
export { coveringPaths, type CoveringPaths } from './covering.js';
export { describedFlows, type DescribedFlow, type DescribedFlowOptions } from './described.js';
export { SENTENCE_TEMPLATES, SLOT_WORDS } from './sentence-templates.js';
export type { SearchOptions } from './explore.js';
export type { MoveOptions } from './moves.js';
export { stepText, type Step, type Walk, type FlowPath } from './steps.js';
