/**
 * Tokenising: our own scanner decides where tokens begin and end (names such as `FIN-WAIT-1`,
 * `done.invoke.x`, `heat()` and 'quoted labels' are one token each); compromise tags the whole
 * text once, and its tags and lemmas are laid onto our tokens by character offset.
 */
import nlp from 'compromise';
import { ARROW_LINE } from '../1-layout/line-shapes.js';
import { grammar } from '../grammar/load.js';
import { listed, wordPattern } from '../grammar/words.js';
import { lemmaOf } from './lemma.js';
import { runtimeEvent, shapeOf } from './shapes.js';
import type { Token, TokenKind } from './token.js';

const SCANNER = new RegExp(
  [
    '(?<code>`[^`\\n]+`)',
    // A quote opens after a space or a bracket and closes before a space or punctuation. (A quoted
    // sentence, with commas in it, is prose: "When idle, on the SUBMIT event, transition to submitting".)
    // (A comma or full stop just inside a closing double quote is the sentence's: "declares "done trading," the ...".)
    // (Guillemets either way round and low-high quotes, as translated manuals write them: »READY«, «READY», „READY“.)
    `(?<quoted>(?<=^|[\\s(\\[{,:;/])(?:'[^',\\n]{1,60}?'|"[^",\\n]{1,60}?[,.]?"|‘[^’,\\n]{1,60}?’|“[^”,\\n]{1,60}?[,.]?”|«[^»,\\n]{1,60}?»|»[^«,\\n]{1,60}?«|„[^“”,\\n]{1,60}?[“”])(?=$|[\\s.,;:!?)\\]}/]))`,
    '(?<call>[A-Za-z_$][\\w$]*(?:(?:\\.|::)[A-Za-z_$][\\w$]*)*\\([^()\\n]{0,40}\\))',
    '(?<path>[A-Za-z_][\\w-]*(?:(?:\\.|::)[A-Za-z_][\\w-]*)+(?<![.-]))',
    // ("2FA", "3DS", "5G": digits before a capital make a word, not a number with its unit; "6PM" is a time.)
    "(?<word>(?:[A-Za-z_]|\\d+(?=[A-Z])(?!(?:AM|PM)\\b))[A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*(?:['’](?:s|t|re|ll|ve|d|m)\\b)?)",
    '(?<number>\\d+(?:[.,]\\d+)*(?:-?[A-Za-z]+)?)',
    '(?<arrow>-->|->|=>|→|⟶|⇒|—>|↦)',
    '(?<punct>[.,;:!?()\\[\\]{}—–-])',
    '(?<symbol>[^\\s])',
  ].join('|'),
  'gu',
);

/** Words that make emphasis a term of the field, or a stress, not a name. */
const FIELD_WORDS = ['StateNouns', 'EventNouns', 'TransitionNouns', 'GuardNouns', 'ActionNouns', 'ServiceNouns', 'CodeNouns', 'TimeNouns'];
const FUNCTION_WORDS = ['Negations', 'DegreeAdverbs', 'ModalVerbs', 'Quantifiers', 'Subordinators', 'Coordinators', 'PersonalPronouns'];

interface RawTerm {
  text: string;
  tags: Set<string>;
  root?: string;
  offset: { start: number; length: number };
}

/** compromise's tags and root of every term, by the offset where the term starts. */
export type Terms = Map<number, RawTerm>;

/** Tags the whole text once (a text read again with names of several words marked reuses them). */
export function tagText(text: string): Terms {
  // ("(... a useful one.) A newly created Pod ...": a stop inside a bracket or quote ends the
  // sentence for the tagger too; blanks in place of the closing marks keep every offset.)
  // ("FR-15: On return of a copy, ...": a capital after a colon opens a sentence, for the tagger
  // too; read mid-sentence, "On" and "In" would be names.)
  const doc = nlp(text.replace(/([.!?])[)"”’]+(?=\s+[A-Z])/g, (m, stop: string) => stop + ' '.repeat(m.length - 1)).replace(/:(?=[ \t]+[A-Z][a-z])/g, '.'));
  doc.compute('offset');
  doc.compute('root');
  const byStart = new Map<number, RawTerm>();
  for (const sentence of (doc as unknown as { docs: RawTerm[][] }).docs) for (const term of sentence) byStart.set(term.offset.start, term);
  return byStart;
}

function tokenOf(kind: TokenKind, text: string, start: number, end: number, term: RawTerm | undefined): Token {
  const tags = new Set<string>(term ? [...term.tags] : []);
  const token: Token = { text, norm: text.toLowerCase(), lemma: text.toLowerCase(), kind, pos: 'symbol', tags, start, end };
  if (kind === 'word' || kind === 'name') {
    // ("the door SHALL transition", "it MUST NOT change state": a specification's keywords in
    // capitals are its modals, not names.)
    // ("if you touch a spike in ANY of these": a quantifier in capitals is stressed, not named.)
    const keyword = kind === 'word' && /^[A-Z]+$/.test(text) && (listed('ModalVerbs', token.norm) || listed('Negations', token.norm) || listed('UniversalQuantifiers', token.norm));
    const shape = keyword ? null : shapeOf(text);
    if (shape) {
      token.shape = shape;
      token.kind = 'name';
      if (shape === 'path' || shape === 'camel') {
        const runtime = runtimeEvent(text);
        if (runtime) token.runtime = runtime;
      }
    } else if (term?.root && term.text.toLowerCase() === token.norm) token.lemma = term.root.toLowerCase();
    // "entered", "considered": compromise gives adjectives no root; the verb's base form still matters.
    else if (/[a-z]{3,}(ed|ing)$/.test(token.norm) || /[a-z]{3,}[^su]s$/.test(token.norm)) token.lemma = lemmaOf(token.norm);
  }
  return token;
}

const CONTRACTION = /^(.+?)(n['’]t|['’](?:ll|re|ve|m|d|s))$/i;

/**
 * "we'll", "isn't", "it's", "let's": a word and its contraction are two tokens, so "we" is a
 * pronoun and "'ll" an auxiliary. "'s" after a noun is a possessive and stays with it.
 */
function splitContraction(token: Token): Token[] {
  const m = CONTRACTION.exec(token.text);
  if (!m || token.kind !== 'word') return [token];
  const suffix = m[2].toLowerCase().replace('’', "'");
  if (suffix === "'s" && !listed('IsContractionHosts', m[1])) return [token];
  const baseEnd = token.start + m[1].length;
  const baseNorm = grammar().lexicon.mapped('ContractionBases', m[1]) ?? m[1].toLowerCase();
  const base: Token = { ...token, text: m[1], norm: baseNorm, lemma: baseNorm, end: baseEnd, tags: new Set([...token.tags].filter((t) => t !== 'Contraction')) };
  const norm = m[1].toLowerCase() === 'let' && suffix === "'s" ? 'us' : grammar().lexicon.mapped('Contractions', suffix)!;
  const tags = norm === 'not' ? ['Negative'] : norm === 'us' ? ['Pronoun'] : ['Verb', 'Auxiliary', ...(listed('ModalVerbs', norm) ? ['Modal'] : []), ...(listed('PresentBeForms', norm) ? ['Copula'] : [])];
  const rest: Token = { text: m[2], norm, lemma: listed('PresentBeForms', norm) ? 'be' : norm, kind: 'word', pos: 'symbol', tags: new Set(tags), start: baseEnd, end: token.end };
  return [base, rest];
}

/**
 * All tokens of `text`, in order, with compromise's tags (positions are decided later). `names`:
 * spans the layout marks as names (emphasis), each read as one quoted name, unless the words in it
 * are the field's own or a function word ("**delayed transition**", "*not*").
 */
export function tokenize(text: string, names: { start: number; end: number; titled?: boolean }[] = [], terms: Terms = tagText(text)): Token[] {
  const tokens: Token[] = [];
  let name = 0;
  for (const m of text.matchAll(SCANNER)) {
    const groups = m.groups!;
    const start = m.index!;
    const end = start + m[0].length;
    const term = terms.get(start);
    while (names[name] && names[name].end <= start) name++;
    const span = names[name];
    if (span && start >= span.start) {
      const inner = text.slice(span.start, span.end);
      const words = inner.toLowerCase().split(' ');
      const own = words.some((w) => FIELD_WORDS.some((c) => listed(c, w))) || (words.length === 1 && FUNCTION_WORDS.some((c) => listed(c, words[0])));
      if (!own) {
        const shape = span.titled ? 'title' : shapeOf(inner);
        if (start === span.start) tokens.push({ ...tokenOf('quoted', inner, span.start, span.end, undefined), ...(shape ? { shape } : {}) });
        continue;
      }
    }
    // ("`Off --> Heating : switchOn`": a diagram's line in a code span is read as the arrow line it is.)
    if (groups.code && ARROW_LINE.test(m[0].slice(1, -1))) tokens.push(tokenOf('punct', '`', start, start + 1, undefined), ...tokenize(m[0].slice(1, -1)).map((t) => ({ ...t, start: t.start + start + 1, end: t.end + start + 1 })), tokenOf('punct', '`', end - 1, end, undefined));
    else if (groups.code) tokens.push({ ...tokenOf('name', m[0].slice(1, -1), start, end, undefined), kind: 'code' });
    else if (groups.quoted) {
      const inner = m[0].slice(1, -1).replace(/[,.]$/, '').trim();
      const token = tokenOf('quoted', inner, start, end, undefined);
      const shape = shapeOf(inner);
      if (shape) token.shape = shape;
      const runtime = shape === 'path' ? runtimeEvent(inner) : null;
      if (runtime) token.runtime = runtime;
      tokens.push(token);
    } else if (groups.call) {
      const name = m[0].slice(0, m[0].indexOf('('));
      const token = tokenOf('name', m[0], start, end, undefined);
      token.text = name;
      token.norm = name.toLowerCase();
      token.lemma = token.norm;
      token.shape = 'call';
      const runtime = runtimeEvent(m[0]);
      if (runtime) token.runtime = runtime;
      tokens.push(token);
    } else if (groups.path) {
      // (Abbreviations written with dots are words, not paths.)
      if (wordPattern('DottedAbbreviations', '^(?:%)$', 'i').test(m[0])) tokens.push({ ...tokenOf('word', m[0], start, end, term), kind: 'word', shape: undefined, pos: 'adv' });
      else tokens.push(tokenOf('name', m[0], start, end, undefined));
    } else if (groups.word) tokens.push(...splitContraction(tokenOf('word', m[0], start, end, term)));
    else if (groups.number) tokens.push({ ...tokenOf('number', m[0], start, end, term), kind: 'number' });
    else if (groups.arrow) tokens.push(tokenOf('arrow', m[0], start, end, undefined));
    else if (groups.punct) tokens.push(tokenOf('punct', m[0], start, end, undefined));
    else tokens.push(tokenOf('symbol', m[0], start, end, undefined));
  }
  return tokens;
}
