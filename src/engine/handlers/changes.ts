/** Words of change on an existing flow: "instead" and "now" replace, "remove", "rename". */
import type { Handler } from './handler.js';
import { listItems, nameOfState } from '../mentions.js';
import { eventName } from '../naming.js';

/** replace */
export const readReplace: Handler = (s, role, cap) => {
  s.changing = true;
};

/** rename */
export const readRename: Handler = (s, role, cap) => {
  const a = s.a;
  const from = a.existing ? a.resolveName(cap('from')) : null;
  const to = nameOfState(cap('to'), a.g);
  const info = from ? a.known.find(from, true) : null;
  if (info && to) a.edits.push({ op: 'renameState', path: info.path, to, origin: a.origin(role.rule, role.from, role.to) });
};

/** remove */
export const readRemove: Handler = (s, role, cap) => {
  const a = s.a;
  if (!a.existing) return;
  const events = a.existingEvents();
  for (const item of listItems(cap('what'), a.g)) {
    const origin = a.origin(role.rule, role.from, role.to);
    const words = item.filter((w) => !/^(action|event|button|transition|link|option)s?$/.test(w.norm));
    const asEvent = eventName(words);
    const stateWord = item.some((w) => w.tags.has('UnnamedHeads'));
    const state = a.known.find(nameOfState(item, a.g) ?? '', false, true);
    if (stateWord && state) a.edits.push({ op: 'removeState', path: state.path, origin });
    else if (events.has(asEvent)) a.edits.push({ op: 'removeTransitions', source: null, trigger: { kind: 'on', event: asEvent }, origin });
    else if (state) a.edits.push({ op: 'removeState', path: state.path, origin });
  }
};
