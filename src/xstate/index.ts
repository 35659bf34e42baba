/** Running flows in XState v5: the machine config and stand-in implementations. */
export { toXStateConfig, resolveTarget, statePaths, DEFAULT_MACHINE_ID, DEFAULT_MAX_ITERATIONS } from './config.js';
export type { XStateConfigOptions, XStateMachineConfig, XStateNodeConfig, XStateTransitionConfig, XStateInvokeConfig } from './config.js';
export { implementationsFor, namesIn } from './implementations.js';
export type { FlowImplementations, FlowNames, StubBehaviour } from './implementations.js';
export { xstateKeys, xstatePath } from './keys.js';
