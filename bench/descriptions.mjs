/**
 * Descriptions for the benchmarks and the service tests, made the same way each time.
 */

const SHAPES = [
  (i) => `When the user clicks Next ${i}, step${i} goes to step${i + 1}.`,
  (i) => `In step${i}, pressing Back takes you to step${Math.max(0, i - 1)}.`,
  (i) => `After ${(i % 50) + 2} seconds, step${i} goes to timeout${i}.`,
  (i) => `If the form is valid, Save in step${i} goes to saved${i}; otherwise it shows an error.`,
  (i) => `From saved${i}, clicking Edit returns to step${i} and clears the draft.`,
];
const FIRST = 'The wizard starts in step0.';

/** The i-th sentence after the first, in the shapes people write, each with its own state names. */
const sentence = (i) => SHAPES[i % SHAPES.length](i);

/** Sentences in the shapes people write, up to `chars` characters. */
export function longDescription(chars) {
  let text = FIRST;
  for (let i = 0; ; i++) {
    const next = `${text} ${sentence(i)}`;
    if (next.length > chars) return text;
    text = next;
  }
}

/** `n` sentences in the shapes people write. */
export function description(n) {
  const out = [FIRST];
  for (let i = 0; out.length < n; i++) out.push(sentence(i));
  return out.slice(0, n).join(' ');
}

/** `chars` lower-case letters, from a fixed seed: text no rule reads, the slowest kind to read. */
export function randomLetters(chars, seed = 1) {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: chars }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join('');
}

/** An existing flow of `states` states in a chain, each with its own event and one back. */
export function chainFlow(states) {
  const flow = { states: {} };
  for (let i = 0; i < states; i++) {
    flow.states[`state${i}`] = { on: { [`EVENT_${i}`]: [{ target: `state${i + 1}` }], BACK: [{ target: `state${Math.max(0, i - 1)}` }] } };
  }
  flow.states[`state${states}`] = {};
  return { format: 'xstate', flow };
}

/**
 * The largest request the service takes with its default limits: 20,000 characters of text and
 * of context (the schema's most) and an existing flow that brings the body close to 1 MiB.
 */
export function largestRequest(bodyLimit = 1024 * 1024) {
  const text = longDescription(20_000);
  const context = randomLetters(20_000);
  let states = 1000;
  while (JSON.stringify({ text, context, existingFlow: chainFlow(states * 2) }).length < bodyLimit) states *= 2;
  let low = states;
  let high = states * 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (JSON.stringify({ text, context, existingFlow: chainFlow(mid) }).length < bodyLimit) low = mid;
    else high = mid;
  }
  return { text, context, existingFlow: chainFlow(low) };
}
