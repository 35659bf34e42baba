/**
 * What the rules of pos/ ask of a token and its neighbours: the lexicon classes that make a word a
 * verb or a noun of the field, and the shapes of a sentence's opening and of a plural subject.
 */
import { listed } from '../../grammar/words.js';
import { lemmaOf } from '../lemma.js';
import { isName, type Pos, type Token } from '../token.js';
import { words } from '../shapes.js';

export const isBe = (word: string) => listed('CopulaForms', word);

const VERB_CLASSES = ['MotionVerbs', 'CausativeVerbs', 'StayVerbs', 'ToggleVerbs', 'FireVerbs', 'ReceiveVerbs', 'HappenVerbs', 'GestureVerbs', 'FinishVerbs', 'FailVerbs', 'ExpireVerbs', 'InvokeVerbs', 'InitialVerbs', 'DeclareVerbs', 'RevealVerbs', 'ResultVerbs', 'ArrivalVerbs', 'CycleVerbs', 'RestoreVerbs', 'LinkingVerbs', 'AimVerbs', 'PermitVerbs', 'CeaseVerbs'];

const FIELD_NOUNS = ['StateNouns', 'PlaceNouns', 'EventNouns', 'ServiceNouns', 'ActionNouns', 'GuardNouns', 'MachineNouns', 'TimerNouns', 'TransitionNouns', 'RegionNouns'];

const hasAny = (t: Token, classes: readonly string[]): boolean => {
  for (let c = 0; c < classes.length; c++) if (t.tags.has(classes[c])) return true;
  return false;
};

/** Whether a verb class of the lexicons lists the token ("moves", "fires", "returns"). */
export const isListedVerb = (t: Token): boolean => hasAny(t, VERB_CLASSES);

/** Whether a noun class of the field lists the token ("state", "event", "screen", "modal"). */
export const isFieldNoun = (t: Token): boolean => hasAny(t, FIELD_NOUNS);

/** Whether the token at `i` opens a sentence (the whole text is tagged at once). */
// ("4.3.9 A door-open button press ...": after a section's number, too.)
const sectionNumber = (tokens: Token[], k: number) => tokens[k].kind === 'number' && /^\d+(\.\d+)+\.?$/.test(tokens[k].text) && (k === 0 || tokens[k - 1].kind === 'punct');
export const opensSentence = (tokens: Token[], i: number) => i === 0 || (tokens[i - 1].kind === 'punct' && /^([.!?;:]|[-*•]|\d+[.)])$/.test(tokens[i - 1].text)) || sectionNumber(tokens, i - 1);

/** Reads the token as a verb, with the lemma a verb has ("starts" is "start" once it is the verb). */
export function readAsVerb(t: Token): void {
  t.pos = 'verb';
  t.lemma = lemmaOf(t.norm);
}

export const nounish = (p: Pos | undefined) => p === 'noun' || p === 'name' || p === 'pron';

/** Whether the clause before `i` is a plural noun and the phrase that qualifies it, with no verb yet. */
export function pluralSubjectBefore(tokens: Token[], i: number): boolean {
  let from = i;
  while (from > 0 && !(tokens[from - 1].kind === 'punct' && /^[.;:!?]$/.test(tokens[from - 1].text)) && i - from < 12) from--;
  const before = tokens.slice(from, i);
  const plural = before.findIndex((x) => x.pos === 'noun' && x.tags.has('Plural'));
  // ("Tickets in Review move to Done": a state phrase that opens with its preposition qualifies it too.)
  // ("Errors while loading move to `error`": so does a subordinator of a span and what is being done.)
  const during = listed('SpanSubordinators', before[plural + 1]?.norm ?? '') && /ing$/.test(before[plural + 2]?.norm ?? '');
  const qualifier = before[plural + 1]?.pos === 'prep' || !!before[plural + 1]?.tags.has('StatePhrasesStart') || during;
  return plural >= 0 && qualifier && !before.some((x) => x.pos === 'verb' || x.pos === 'aux');
}

/** Whether `i` follows a phrase fronted before a comma at the start of the sentence: "In NORMAL mode, press", "From Empty, tap". */
export function afterFrontedPhrase(tokens: Token[], i: number): boolean {
  if (tokens[i - 1]?.text !== ',') return false;
  let from = i - 2;
  while (from > 0 && !opensSentence(tokens, from)) from--;
  const phrase = tokens.slice(from, i - 1);
  // ("While running, press PAUSE", "When in idle, tap Start": or a scene opened by a subordinator, with no verb of its own.)
  const scene = phrase[0]?.pos === 'sub' && phrase[0].tags.has('StateClauseOpeners');
  // ("With the lid shut, press STOP", "With the generator in STANDBY and the technique selected,
  // press ...": a thing and how it is, after "with", has a participle, no verb of its own.)
  const absolute = phrase[0]?.norm === 'with';
  const verbOfItsOwn = (t: Token) => (t.pos === 'verb' && !(absolute && !/[^s]s$/.test(t.norm))) || t.pos === 'aux' || t.pos === 'sub';
  // ("When the cause has been removed, press [Reset]", "Once the patient is disconnected, select
  // [Disinfection]": or a short condition with a verb of its own, whose main clause is the order.)
  const condition = phrase[0]?.pos === 'sub' && phrase.length <= 10 && phrase.slice(1).some((t) => t.pos === 'verb' || t.pos === 'aux') && !phrase.slice(1).some((t) => t.pos === 'sub');
  return phrase.length > 1 && (condition || (phrase.length <= (absolute ? 9 : 5) && (phrase[0].pos === 'prep' || scene) && !phrase.slice(1).some(verbOfItsOwn)));
}

/** A timer's name written as one, by its last word: `resetTimeout`, `retry_delay`, `FAN_OVERRUN_TIME`. */
export const namesTimer = (t: Token | undefined): boolean => isName(t) && ['TimerNouns', 'DurationNouns'].some((c) => listed(c, words(t!.text).pop()?.toLowerCase() ?? ''));
