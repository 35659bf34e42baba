/**
 * The base form of a verb as written ("pressing" → press, "deletes" → delete), for words
 * compromise did not read as verbs but the clause does.
 */
import nlp from 'compromise';

const world = nlp.world() as unknown as {
  methods: { two: { transform: { verb: { toInfinitive(word: string, model: unknown, form: string): string } } } };
  model: unknown;
};
const cache = new Map<string, string>();

export function lemmaOf(word: string): string {
  const lower = word.toLowerCase();
  const cached = cache.get(lower);
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
  cache.set(lower, base);
  return base;
}
