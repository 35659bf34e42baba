/**
 * Where the story stands after a sentence: where its last transition went, unless that was a
 * return to a place the story had been or a rule about any thing of a kind; else the scene it set,
 * the state whose entry or exit it told, or where what waits for its motion is done.
 */
import type { Fact } from './facts.js';
import type { Path } from './focus.js';
import type { SentenceContext, SentenceState } from './sentence-state.js';

/** `ruleOfAKind`: the sentence told a rule about any thing in a state, somewhere the story has not been. */
export function storyGoesOn(left: SentenceState, facts: Fact[], lastTarget: Path | null, ruleOfAKind: boolean, ctx: SentenceContext): void {
  const { inventory, focus } = ctx;
  // A branch that goes back to a state the story has been in ("if no phone connects, they switch
  // off again") does not move the story: it goes on where the branch was taken.
  const returns = lastTarget && facts.length && focus.visited.includes(lastTarget.join('.')) && lastTarget.join('.') !== left.start?.join('.');
  const from = left.scene ?? left.start;
  for (const f of facts) if (f.kind === 'transition' && f.source) focus.visited.push(f.source.join('.'));
  if (lastTarget && returns && from && from.length) {
    focus.current = from;
    focus.setByScene = false;
  } else if (lastTarget && !ruleOfAKind) {
    focus.current = lastTarget;
    focus.setByScene = false;
  } else if (left.scene && (facts.length || [...(inventory.findState(left.scene) ?.evidence ?? [])].some((e) => e !== 'source'))) {
    // A place set as the scene holds on when it is a known state, or when this sentence used it.
    focus.current = left.scene;
    focus.setByScene = true;
  } else if (left.entryExit && !facts.some((f) => f.kind === 'transition')) {
    // ("When leaving the editor, save the draft": the story is in the editor.)
    focus.current = left.entryExit.state;
    focus.setByScene = true;
  } else if (focus.pending?.source && !facts.length) {
    // ("The user enters their email on the `credentials` screen. If the password is wrong they stay
    // there": where what waits for its motion is done is where the story is.)
    focus.current = focus.pending.source;
    focus.setByScene = true;
  }
}
