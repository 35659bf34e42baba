/**
 * The base form of a verb as written ("pressing" → press, "deletes" → delete), for words
 * compromise did not read as verbs but the clause does.
 */
import nlp from 'compromise';
import { grammar } from '../grammar/load.js';

const world = nlp.world() as unknown as {
  methods: { two: { transform: { verb: { toInfinitive(word: string, model: unknown, form: string): string } } } };
  model: { one: { lexicon: Record<string, string> } };
};
const cache = new Map<string, string>();

export function lemmaOf(word: string): string {
  const lower = word.toLowerCase();
  const cached = cache.get(lower);
  if (cached !== undefined) return cached;
  let form: string | null = null;
  if (/[a-z]{3,}ing$/.test(lower)) form = 'Gerund';
  else if (/[a-z]{2,}(s|es)$/.test(lower) && !/(ss|us|is|os)$/.test(lower)) form = 'PresentTense';
  // ("proceed", "exceed", "need": a word in -eed that compromise knows as other than a past form is one itself.)
  else if (/[a-z]{2,}ed$/.test(lower) && !(/eed$/.test(lower) && world.model.one.lexicon[lower] && world.model.one.lexicon[lower] !== 'PastTense')) form = 'PastTense';
  let base = lower;
  if (form) {
    try {
      base = world.methods.two.transform.verb.toInfinitive(lower, world.model, form) || lower;
    } catch {
      base = lower;
    }
  }
  cache.set(lower, base);
  return base;
}

/** A phrasal verb's form as one name: its head's form, then its particles capitalised; null for one word. */
function phrasal(base: string, form: (verb: string) => string): string | null {
  const [head, ...particles] = base.split(/\s+/);
  return particles.length ? form(head) + particles.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('') : null;
}

const participles = new Map<string, string>();

/** A verb's past participle ("unlock" → unlocked, "hide" → hidden), for the state a verb leaves things in. */
export function participleOf(verb: string): string {
  const base = verb.toLowerCase().trim();
  // ("pick up" → pickedUp: a phrasal verb's participle is one name.)
  const joined = phrasal(base, participleOf);
  if (joined) return joined;
  const cached = participles.get(base);
  if (cached !== undefined) return cached;
  let out: string | undefined;
  try {
    const forms = (nlp(base).verbs().conjugate() as { Participle?: string; PastTense?: string }[])[0];
    out = forms?.Participle ?? forms?.PastTense;
  } catch {
    out = undefined;
  }
  // ("shut" → shut, "light" → lit: where compromise has no form, the irregular forms listed for the
  // verb, a participle in -n first.)
  if (!out) {
    const lexicon = grammar().lexicon;
    const forms = lexicon.entries('IrregularVerbs').filter((form) => lexicon.mapped('IrregularVerbs', form) === base);
    out = forms.find((form) => /n$/.test(form)) ?? forms[0];
  }
  if (!out) out = /e$/.test(base) ? `${base}d` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ied` : `${base}ed`;
  participles.set(base, out);
  return out;
}

const gerunds = new Map<string, string>();

/** A verb's -ing form ("jump" → jumping, "dive" → diving), for the state of doing it. */
export function gerundOf(verb: string): string {
  const base = verb.toLowerCase().trim();
  // ("heat up" → heatingUp: a phrasal verb's -ing form is one name, as its participle is.)
  const joined = phrasal(base, gerundOf);
  if (joined) return joined;
  const cached = gerunds.get(base);
  if (cached !== undefined) return cached;
  let out: string | undefined;
  try {
    out = (nlp(base).verbs().conjugate() as { Gerund?: string }[])[0]?.Gerund;
  } catch {
    out = undefined;
  }
  // (compromise writes "is jumping": the form is the last word; where it has none, or gives the
  // base back ("jam"), the spelling rules: "dive" → diving, "shut" → shutting, "jump" → jumping.)
  const last = out?.split(' ').pop();
  const doubled = /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base) ? base + base.slice(-1) : base;
  out = last && /ing$/.test(last) ? last : /[^e]e$/.test(base) ? `${base.slice(0, -1)}ing` : `${doubled}ing`;
  gerunds.set(base, out);
  return out;
}

const qualities = new Map<string, boolean>();

/**
 * Whether a word, alone and in lower case, reads as a quality: an adjective or a participle
 * ("Ready", "AVAILABLE", "Checked", "Running"), not a name ("Stripe", "SPI").
 */
export function readsAsQuality(word: string): boolean {
  const lower = word.toLowerCase();
  const cached = qualities.get(lower);
  if (cached !== undefined) return cached;
  let out = false;
  try {
    const doc = nlp(lower);
    out = doc.has('#Adjective') || doc.has('#PastTense') || doc.has('#Participle') || doc.has('#Gerund');
  } catch {
    out = false;
  }
  qualities.set(lower, out);
  return out;
}

/**
 * The participle as either spelling writes it: "cancelled" and "canceled", "labelled" and
 * "labeled". A text names its state one way; which one is the writer's.
 */
export function participleSpellings(verb: string): string[] {
  const doubled = participleOf(verb);
  const single = doubled.replace(/lled$/, 'led');
  return single === doubled ? [doubled] : [doubled, single];
}
