/**
 * "`Down Arrow`: if the listbox is closed, opens it", "Escape: closes the dialog": a keyboard
 * table or a list of controls writes the control as a label before a colon and the predicate it
 * is the subject of after it. Read as the sentence it stands for, "if the listbox is closed,
 * `Down Arrow` opens it", the label is what sets the change off, as any subject that does it.
 */
import type { Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';

/** The tokens with the label moved before the predicate, or the tokens as they are. `isState`: whether the text knows the label as a state. */
export function labelAsSubject(tokens: Token[], isState: (label: Token[]) => boolean): Token[] {
  const colon = tokens.findIndex((t) => t.text === ':');
  if (colon < 1 || colon > 3) return tokens;
  const label = tokens.slice(0, colon);
  // (Keys, "`Escape`", "Shift + Tab", "Down Arrow", or a control, "Close button": not a state's label,
  // "Idle: waits for a coin", whose item says what the state does.)
  const words = label.flatMap((t) => t.text.toLowerCase().split(/[\s+]+/)).filter(Boolean);
  const keys = words.length > 0 && words.every((w) => listed('KeyNames', w) || w === '+');
  const control = label.length <= 3 && listed('ControlNouns', words[words.length - 1] ?? '');
  if (!(keys || control) || isState(label)) return tokens;
  const rest = tokens.slice(colon + 1);
  // (Past a condition before the predicate: "if the listbox is closed,".)
  const comma = rest.findIndex((t) => t.text === ',');
  const conditioned = !!rest[0] && listed('ConditionSubordinators', rest[0].norm);
  if (conditioned && comma < 0) return tokens;
  const condition = conditioned ? comma + 1 : 0;
  const verb = rest[condition];
  // (A verb in -s that opens the predicate: "opens it", "Closes the listbox".)
  const predicate = !!verb && verb.kind === 'word' && /[^s]s$/.test(verb.norm) && (verb.pos === 'verb' || verb.pos === 'noun');
  if (!predicate) return tokens;
  // (The label's words name the control, whatever the tagger made of them: "Escape", "Down Arrow".)
  const subject = label.map((t) => (t.kind === 'word' ? { ...t, pos: 'noun' as const } : t));
  return [...rest.slice(0, condition), ...subject, { ...verb, pos: 'verb' }, ...rest.slice(condition + 1)];
}
