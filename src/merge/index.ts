/** The merge step: edits onto flows, and the shapes a result can take. */
export { applyEdits, applyEditsWithEffects, type AppliedEdits, type EditEffect } from './apply.js';
export { mergeFlows } from './merge-flows.js';
export { extractIncremental, type Incremental } from './incremental.js';
export { diffFlows, applyFragments } from './fragments.js';
export type { StatesChanges } from './states-changes.js';
export { normaliseFlow, sameFlow, isEmptyFlow } from './normalise.js';
export { checkExistingFlow, checkTargets } from './validate-existing.js';
