/**
 * The labels an arrow line writes around its arrows: the event right before an arrow ("A (E) -> B",
 * "A --E--> B") and a diagram's label after a colon ("Off --> Heating : switchOn [ready] / notify()").
 */
import type { Token } from '../2-words/token.js';
import { actionName, condName, eventName, written } from '../4-inventory/names.js';
import type { Trigger } from './meaning.js';

/** Where an event written right before an arrow starts: "(E) ->", "--E-->"; the arrow itself when there is none. */
export function labelBefore(tokens: Token[], arrow: number): number {
  if (tokens[arrow - 1]?.text === ')') {
    const open = tokens.slice(0, arrow - 1).map((t) => t.text).lastIndexOf('(');
    // (An event's name, not an aside: "returns WRONG_PIN (1st or 2nd time) →".)
    const inner = open > 0 ? tokens.slice(open + 1, arrow - 1) : [];
    const named = inner.length === 1 || (inner.length <= 3 && inner.some((t) => t.kind !== 'word'));
    return open > 0 && named ? open : arrow;
  }
  let k = arrow - 1;
  if (tokens[k]?.kind === 'punct') return arrow;
  // ("CAPTURE --camera error--> ERROR", "--shot ok, fewer than 4-->": a label of several words, between two dashes and the arrow.)
  let open = k;
  while (open > 1 && arrow - open < 8 && tokens[open - 1].text !== '-' && tokens[open - 1].kind !== 'arrow') open--;
  const dashes = tokens[open - 1]?.text === '-' && tokens[open - 2]?.text === '-';
  if (tokens[k - 1]?.text !== '-' && !dashes) return arrow;
  k = tokens[k - 1]?.text === '-' ? k - 1 : open - 1;
  while (tokens[k - 1]?.text === '-') k--;
  return k > 0 ? k : arrow;
}

/** One word in another form than the plain verb, and no gesture: "Stopped", "Playing" (not "deny", "Clicking"). */
export const namesLeftState = (words: Token[]) => words.length === 1 && (words[0].norm !== words[0].lemma || words[0].tags.has('Gerund')) && !words[0].tags.has('GestureVerbs');

/**
 * A diagram's label after a colon, as Mermaid and PlantUML write it: "Off --> Heating : switchOn",
 * "Running --> Failed : error [retries > 3] / notify()": the event, its guard in brackets, the
 * actions after a slash.
 */
export function diagramLabel(tokens: Token[]): { triggers: Trigger[]; guard?: string; actions?: string[] } {
  const slash = tokens.findIndex((t) => t.text === '/');
  const head = slash >= 0 ? tokens.slice(0, slash) : tokens;
  const open = head.findIndex((t) => t.text === '[');
  const close = head.findIndex((t) => t.text === ']');
  const guard = open >= 0 && close > open + 1 ? condName(head.slice(open + 1, close)) : undefined;
  const event = (open >= 0 ? head.slice(0, open) : head).filter((t) => t.kind !== 'punct');
  const actions = slash >= 0 ? labelActions(tokens.slice(slash + 1)) : [];
  return { triggers: event.length ? [{ kind: 'event', name: event.length === 1 && event[0].kind !== 'word' ? written(event[0]) : eventName(event) }] : [], ...(guard ? { guard } : {}), ...(actions.length ? { actions } : {}) };
}

/** "/ saveDraft, showToast()": the actions after a label's slash, a comma between each. */
function labelActions(tokens: Token[]): string[] {
  const actions: string[] = [];
  let words: Token[] = [];
  for (const t of [...tokens, undefined]) {
    if (t && t.kind !== 'punct') words.push(t);
    else if ((!t || /^[,;]$/.test(t.text)) && words.length) {
      actions.push(actionName(words));
      words = [];
    }
  }
  return actions;
}

