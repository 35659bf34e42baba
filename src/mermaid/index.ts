/** Flows as Mermaid diagrams: `import { toMermaid } from 'flowscribe/mermaid'`. */
export { toMermaid } from './to-mermaid.js';
export type { MermaidOptions } from './to-mermaid.js';
