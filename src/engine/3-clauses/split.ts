/**
 * Clauses: a sentence is cut where a clause begins. A clause begins at
 * - a subordinator (when, if, once, unless, whenever, while, as soon as, provided that) or a
 *   conditional inversion ("Should a token be inserted, ...");
 * - after/before/until when a verb follows before the next comma ("after the request succeeds",
 *   not "after 5 seconds");
 * - a relative (which, that, where, who) after a noun phrase;
 * - otherwise / else / then; a semicolon or a colon; a dash alone between clauses;
 * - a comma, or and/or/but, when what follows has a verb of its own ("..., and the barrier moves
 *   to raised", "submits the query and goes to searching", ", putting the craft in flight"); a
 *   comma before a bare noun phrase continues a list ("idle, running, and paused").
 */
import type { Token } from '../2-words/token.js';
import { thenOpensClause } from './then-clauses.js';
import { asideCloses, bracketedClause, dashPartsClauses, insideBrackets, withoutAsides } from './asides.js';
import { listed } from '../grammar/words.js';
import { CONSEQUENCE_MOMENT } from './consequence.js';
import { type ClauseKind, afterThat, afterTimeTold, predicateWithOwnCondition, frontedPhraseThenVerb, opensSpan, isReduced, frontedPlaceEnds, elseMeansOther, setsAlternativesAside, purposeAfterOrder, purposeAfterPlace, segmentHasVerb, startsMainClause, subjectStart, verbAhead, frontedStart, nounPhraseJoinedAt } from './boundaries.js';
import { namesGoOn, placesJoinedAt, qualitiesJoinedAt } from './named-places.js';
import { verbGroupAt } from './verbs.js';
import { rejoinGerundPredicates, rejoinInterruptedSubjects } from './interrupted.js';
import { gappedMotionAt, gappedPairAt, markNegatedEllipses, markTrailingOtherwise } from './ellipsis.js';
import { liftSubjectRelatives } from './subject-relatives.js';
import { meansClauseAt } from './what-it-means.js';
import type { Clause } from './clause.js';

export type { ClauseKind } from './boundaries.js';
export type { Clause } from './clause.js';

/** One past the last word of a marker of several words of `cls` that starts at `i`. */
const markerEnd = (tokens: Token[], i: number, cls: string) => {
  let j = i + 1;
  while (j < tokens.length && tokens[j].tags.has(cls) && !tokens[j].tags.has(`${cls}Start`)) j++;
  return j;
};

export function splitClauses(written: Token[]): Clause[] {
  const tokens = withoutAsides(written);
  const clauses: Clause[] = [];
  let current: Clause = { tokens: [], marker: [], kind: 'main', opener: '', verb: null, comma: false };
  // A conjunction that opened nothing yet ("..., and when ...") goes with the clause after it.
  let pendingConj: Token | null = null;
  const close = (comma = false) => {
    current.comma = comma;
    if (!current.tokens.length && current.marker.length === 1 && current.marker[0].pos === 'conj') pendingConj = current.marker[0];
    else if (current.tokens.length || current.marker.length) clauses.push(current);
  };
  const open = (kind: ClauseKind, marker: Token[]) => {
    // "..., and when the button is pressed, ...": the "and" belongs to the clause it opens.
    const last = clauses[clauses.length - 1];
    const dangling = pendingConj ?? (last && last.tokens.length > 1 && last.tokens[last.tokens.length - 1].pos === 'conj' ? last.tokens.pop()! : null);
    pendingConj = null;
    const words = dangling && dangling !== marker[0] ? [dangling, ...marker] : marker;
    // (A clause that replaces an empty one after a semicolon starts the new part itself.)
    const isFresh = fresh || (!!current.fresh && !current.tokens.length && !current.marker.length);
    current = { tokens: [], marker: words, kind, opener: words.map((t) => t.norm).join(' '), verb: null, comma: false, ...(isFresh ? { fresh: true } : {}) };
    fresh = false;
  };
  let fresh = false;
  const hasVerb = () => current.tokens.some((t) => t.pos === 'verb' || t.pos === 'aux');
  // "pressing 'Close' or clicking outside it takes you back": gerunds alone make a subject, not a clause.
  const hasFiniteVerb = () => current.tokens.some((t, i) => t.pos === 'aux' || (t.pos === 'verb' && !(/ing$/.test(t.norm) && (i === 0 || current.tokens[i - 1].pos === 'conj'))));

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    // Multi-word subordinators: "as soon as", "provided that", "in case", "as long as".
    const condition = t.tags.has('ConditionMarkersStart') ? markerEnd(tokens, i, 'ConditionMarkers') : -1;
    const otherwise = (t.tags.has('OtherwiseMarkersStart') || listed('OtherwiseMarkers', t.norm)) && !elseMeansOther(tokens, i) ? markerEnd(tokens, i, 'OtherwiseMarkers') : -1;
    const asCondition = condition > 0 && (t.norm !== 'in' || verbAhead(tokens, condition));
    const marker = asCondition ? condition : otherwise;
    if (marker > 0) {
      close();
      open(asCondition ? 'condition' : 'otherwise', tokens.slice(i, marker));
      i = marker - 1;
      continue;
    }
    if (current.kind === 'main' && frontedPlaceEnds(current.tokens, tokens, i)) {
      close(true);
      open('main', []);
    }
    if (setsAlternativesAside(tokens, i)) {
      // ("no matter whether ...": the words that made it any state are the alternatives', which name the states.)
      if (current.tokens.length && current.tokens.every((x) => x.tags.has('GlobalMarkers'))) current.tokens = [];
      close();
      open('condition', [t]);
      continue;
    }
    // ("An ACK means we're bound": the happening is the condition, "means" its opener; what-it-means.ts.)
    if (current.kind === 'main' && !hasVerb() && meansClauseAt(tokens, i, current.tokens)) {
      Object.assign(current, { kind: 'condition', opener: 'means' });
      close();
      open('main', []);
      if (next?.norm === 'that') i++;
      continue;
    }
    if (t.pos === 'sub') {
      close();
      open(t.norm === 'while' || t.norm === 'whereas' ? 'span' : 'condition', [t]);
      continue;
    }
    // "Should a token be inserted in idle, ...": a conditional inversion at the start; "upon", "provided" before a verb.
    const inversion = listed('InversionAuxiliaries', t.norm) && i === 0 && tokens.slice(1).some((x) => x.text === ',');
    const uponDoing = (t.norm === 'upon' || (t.norm === 'provided' && next?.norm !== 'by')) && (verbAhead(tokens, i + 1) || next?.pos === 'verb');
    if (inversion || uponDoing) {
      close();
      open('condition', [t]);
      continue;
    }
    // "On entering loading, ...", "upon receiving a FIN": a preposition before a gerund opens a clause.
    // ("it stays on landing": after a verb of staying, too, the -ing word is a place.)
    const afterCopula = current.tokens.length > 0 && (current.tokens[current.tokens.length - 1].pos === 'aux' || current.tokens[current.tokens.length - 1].tags.has('StayVerbs'));
    // ("By clicking on the start button the stopwatch starts running": a fronted "by" + gerund, too.)
    // ("a nurse cancels the call by pressing the CANCEL key": anywhere, a gesture it is done by.)
    const frontedBy = t.norm === 'by' && (i === 0 || !!next?.tags.has('GestureVerbs'));
    if ((listed('GerundPrepositions', t.norm) || frontedBy) && !afterCopula && next && /ing$/.test(next.norm) && next.lemma !== next.norm && (next.pos === 'verb' || next.pos === 'noun' || next.pos === 'adj')) {
      close();
      // ("tries the last phone for 10 seconds before giving up and returning to pairing": then it goes on.)
      open(t.norm === 'before' ? 'then' : t.norm === 'after' ? 'span' : 'condition', [t]);
      continue;
    }
    // "giving up and returning to pairing": in a clause of gerunds, each one is a step.
    if (current.kind === 'then' && t.norm === 'and' && next && /ing$/.test(next.norm) && next.lemma !== next.norm && current.tokens.length) {
      close();
      open('then', [t]);
      continue;
    }
    if (opensSpan(tokens, i, current.tokens)) {
      close();
      open(t.norm === 'before' && afterTimeTold(current.tokens) ? 'then' : 'span', [t]);
      continue;
    }
    // "(in which case the session advances to Up state)": what follows is the consequence of what came
    // before. ("..., at which point the user is logged out", "..., whereupon it shall become Active".)
    const consequence = ((t.norm === 'in' && tokens[i + 2]?.norm === 'case') || (t.norm === 'at' && CONSEQUENCE_MOMENT.test(tokens[i + 2]?.norm ?? ''))) && next?.norm === 'which' ? 3 : listed('ConsequenceRelatives', t.norm) ? 1 : 0;
    if (consequence) {
      close();
      open('relative', tokens.slice(i, i + consequence));
      i += consequence - 1;
      continue;
    }
    if (t.pos === 'rel' && current.tokens.length) {
      // ("..., after which the lock returns to locked": the preposition goes with the relative.)
      const prep = current.tokens[current.tokens.length - 1];
      const carried = prep.pos === 'prep' && listed('RelativePrepositions', prep.norm) ? current.tokens.pop()! : null;
      close();
      open('relative', carried ? [carried, t] : [t]);
      continue;
    }
    const asideEnds = asideCloses(tokens, i);
    if (asideEnds || bracketedClause(tokens, i, current.tokens)) {
      if (asideEnds) current.tokens.push(t);
      close();
      open('main', asideEnds ? [] : [t]);
      continue;
    }
    // ("publishes the document (state: Published), or ...": inside brackets, a colon is the aside's own.)
    // (And a dash after a label opening the sentence: "**Delivered** — At least one recipient ...".)
    if (t.kind === 'punct' && (/[;:]/.test(t.text) || (/^[—–]$/.test(t.text) && !clauses.length && current.tokens.length > 0 && current.tokens.length <= 3) || dashPartsClauses(tokens, i, current.tokens)) && !insideBrackets(current.tokens)) {
      close();
      fresh = true;
      open('main', []);
      continue;
    }
    const then = t.norm === 'then' ? [t] : afterThat(tokens, i) ? [t, next!] : null;
    if (then && thenOpensClause(current.tokens, current.kind, tokens[i + then.length], hasVerb())) {
      i += then.length - 1;
      if (!current.tokens.length) {
        current.marker.push(...then);
        // ("until the data arrives and then moves to ready": what comes then is no part of the wait.)
        const joined = current.opener === 'and' && current.kind === 'span' && /^(until|till)$/.test(clauses[clauses.length - 1]?.opener ?? '');
        current.opener = current.opener ? `${current.opener} then` : 'then';
        if (current.kind === 'main' || joined) current.kind = 'then';
        continue;
      }
      close();
      open('then', then);
      continue;
    }
    if (t.text === ',' && !current.tokens.length) continue;
    // A subordinate clause that has its verb ends where a second verb group begins with its own
    // subject: "when the model is in state 'solid' will transition", "once RISE_DONE arrives we
    // end up in baking", "while standing transitions to ducking".
    if ((current.kind === 'condition' || current.kind === 'span') && startsMainClause(current.tokens, t, current.kind, tokens[i + 1])) {
      // ("clicking on the start button the stopwatch starts": two noun phrases in a row; the second is the subject.)
      const start = subjectStart(current.tokens);
      const twoPhrases = start > 0 && start < current.tokens.length && current.tokens[start].pos === 'det' && /^(noun|name)$/.test(current.tokens[start - 1].pos);
      // ("On receiving a DHCPOFFER it sends ...": a pronoun after a clause of the gerund is the next one's subject.)
      // ("Once full it returns": after an adjective alone, too; not "when incrementing it won't ...".)
      const pronoun = (current.tokens.length >= 3 || current.tokens[0]?.pos === 'adj') && listed('SubjectPronouns', current.tokens[current.tokens.length - 1].norm) ? current.tokens.length - 1 : current.tokens.length;
      const back = isReduced(current.tokens) && !twoPhrases ? pronoun : start;
      const moved = current.tokens.splice(back);
      close();
      open('main', []);
      current.tokens.push(...moved);
      current.tokens.push(t);
      continue;
    }
    // ("Initially, the form is in the editing state": a lone fronted adverb goes with its clause.)
    if (t.text === ',' && current.kind === 'main' && current.tokens.length === 1 && current.tokens[0].pos === 'adv' && current.tokens[0].kind === 'word' && segmentHasVerb(tokens, i + 1)) continue;
    const gap = t.text === ',' && current.kind === 'condition' && hasVerb() ? gappedMotionAt(tokens, i + 1) : null;
    if (gap) {
      close(true);
      open('coord', gap);
      i += gap.length;
      continue;
    }
    // ("starts in idle and, on FETCH, transitions to loading": a phrase fronted after the coordinator.)
    const last = current.tokens[current.tokens.length - 1];
    if (t.text === ',' && last?.pos === 'conj' && current.tokens.length > 1 && frontedPhraseThenVerb(tokens, i + 1)) {
      current.tokens.pop();
      if (hasVerb()) {
        close(true);
        open('coord', [last]);
        continue;
      }
      current.tokens.push(last);
    }
    // ("Were the payment to fail, ...": after an inversion, "to" and its verb are the condition's own.)
    if (purposeAfterPlace(tokens, i, current.kind, current.tokens.length > 0 && !hasVerb()) && !listed('InversionAuxiliaries', current.opener)) {
      close();
      open('main', []);
      continue;
    }
    if ((current.kind === 'main' || current.kind === 'coord') && purposeAfterOrder(tokens, i, current.tokens)) {
      close();
      open('coord', [t]);
      continue;
    }
    if (namesGoOn(tokens, i, last)) {
      current.tokens.push(t);
      continue;
    }
    // ("NEXT moves to the next step and BACK to the previous one", "success puts it in `active`,
    // failure in `past_due`": another name, and where it goes, with the verb left out.)
    if (hasFiniteVerb() && gappedPairAt(tokens, i, current.tokens)) {
      close();
      // (", and `yellow` to `red`": the coordinator after the comma opens it.)
      const opener = t.text !== ',' ? [t] : next?.pos === 'conj' ? [next] : [];
      open('coord', opener);
      i += t.text === ',' ? opener.length : 0;
      continue;
    }
    if (t.text === ',') {
      // ("In idle, ...", "Quickly, ...", "There, ...", "Regardless of the current screen, ...": a fronted phrase.)
      if (current.kind === 'main' && !hasVerb() && frontedStart(current.tokens)) {
        current.tokens.push(t);
        continue;
      }
      const fronted = current.kind !== 'main' || current.tokens[0]?.pos === 'prep' || current.tokens[0]?.pos === 'adv' || !!current.tokens[0]?.tags.has('GlobalMarkersStart') || !!current.tokens[0]?.tags.has('GlobalMarkers') || (current.tokens.length === 1 && listed('PlacePronouns', current.tokens[0].norm));
      const after = next?.pos === 'conj' ? i + 2 : i + 1;
      // ", and on play, goes to ...": a phrase fronted in the next clause.
      if (next?.pos === 'conj' && hasVerb() && frontedPhraseThenVerb(tokens, after)) {
        close(true);
        open('coord', [next]);
        i++;
        continue;
      }
      if ((hasVerb() || fronted) && (segmentHasVerb(tokens, after) || tokens[after]?.tags.has('OtherwiseMarkers') || tokens[after]?.norm === 'then' || tokens[after]?.pos === 'sub' || (fronted && !hasVerb()))) {
        close(true);
        if (next?.pos === 'conj') {
          open('coord', [next]);
          i++;
        } else if (next?.pos === 'verb' && (/[^s]s$/.test(next.norm) || (/ing$/.test(next.norm) && next.lemma !== next.norm)) && hasVerb()) {
          // (", wrapping from the first to the third", ", putting the craft in flight": a participle goes on with the same subject.)
          // ("Confirming deletes the item, shows a toast and ...": a predicate in a series shares the subject.)
          open('coord', []);
        } else open('main', []);
        continue;
      }
      current.tokens.push(t);
      continue;
    }
    // ("toggles between on and off when it is flipped": "between" takes both sides.)
    // (So does "both": "is accepted in both SUBMITTED and PAID and ends ...".)
    const betweenPair = t.norm === 'and' && current.tokens.slice(-3).some((x) => x.norm === 'between' || (x.norm === 'both' && current.tokens[current.tokens.indexOf(x) - 1]?.pos === 'prep'));
    // ("it is either fulfilled with a value or rejected with a reason": participles that share one
    // "is" are one verb group.)
    const sharedBe = !!next && next.pos === 'verb' && /ed$/.test(next.norm) && current.tokens.some((x, k) => x.pos === 'aux' && current.tokens.slice(k + 1, k + 3).some((y) => y.pos === 'verb' && /ed$/.test(y.norm)));
    // ("whether he was idle or patrolling": the alternatives "whether" sets side by side are one clause.)
    const alternatives = (listed('EitherWaySubordinators', current.opener) && listed('JoiningConjunctions', t.norm)) || placesJoinedAt(tokens, i) || qualitiesJoinedAt(tokens, i) || (current.kind === 'condition' && nounPhraseJoinedAt(tokens, i));
    if (t.pos === 'conj' && listed('ClauseCoordinators', t.norm) && !betweenPair && !sharedBe && !alternatives && hasFiniteVerb() && segmentHasVerb(tokens, i + 1)) {
      // "when the user is signed in and the cart is not empty": a condition goes on.
      const afterMain = clauses.some((c) => c.kind === 'main' && c.tokens.some((x) => x.pos === 'verb'));
      const kind = (current.kind === 'condition' || current.kind === 'span') && t.norm !== 'but' && next?.pos !== 'prep' && !predicateWithOwnCondition(tokens, i, afterMain) ? current.kind : 'coord';
      close();
      open(kind, [t]);
      continue;
    }
    current.tokens.push(t);
  }
  close();
  markTrailingOtherwise(clauses);
  liftSubjectRelatives(clauses);
  rejoinInterruptedSubjects(clauses);
  rejoinGerundPredicates(clauses);
  markNegatedEllipses(clauses);
  for (const clause of clauses) clause.verb = verbGroupAt(clause.tokens, 0);
  return clauses;
}
