/**
 * Tokens: compromise tags the text once; each of its terms becomes a token carrying compromise's
 * tags plus our own (lexicon classes, quoted labels, identifiers, punctuation), and the span of
 * text it covers, so every capture maps back to characters.
 */
import nlp from 'compromise';
import type { Lexicon } from './grammar/lexicon.js';

export interface Token {
  /** The words as written (quotes stripped from labels). */
  text: string;
  /** Lower case, for matching. */
  norm: string;
  /** Base form of a verb or singular of a noun; `norm` when there is none. */
  root: string;
  tags: Set<string>;
  start: number;
  end: number;
  /** Set while rules run: an earlier rule has used this token. */
  claimed?: boolean;
}

const OPEN_QUOTES = /['"‘“]/;
const CLOSE_QUOTES = /['"’”]/;
const PUNCT: Record<string, string[]> = {
  ',': ['Punct', 'Comma'],
  ';': ['Punct', 'Semicolon'],
  ':': ['Punct', 'Colon'],
  '(': ['Punct', 'OpenParen'],
  ')': ['Punct', 'CloseParen'],
  '—': ['Punct', 'Dash'],
  '–': ['Punct', 'Dash'],
  '.': ['Punct', 'Period'],
  '!': ['Punct', 'Period'],
  '?': ['Punct', 'Period'],
};

const world = nlp.world() as unknown as {
  methods: { two: { transform: { verb: { toInfinitive(word: string, model: unknown, form: string): string } } } };
  model: unknown;
};
const lemmaCache = new Map<string, string>();

/** The base form of a verb as written (clicking → click, shows → show, labelled → label). */
export function lemma(word: string): string {
  const lower = word.toLowerCase();
  const cached = lemmaCache.get(lower);
  if (cached !== undefined) return cached;
  let form: string | null = null;
  if (/[a-z]{3,}ing$/.test(lower)) form = 'Gerund';
  else if (/[a-z]{2,}(s|es)$/.test(lower) && !/(ss|us|is|os)$/.test(lower)) form = 'PresentTense';
  else if (/[a-z]{2,}ed$/.test(lower)) form = 'PastTense';
  let base = lower;
  if (form) {
    try {
      base = world.methods.two.transform.verb.toInfinitive(lower, world.model, form) || lower;
    } catch {
      base = lower;
    }
  }
  lemmaCache.set(lower, base);
  return base;
}

function shapeTags(text: string): string[] {
  const tags: string[] = [];
  if (/^[A-Z][A-Z0-9]*(?:[_-][A-Z0-9]+)*$/.test(text) && text.length >= 2 && /[A-Z].*[A-Z]/.test(text)) tags.push('Caps', 'Ident');
  if (/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(text)) tags.push('Camel', 'Ident');
  if (/^[A-Za-z]+(?:[._][A-Za-z0-9]+)+$/.test(text)) tags.push('Ident');
  if (/^\d+(?:[.,]\d+)*$/.test(text)) tags.push('Number');
  if (/^_+[A-Za-z0-9]+_*$/.test(text)) tags.push('Ident');
  if (/^(?:->|→|=>|⟶|-->)$/.test(text)) tags.push('Arrow', 'Punct');
  return tags;
}

interface RawTerm {
  text: string;
  pre: string;
  post: string;
  tags: Set<string>;
  root?: string;
  offset: { start: number; length: number };
}

function punctTokens(chars: string, at: number, out: Token[]): void {
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const tags = PUNCT[ch];
    if (tags) out.push({ text: ch, norm: ch, root: ch, tags: new Set(tags), start: at + i, end: at + i + 1 });
  }
}

/** Tokenises `text` (whole, once) and returns tokens in order. */
export function tokenize(text: string, lexicon: Lexicon): Token[] {
  const doc = nlp(text);
  doc.compute('offset');
  doc.compute('root');
  const tokens: Token[] = [];
  let label: Token | null = null;
  let joinNext = false;
  for (const sentence of (doc as unknown as { docs: RawTerm[][] }).docs) {
    for (const term of sentence) {
      if (!term.text) continue;
      const start = term.offset.start;
      const end = start + term.text.length;
      const preStart = start - term.pre.length;
      const pre = term.pre.replace(/\s+/g, '');
      const opensLabel = OPEN_QUOTES.test(pre) && !label;
      punctTokens(pre.replace(/['"‘“’”]/g, ''), preStart, tokens);
      const word: Token = {
        text: term.text,
        norm: term.text.toLowerCase(),
        root: term.root ?? lemma(term.text),
        tags: new Set([...term.tags, ...shapeTags(term.text)]),
        start,
        end,
      };
      const previous = tokens[tokens.length - 1];
      if (joinNext && previous && !previous.tags.has('Punct')) {
        // Hyphenated words (thank-you, sign-up, SYN-ACK) are one token.
        previous.text = text.slice(previous.start, end);
        previous.norm = previous.text.toLowerCase();
        previous.root = previous.norm;
        previous.end = end;
        for (const tag of shapeTags(previous.text)) previous.tags.add(tag);
      } else if (label) {
        label.text = text.slice(label.start, end);
        label.norm = label.text.toLowerCase();
        label.root = label.norm;
        label.end = end;
      } else {
        tokens.push(word);
        if (opensLabel) {
          label = word;
          word.tags = new Set(['Label', 'Noun']);
        }
      }
      let post = term.post;
      joinNext = /^-$/.test(post);
      // "'Forgot password?' link": punctuation before the closing quote is the label's own.
      const own = label ? (/^[?!.,;:]*(?=['"’”])/.exec(post)?.[0] ?? '') : '';
      if (label && own) {
        label.end = end + own.length;
        label.text = text.slice(label.start, label.end);
        label.norm = label.text.toLowerCase();
        label.root = label.norm;
        post = post.slice(own.length);
      }
      const closesLabel = label && CLOSE_QUOTES.test(post.slice(0, 1));
      if (closesLabel) label = null;
      punctTokens(post.replace(/['"‘“’”-]/g, '').replace(/\s+/g, ''), end + own.length, tokens);
    }
    // A quote left open does not run on into the next sentence.
    label = null;
  }
  lexicon.tag(tokens);
  for (const token of tokens) {
    // A quoted label is a name: 'Advanced' does not advance.
    if (token.tags.has('Label')) for (const list of VERB_LISTS) token.tags.delete(list);
    // compromise reads "pressing Close" as an adjective; a listed verb in -ing is a gerund.
    if (/ing$/.test(token.norm) && ['GestureVerbs', 'ActionVerbs', 'MoveVerbs', 'EnterVerbs'].some((tag) => token.tags.has(tag))) token.tags.add('Gerund');
  }
  markPredicates(tokens);
  markClauseBreaks(tokens);
  return tokens;
}

const OPENERS = new Set(['if', 'when', 'whenever', 'once', 'unless', 'until', 'after']);
const LINKS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'and', 'or', 'not', "n't", "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't", "hadn't", "doesn't", "don't", "didn't"]);

/**
 * "when it is off turns it on": a clause opened by when/if/once ends where a second verb starts
 * the main clause. The first verb belongs to the clause; a later one that does not follow a
 * linking word starts the main clause and is tagged `ClauseBreak`.
 */
function markClauseBreaks(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    // "... and to failed when ...": a coordinated move starts a new clause.
    if (/^(and|or|but)$/.test(tokens[i].norm) && /^(to|then|back)$/.test(tokens[i + 1]?.norm ?? '')) tokens[i].tags.add('ClauseBreak');
    // ("As soon as something is typed it becomes filled": the last "as" opens the clause.)
    const asSoonAs = tokens[i].norm === 'as' && tokens[i - 1]?.norm === 'soon' && tokens[i - 2]?.norm === 'as';
    if (!OPENERS.has(tokens[i].norm) && !asSoonAs) continue;
    let seenVerb = false;
    for (let k = i + 1; k < tokens.length; k++) {
      const token = tokens[k];
      if (token.tags.has('Punct') || token.tags.has('ClauseBreak') || OPENERS.has(token.norm)) break;
      if (!token.tags.has('Predicate')) continue;
      if (!seenVerb) {
        seenVerb = true;
        continue;
      }
      // ("when the save completes it is clean again": a pronoun and its copula begin the main clause.)
      if (token.tags.has('Copula') && /^(it|they)$/.test(tokens[k - 1].norm) && k - 1 > i + 1) {
        tokens[k - 1].tags.add('ClauseBreak');
        break;
      }
      if (LINKS.has(tokens[k - 1].norm) || token.tags.has('Copula')) continue;
      token.tags.add('ClauseBreak');
      break;
    }
  }
}

const VERB_LISTS = ['MoveVerbs', 'EnterVerbs', 'ActionVerbs', 'StateVerbs'];

/** Whether the words just before `i` are a short noun phrase that opens its sentence. */
function opensSentence(tokens: Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && i - j <= 3 && (tokens[j].tags.has('Determiners') || tokens[j].tags.has('Adjective') || (tokens[j].tags.has('Noun') && !tokens[j].tags.has('Boundary')))) j--;
  return j < 0 || tokens[j].tags.has('Punct');
}
const NOT_ACTIONS = new Set(['finish', 'finishes', 'end', 'ends', 'complete', 'completes', 'arrive', 'arrives', 'succeed', 'succeeds', 'fail', 'fails', 'expire', 'expires', 'give', 'gives', 'last', 'lasts', 'wait', 'waits', 'sit', 'sits', 'rest', 'rests', 'work', 'works', 'happen', 'happens', 'apply', 'applies', 'occur', 'occurs', 'be', 'is', 'are', 'was', 'were', 'been', 'have', 'has', 'had', 'do', 'does', 'did', 'can', 'could', 'should', 'will', 'would', 'must', 'may', 'might', 'get', 'gets']);

/**
 * Marks the verbs that carry a clause: `Predicate` (any finite verb, the copula included, which
 * ends a subject) and `ActionStart` (a verb that can start an action phrase). compromise often
 * tags a present-tense verb after a gerund as a plural noun ("Confirming deletes the item"), so
 * the verb lexicons vote too. A capitalised word inside a sentence is a button's name
 * ("pressing Send"), a quoted label or an identifier is a name, and a word after a determiner is
 * a noun ("the search").
 */
function markPredicates(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const previous = tokens[i - 1];
    const { tags } = token;
    if (tags.has('Punct') || tags.has('Label') || tags.has('Ident') || tags.has('Gerund') || /ing$/.test(token.norm)) continue;
    if (tags.has('TrailingFillers') || tags.has('Determiners') || tags.has('Boundary') || tags.has('Adjective') || tags.has('Particle')) continue;
    const sentenceStart = !previous || previous.tags.has('Period') || previous.tags.has('Colon');
    if (!sentenceStart && /^[A-Z]/.test(token.text)) continue;
    // ("before that moves it", "a button that opens the menu": "that" is no determiner before a listed verb.)
    const relative = previous?.norm === 'that' && VERB_LISTS.some((list) => tags.has(list)) && /s$/.test(token.norm);
    if ((previous?.tags.has('Determiners') && !relative) || previous?.tags.has('Possessive')) continue;
    // "goes to results", "in review": after a preposition a word is a name, not a verb ("to"
    // before a verb's base form is the infinitive: "is called to charge the card").
    // ("it is on turns it off": after "is on" the state is named and a verb follows.)
    if (previous && /^(into|in|on|at|from|onto)$/.test(previous.norm) && !/^(is|are)$/.test(tokens[i - 2]?.norm ?? '')) continue;
    if (previous?.norm === 'to' && (/(s|ed|ing)$/.test(token.norm) || tags.has('PastTense')) && !tags.has('Infinitive')) continue;
    // "moves it to open.", "back to open when …": a verb that ends its clause after "to" is a name.
    const ending = !tokens[i + 1] || tokens[i + 1].tags.has('Punct') || tokens[i + 1].tags.has('Boundary');
    if (previous?.norm === 'to' && ending && tokens.slice(Math.max(0, i - 4), i).some((t) => t.tags.has('MoveVerbs') || t.norm === 'back')) continue;
    // "makes it resolved", "marks them paid": the participle names the state it is left in.
    if (/^(it|them)$/.test(previous?.norm ?? '') && /^(make|mark|leave|keep|set|get)/.test(tokens[i - 2]?.norm ?? '') && (tags.has('PastTense') || tags.has('Participle'))) continue;
    // "goes to sent", "is locked": a participle after a preposition or a copula names a state.
    // (An adverb may stand between: "is already signed in".)
    const before = previous?.tags.has('Adverb') ? tokens[i - 2] : previous;
    if (before && /^(to|into|in|on|at|from|is|are|isn't|aren't|was|wasn't|been|stays|remains|becomes|while|starts|begins|and|or|,)$/.test(before.norm) && (tags.has('PastTense') || tags.has('Participle')) && !tags.has('MoveVerbs')) continue;
    // "a light switch": a word compromise reads as a noun, after a noun, is part of the noun.
    const afterName = previous && /^[A-Z]/.test(previous.text) && !sentenceStart;
    if (tags.has('Noun') && !tags.has('Verb') && previous && (previous.tags.has('PastTense') || previous.tags.has('Participle')) && !previous.tags.has('Predicate')) continue;
    const twoBack = tokens[i - 2];
    // ("the order moves to packing": a listed verb before "to" is the verb all the same.)
    const moving = tags.has('MoveVerbs') && /^(to|into|onto|back|on)$/.test(tokens[i + 1]?.norm ?? '');
    if (tags.has('Noun') && !tags.has('Verb') && previous && !previous.tags.has('Verb') && twoBack?.tags.has('Determiners') && !afterName && !previous.tags.has('Label') && !moving) continue;
    // "with no keystrokes": after "no", a noun.
    if (previous?.norm === 'no' && /s$/.test(token.norm) && !tags.has('MoveVerbs')) continue;
    // "no new messages", "the open tickets": after a determiner and an adjective, a noun.
    if (previous?.tags.has('Adjective') && !previous.tags.has('Predicate') && (twoBack?.tags.has('Determiners') || /^(no|more|fewer|few|many|several)$/.test(twoBack?.norm ?? '')) && /s$/.test(token.norm) && !tags.has('MoveVerbs')) continue;
    // "Published posts", "backordered orders": a participle before a noun describes it.
    const next = tokens[i + 1];
    if ((tags.has('PastTense') || tags.has('Participle')) && next?.tags.has('Noun') && !next.tags.has('Pronoun') && !next.tags.has('Determiners')) continue;
    // "Submit only works if ...", "Next moves forward": a capitalised first word before a verb
    // in the third person is the name of a button, the subject.
    // "Finish on confirm goes to done": a place may stand between the name and its verb.
    const place = /^(on|in|at|from)$/.test(tokens[i + 1]?.norm ?? '') ? tokens.slice(i + 2, i + 5).findIndex((t) => t.tags.has('Verb') && /s$/.test(t.norm)) : -1;
    const following = place >= 0 ? tokens[i + 2 + place] : tokens.slice(i + 1, i + 3).find((t) => !/^(only|just|also|then|now|still|always)$/.test(t.norm));
    const thirdPerson = !!following && ((following.tags.has('Verb') && following.tags.has('PresentTense')) || VERB_LISTS.some((list) => following.tags.has(list))) && /s$/.test(following.norm);
    if (sentenceStart && /^[A-Z]/.test(token.text) && thirdPerson && !following!.tags.has('Copula')) continue;
    const listed = VERB_LISTS.some((list) => tags.has(list));
    const finite = tags.has('Verb') && !tags.has('Participle') && !tags.has('Infinitive');
    const imperative = tags.has('Imperative') || (tags.has('Infinitive') && sentenceStart);
    // "New tickets wait for triage": a verb's base form after a plural subject that opens the
    // sentence is finite.
    const afterPlural =
      tags.has('Infinitive') && !!previous?.tags.has('Plural') && previous.tags.has('Noun') && !previous.tags.has('Pronoun') && !VERB_LISTS.some((list) => previous.tags.has(list)) &&
      opensSentence(tokens, i);
    if (!listed && !finite && !imperative && !afterPlural) continue;
    tags.add('Predicate');
    // "Pause goes from playing to paused": a verb of motion without an object is no action.
    // ("moves an article from review to live": a move with its places is no action either.)
    const placed = tokens.slice(i + 1, i + 5).some((t) => /^(from|to|into|onto)$/.test(t.norm));
    const intransitiveMove = tags.has('MoveVerbs') && (placed || !next || next.tags.has('Punct') || next.tags.has('Boundary') || next.tags.has('TrailingFillers'));
    // ("applies the discount", "gives a refund": with an object these verbs do something after all.)
    const notAction = (NOT_ACTIONS.has(token.norm) || NOT_ACTIONS.has(token.root)) && !(/^(apply|applies|give|gives)$/.test(token.norm) && next?.tags.has('Determiners'));
    if (!intransitiveMove && !notAction && !tags.has('Copula') && !tags.has('Auxiliary') && !tags.has('Modal')) tags.add('ActionStart');
  }
}
