/** Services a state invokes. */
import type { Handler } from './handler.js';
import { actionName } from '../naming.js';

/** invoke, invoke-verb */
export const readInvoke: Handler = (s, role, cap) => {
  const a = s.a;
  const owner = s.subjectState ?? s.place ?? s.frame?.target ?? a.lastTargets[a.lastTargets.length - 1] ?? a.topic;
  if (role.kind === 'invoke-verb' && !s.subjectState) return;
  if (!owner) return;
  const words = cap('service');
  const src = words.length === 1 && words[0].tags.has('Ident') ? words[0].text : actionName(words);
  const info = a.state(owner);
  a.invoked.add(info.name);
  a.lastInvoked = info.name;
  a.edits.push({ op: 'addInvoke', state: info.path, src, origin: a.origin(role.rule, role.from, role.to) });
  a.topic = info.name;
};
