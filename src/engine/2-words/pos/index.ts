/**
 * One part of speech per token. compromise's tags are the first opinion; the lexicons and the
 * neighbours correct what prose about state machines makes it get wrong:
 * - a listed verb after a subject is a verb, whatever compromise says ("the carousel moves to",
 *   "Confirming deletes the item");
 * - a word after a determiner is a noun ("the reset event", "a transition");
 * - after a preposition of place, a verb form names a state ("goes to spinning", "in heating",
 *   "while typing,");
 * - names (identifiers, quoted, back-ticked) are names; numbers are numbers.
 *
 * The rules are data, in the files beside this one by what they read (word-rules.ts, and the
 * neighbour rules in subject-, verb-, complement-, noun- and function-word-rules.ts); this file
 * keeps their order. The order is part of the grammar: a rule reads the `pos` that the rules
 * before it left on the token and its neighbours, and writes what the rules after it read.
 */
import type { Token } from '../token.js';
import { complementAfterCopula, participleModifier, joinedParticiplesBeforeNoun, passiveAfterCopula, reducedRelative, placesJoinedAfterPreposition, stateAfterDuration, stateAfterEntryVerb, stateAfterListedVerb, stateAfterMotionTo, stateAfterPlacePreposition, stateAfterSubordinator, inPlaceAfterStaying, capitalisedPhraseAfterLinking, stateGerundAfterFrom, stateGerundAfterVerb } from './complement-rules.js';
import { fromTags } from './from-tags.js';
import { backParticle, onwardParticle, capitalLetterName, keyLetterAfterGesture, correlativeDeterminer, inclusionPrepositionOpening, onceAsAdverb, particleAfterOpeningGerund, prepositionAfterNumber, prepositionAfterStaying, prepositionAfterName, prepositionBeforeDeterminer, thatAsRelative, toIsPreposition, whereAsRelative, whichAsDeterminer, whileAsNoun, gerundAfterWithout, verbAfterEitherOr } from './function-word-rules.js';
import { compoundNoun, gerundModifier, pairAnaphorAlone, gerundNameBeforeVerb, nameAfterKindNoun, statePhraseSettled, fieldNounAfterModifier, fieldNounAfterPreposition, fieldNounNotAdjective, keywordNounAfterDeterminer, nounAfterDeterminer, nounAfterNo, nounAfterNumber, nameBeforeLabelNumber, nounAfterQuantifier, nounAfterWhose, nounAfterPreposition, controlAfterGesture, participleBeforeFieldNoun, textDeixisAfterDeterminer } from './noun-rules.js';
import type { Memo, Rule } from './rule.js';
import { adjectiveSubjectBeforeVerb, participleBeforePluralSubject, controlNameOpeningClause, controlNameOpeningSentence, gerundOpeningClause, gerundSubjectBeforeModal, gerundSubjectOpeningSentence, pluralSubjectBeforePlainVerb, verbAfterJoinedNames, subjectOfTwoVerbs, subjectBeforeBe, mannerBeforeGesture, controlAfterOpeningGesture, verbAfterKindNoun, verbAfterOrderAdverb, verbBeforeJoinedVerb, verbAfterDemonstrativeSubject } from './subject-rules.js';
import { gerundAfterOpeningOn, gestureOpeningOrder, readoutAfterDisplay, orderJoinedToOrder, purposeAfterOpeningOrder, participleAfterNegatedPerfect, verbAfterArrow, verbAfterInvertedSubject, verbAfterNegatedDo, verbAfterParticipleSubject, verbBeforeTarget, verbBeforeUntil } from './verb-position-rules.js';
import { listedVerbAfterSubject, orderAfterOtherwise, verbAfterConditionSubject, verbAfterGerundParticle, verbAfterModal, participleAfterModalBe, participleAfterComma, passiveInCoordination, verbAfterOpeningGerund, verbAfterGerundAndName, verbAfterQuotedControl, verbBeforeObjectPronoun, verbAfterSubjectPronoun, verbInPredicateSeries } from './verb-rules.js';
import { verbAfterFloatingQuantifier, verbAfterPluralSubject, verbAfterQualifiedPluralSubject, pluralSubjectBeforeAre } from './plural-subject-rules.js';
import { WORD_RULES } from './word-rules.js';

export { isListedVerb } from './cues.js';
export type { Memo, Rule } from './rule.js';
export { WORD_RULES };

/** The rules that read a word's neighbours, in the order they run on each word of the text. */
export const NEIGHBOUR_RULES: readonly Rule[] = [
  statePhraseSettled, // settles the token: the rules below do not read it
  pairAnaphorAlone, // so does this one
  pluralSubjectBeforeAre, // so does this one
  complementAfterCopula,
  controlNameOpeningSentence,
  verbAfterQuotedControl,
  verbAfterConditionSubject,
  verbAfterDemonstrativeSubject,
  inclusionPrepositionOpening,
  nounAfterNumber,
  nameBeforeLabelNumber,
  nounAfterQuantifier,
  nounAfterWhose,
  controlAfterGesture,
  nameAfterKindNoun,
  gerundNameBeforeVerb,
  correlativeDeterminer,
  verbAfterEitherOr,
  textDeixisAfterDeterminer,
  keywordNounAfterDeterminer,
  fieldNounAfterPreposition,
  verbAfterModal,
  participleAfterModalBe,
  verbAfterInvertedSubject,
  verbAfterArrow,
  verbAfterNegatedDo,
  participleAfterNegatedPerfect,
  gerundAfterOpeningOn,
  orderJoinedToOrder,
  verbBeforeTarget,
  verbAfterParticipleSubject,
  verbBeforeUntil,
  gestureOpeningOrder,
  readoutAfterDisplay,
  purposeAfterOpeningOrder,
  participleBeforeFieldNoun,
  passiveAfterCopula,
  participleModifier,
  reducedRelative,
  stateGerundAfterVerb,
  stateAfterEntryVerb,
  backParticle,
  onwardParticle,
  fieldNounNotAdjective,
  toIsPreposition,
  capitalLetterName, // settles the token: the rules below do not read it
  keyLetterAfterGesture, // so does this one
  stateAfterSubordinator,
  adjectiveSubjectBeforeVerb,
  participleBeforePluralSubject,
  stateAfterDuration,
  stateAfterListedVerb,
  inPlaceAfterStaying,
  capitalisedPhraseAfterLinking,
  verbAfterOpeningGerund,
  verbAfterGerundAndName,
  verbAfterGerundParticle,
  participleAfterComma,
  passiveInCoordination,
  gerundSubjectBeforeModal,
  gerundSubjectOpeningSentence,
  verbInPredicateSeries,
  verbAfterSubjectPronoun,
  controlNameOpeningClause,
  pluralSubjectBeforePlainVerb,
  verbAfterJoinedNames,
  particleAfterOpeningGerund,
  prepositionAfterNumber,
  prepositionAfterStaying,
  prepositionBeforeDeterminer,
  prepositionAfterName,
  orderAfterOtherwise,
  nounAfterPreposition,
  nounAfterNo,
  whichAsDeterminer,
  onceAsAdverb,
  whileAsNoun,
  gerundAfterWithout,
  thatAsRelative,
  whereAsRelative,
  listedVerbAfterSubject,
  gerundOpeningClause,
  subjectOfTwoVerbs,
  subjectBeforeBe,
  mannerBeforeGesture,
  fieldNounAfterModifier,
  verbAfterFloatingQuantifier,
  nounAfterDeterminer,
  compoundNoun,
  gerundModifier,
  stateGerundAfterFrom,
  stateAfterPlacePreposition,
  placesJoinedAfterPreposition,
  stateAfterMotionTo,
  verbAfterQualifiedPluralSubject,
  verbAfterPluralSubject,
  verbBeforeObjectPronoun,
  verbBeforeJoinedVerb,
  verbAfterOrderAdverb,
  controlAfterOpeningGesture,
  verbAfterKindNoun, // after the noun rules: "transitions" is a noun of the field too
  joinedParticiplesBeforeNoun, // last: what the verb rules read of either participle, it undoes
];

const memo: Memo = { conditionVerb: false };

/**
 * Decides `pos` for every token of the text, in place: compromise's tags, then each word rule
 * over the whole text, then, word by word, the neighbour rules in order.
 */
export function decidePositions(tokens: Token[]): void {
  for (const t of tokens) t.pos = fromTags(t);
  for (const rule of WORD_RULES) for (let i = 0; i < tokens.length; i++) rule.apply(tokens, i, memo);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== 'word') continue;
    memo.conditionVerb = false;
    for (let r = 0; r < NEIGHBOUR_RULES.length; r++) if (NEIGHBOUR_RULES[r].apply(tokens, i, memo)) break;
  }
}
