/**
 * Identifiers by their shape. People who write about state machines quote their code: event
 * names in SCREAMING_CASE, states in camelCase or snake_case, nested states as `parent.child`
 * paths, the runtime's own event names (`done.invoke.fetchUser`), function calls (`heat()`).
 * Shape says what kind of name a word is before any grammar is applied.
 */

/** `title`: words in Title Case read as one name, "Heading To Restaurant" (no shape of the text itself). */
export type Shape = 'caps' | 'camel' | 'pascal' | 'snake' | 'alnum' | 'path' | 'call' | 'hyphen-caps' | 'title';

/** The outcome a runtime event name stands for (`done.invoke.x` is the service x finishing). */
export interface RuntimeEvent {
  outcome: 'invoke.onDone' | 'invoke.onError' | 'onDone' | 'after' | 'always';
  /** The service or state the name is about (`x` in `done.invoke.x`). */
  of?: string;
  /** For `xstate.after(1000)`: the delay. */
  delay?: number;
}

export function shapeOf(text: string): Shape | null {
  if (/\(.*\)$/.test(text)) return 'call';
  if (/^[A-Za-z_$][\w$-]*(?:(?:\.|::)[A-Za-z_$][\w$-]*)+$/.test(text)) return 'path';
  if (/_/.test(text) && /[A-Za-z]/.test(text)) return /^[A-Z0-9_]+$/.test(text) ? 'caps' : 'snake';
  if (/^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+$/.test(text) && /[A-Z]{2}/.test(text)) return 'hyphen-caps';
  if (/^[A-Z][A-Z0-9]+$/.test(text) && /[A-Z].*[A-Z]/.test(text)) return 'caps';
  if (/^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(text)) return 'camel';
  if (/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(text)) return 'pascal';
  // ("R2D2", "ISO9001"; "2FA", "3DS": letters and digits either way round.)
  if ((/^[A-Za-z]+\d+[A-Za-z0-9]*$/.test(text) || /^\d+[A-Z][A-Za-z0-9]*$/.test(text)) && text.length <= 8) return 'alnum';
  return null;
}

/** The runtime event a dotted name stands for, if it is one. */
export function runtimeEvent(text: string): RuntimeEvent | null {
  const done = /^done\.invoke\.(.+)$/.exec(text);
  if (done) return { outcome: 'invoke.onDone', of: done[1] };
  const error = /^error\.(?:platform|execution|invoke)\.(.+)$/.exec(text);
  if (error) return { outcome: 'invoke.onError', of: error[1] };
  const state = /^done\.state\.(.+)$/.exec(text);
  if (state) return { outcome: 'onDone', of: state[1] };
  // ("the `onDone` transition targets loaded": the keys of an invocation's outcomes, too.)
  if (text === 'onDone') return { outcome: 'invoke.onDone' };
  if (text === 'onError') return { outcome: 'invoke.onError' };
  const after = /^xstate\.after\((\d+)\)/.exec(text);
  if (after) return { outcome: 'after', delay: Number(after[1]) };
  return null;
}

/** The words of a name, splitting camelCase, snake_case, kebab-case and dots. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}
