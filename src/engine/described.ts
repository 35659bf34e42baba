/**
 * The thing a description is about: "the ticket" of a ticket's lifecycle, "accounts", "the
 * toast". Prose about a lifecycle names its states as that thing's adjectives and passives: "an
 * open ticket goes to …" starts in open, "suspended accounts are reinstated" starts in
 * suspended, "an active account is suspended" goes to suspended.
 *
 * The thing is found once the states the text names outright are known: a noun that a state's
 * name qualifies, or that moves or opens ("the order goes to lost", "the dialog opens"), in two
 * or more sentences. People and roles ("the customer", "an agent") act on the thing; they are
 * never it.
 */
import type { ParsedSentence } from './read.js';
import type { Grammar } from './grammar/load.js';
import { nameOfState } from './mentions.js';
import type { StateRegistry } from './states.js';
import type { Token } from './tokens.js';

/** The noun a phrase is about ("open ticket" → ticket), if it ends in a plain noun. */
export function headNoun(words: readonly Token[]): Token | null {
  const last = words[words.length - 1];
  if (!last || !last.tags.has('Noun') || last.tags.has('Pronoun') || last.tags.has('Label') || last.tags.has('Caps') || last.tags.has('Ident')) return null;
  if (last.tags.has('Actor') || last.tags.has('Gerund') || last.tags.has('Value') || !/^[a-z]{2,}$/.test(last.norm)) return null;
  return last;
}

/**
 * The head nouns (roots) that name the described thing: a noun that some state's name
 * qualifies ("a paused toast", "an active account") or that moves ("the order goes to lost"),
 * and that two or more sentences use.
 */
export function describedHeads(sentences: readonly ParsedSentence[], known: StateRegistry, g: Grammar): Set<string> {
  const qualified = new Set<string>();
  const sentencesWith = new Map<string, number>();
  for (const { tokens } of sentences) {
    const nouns = new Set<string>();
    tokens.forEach((token, i) => {
      if (!headNoun([token])) return;
      nouns.add(token.root);
      // "the order goes to lost": what moves between states is the thing described.
      const next = tokens[i + 1];
      const toState = tokens.slice(i + 2, i + 4).some((t) => /^(to|into)$/.test(t.norm));
      // (The subject: "Closing the popup returns them to …" moves the user, not the popup.)
      const opens = !tokens[i - 2] || tokens[i - 2].tags.has('Punct') || /^(and|but|then|so)$/.test(tokens[i - 2].norm);
      if (next?.tags.has('MoveVerbs') && next.tags.has('Predicate') && toState && tokens[i - 1]?.tags.has('Determiners') && opens) qualified.add(token.root);
      // "The dialog opens on its details tab": what opens, closes or hides itself.
      if (next?.tags.has('StateVerbs') && next.tags.has('Predicate') && tokens[i - 1]?.norm === 'the' && opens) qualified.add(token.root);
      const before = tokens[i - 1];
      if (!before || !stateModifier([before])) return;
      const name = nameOfState([before], g);
      if (name && known.find(name, true)) qualified.add(token.root);
    });
    for (const noun of nouns) sentencesWith.set(noun, (sentencesWith.get(noun) ?? 0) + 1);
  }
  return new Set([...qualified].filter((noun) => (sentencesWith.get(noun) ?? 0) >= 2));
}

/**
 * A phrase about the described thing: its words before the head noun ("open" in "an open
 * ticket"), or null when the phrase is about something else.
 */
export function aboutDescribed(words: readonly Token[], described: ReadonlySet<string>): Token[] | null {
  const content = words.filter((t) => !t.tags.has('Determiners') && !t.tags.has('Punct'));
  const head = headNoun(content);
  if (!head || !described.has(head.root)) return null;
  return content.slice(0, -1);
}

/** Whether words before the head can name a state: one or two adjectives or participles. */
export function stateModifier(modifiers: readonly Token[]): boolean {
  return modifiers.length >= 1 && modifiers.length <= 2 && modifiers.every((t) => (t.tags.has('Adjective') || t.tags.has('PastTense') || t.tags.has('Participle') || t.tags.has('Camel')) && !t.tags.has('Determiners'));
}

/** The state a passive names: "is suspended" → suspended, "are marked paid" → paid. */
export function passiveState(verb: Token, rest: readonly Token[]): Token[] {
  // "is clicked", "is chosen": done to a control, an event, not a state.
  if (verb.tags.has('GestureVerbs')) return [];
  const named = rest.filter((t) => t.norm !== 'as' && !t.tags.has('Determiners'));
  if (/^(mark|set|flag|label|tag)/.test(verb.norm) && named.length === 1 && !named[0].tags.has('Adverb')) return named;
  return [verb];
}

/** "an order is shipped", "the ticket has been closed": the participle, when the subject is the described thing. */
export function describedPassive(body: readonly Token[], described: ReadonlySet<string>): Token | null {
  const verb = body.findIndex((t) => /^(is|are|was|were|has|have|been|gets|get)$/.test(t.norm));
  if (verb < 1) return null;
  const participle = body.slice(verb).find((t) => !/^(is|are|was|were|has|have|been|gets|get|already|now|just)$/.test(t.norm));
  if (!participle || participle.tags.has('GestureVerbs') || !(participle.tags.has('PastTense') || participle.tags.has('Participle') || participle.tags.has('Adjective'))) return null;
  if (body.indexOf(participle) !== body.length - 1) return null;
  return aboutDescribed(body.slice(0, verb), described) ? participle : null;
}
