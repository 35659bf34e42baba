/**
 * A relative clause on the subject: "A job that fails twice moves to dead", "Anyone who signs up
 * lands in Welcome", "Orders that are paid go to shipping". The cut at the relative leaves the
 * subject as a clause with no verb, and the relative runs on into the sentence's own predicate.
 * The relative ends where a second verb group begins; what it says of the subject is when the
 * predicate happens ("a job that fails moves to dead" is "when a job fails, it moves to dead"), so
 * it becomes a condition on the subject, and the subject goes back to its predicate.
 */
import type { Token } from '../2-words/token.js';
import type { Cut } from './boundaries.js';
import { listed } from '../grammar/words.js';
import { nounPhraseAt } from './phrases.js';
import { isVerbish, verbGroupAt } from './verbs.js';

/** Where the predicate after the relative's own verb group begins, or -1. */
function predicateAt(tokens: Token[]): number {
  const own = verbGroupAt(tokens, 0);
  // ("the value that should be assigned to the label is specified for each state": what a thing
  // ought to be or could be describes it; it says nothing of when.)
  if (!own || own.modal) return -1;
  for (let j = own.to; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind === 'punct' && t.text !== ',') return -1;
    if (!isVerbish(t)) continue;
    const before = tokens[j - 1];
    // (Not an infinitive, "that wants to leave", nor a verb group's own next word, nor a participle
    // or gerund that describes a noun: "who presses the button labelled OK".)
    if (before.norm === 'to' || before.pos === 'aux' || /ing$/.test(t.norm)) continue;
    if (t.pos === 'verb' && /ed$/.test(t.norm) && /^(noun|name)$/.test(before.pos)) continue;
    // (Nor a verb of the relative's own object clause: "that the user says is wrong".)
    if (j === own.to && t.pos === 'verb' && before.pos !== 'verb' && before.pos !== 'part' && before.pos !== 'adv') continue;
    return j;
  }
  return -1;
}

/**
 * Where the subject's noun phrase ends, past where the subject is ("A player in the main menu
 * (`MainMenu`) who clicks Host goes to ...") and a name in brackets after it.
 */
function subjectEnd(subject: Token[]): number {
  const named = (k: number) => (subject[k]?.text === '(' && subject[k + 2]?.text === ')' ? k + 3 : k);
  let end = named(nounPhraseAt(subject, 0)?.to ?? -1);
  while (end > 0 && end < subject.length && listed('LocationPrepositions', subject[end].norm)) {
    const np = nounPhraseAt(subject, end + 1);
    if (!np) break;
    end = named(np.to);
  }
  return end;
}

export function liftSubjectRelatives(clauses: Cut[]): void {
  for (let k = 0; k + 1 < clauses.length; k++) {
    const head = clauses[k];
    const relative = clauses[k + 1];
    if (relative.kind !== 'relative' || !listed('SubjectRelatives', relative.opener)) continue;
    const subject = head.tokens.filter((t) => t.text !== ',');
    if (!subject.length || subject.some(isVerbish) || subject[0].pos === 'prep' || subjectEnd(subject) !== subject.length) continue;
    const at = predicateAt(relative.tokens);
    if (at < 1) continue;
    // ("When a runner whose labels match `runs-on` is assigned, ...": in a subordinate clause the
    // relative only narrows the subject; the clause gets its predicate back.)
    if (head.kind === 'condition' || head.kind === 'span') {
      const own: Cut = { ...relative, tokens: relative.tokens.slice(0, at).filter((t) => t.text !== ',') };
      clauses.splice(k, 2, { ...head, tokens: [...head.tokens, ...relative.tokens.slice(at)], comma: relative.comma }, own);
      k++;
      continue;
    }
    if (head.kind !== 'main' || head.marker.length) continue;
    const predicate = relative.tokens.slice(at).filter((t, i) => i > 0 || t.text !== ',');
    const condition = relative.tokens.slice(0, at).filter((t) => t.text !== ',');
    // ("An ALLOCATED stand whose flight is cancelled is released": after "whose", the relative has a subject of its own, the subject's.)
    const own = relative.opener === 'whose' ? condition : [...subject, ...condition];
    clauses.splice(k, 2, { tokens: own, marker: relative.marker, kind: 'condition', opener: relative.opener, comma: true, ...(head.fresh ? { fresh: true } : {}) }, { tokens: [...subject, ...predicate], marker: [], kind: 'main', opener: '', comma: relative.comma });
    k++;
  }
}
