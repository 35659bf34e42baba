/**
 * Texts for the engine's properties: realistic sentences in the shapes people write (so the
 * properties exercise the grammar, not only its refusal of noise), mixed with arbitrary strings,
 * control characters and lone surrogates. Names include properties of every JS object.
 */
import fc from 'fast-check';

/** Names that are also properties of every object, or its prototype. */
export const DANGEROUS_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'prototype', '__defineGetter__'];

const word = fc.constantFrom(
  'idle', 'loading', 'checkout', 'payment', 'review', 'settings', 'profile', 'cart', 'modal', 'menu',
  'dashboard', 'editor', 'player', 'error', 'success', 'login', 'search', 'results', 'gallery', 'upload',
);
const unicodeName = fc.constantFrom('café', 'naïve mode', '日本語', 'emoji 😀 page', 'Ünïcödé', 'zero\u200bwidth', 'right\u200fleft');
const randomWord = fc.stringMatching(/^[a-z]{2,10}$/);

export const stateName = fc.oneof(
  { weight: 6, arbitrary: word },
  { weight: 3, arbitrary: randomWord },
  { weight: 2, arbitrary: fc.constantFrom(...DANGEROUS_NAMES) },
  { weight: 1, arbitrary: unicodeName },
);
const label = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('Submit', 'Save', 'Cancel', 'Next', 'Back', "'Help'", 'the close button', 'Escape', 'OK') },
  { weight: 2, arbitrary: randomWord },
  { weight: 1, arbitrary: fc.constantFrom(...DANGEROUS_NAMES) },
);
const eventName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('FETCH', 'SUBMIT', 'RETRY', 'CANCEL', 'TOGGLE', 'PLAY', 'PAUSE', 'ESCAPE') },
  { weight: 2, arbitrary: randomWord.map((w) => w.toUpperCase()) },
  { weight: 1, arbitrary: fc.constantFrom(...DANGEROUS_NAMES) },
);
const condition = fc.constantFrom('the form is valid', 'the cart is empty', 'the user is signed in', 'hasOwnProperty', 'there are unsaved changes');
const action = fc.constantFrom('show a notification', 'log the error', 'save the draft', 'clear the form', 'toString');
const amount = fc.oneof(fc.integer({ min: 0, max: 120 }).map(String), fc.constantFrom('two', 'five', 'ten', '1.5', '0'));
const unit = fc.constantFrom('seconds', 'second', 'ms', 'milliseconds', 'minutes', 'minute', 'hours', 'pixels');

const fill = (template: string, parts: Record<string, string>): string => template.replace(/\{(\w+)\}/g, (_, k: string) => parts[k] ?? k);

/** One sentence (or list line) in a shape the issue names. */
export const sentence: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      'When the user clicks {X}, go to {B}.',
      'In {A}, on {E} go to {B}.',
      'After {N} {U}, {A} goes to {B}.',
      'Clicking {X} takes you to {B}.',
      'From {A}, pressing {X} moves to {B}.',
      '{A} -> {B} on {E}',
      '- {A}: {E} -> {B}',
      '1. In {A}, {X} opens {B}.',
      'If {C}, {A} goes to {B}; otherwise it stays and {F}.',
      'Submitting in {A} goes to {B} only if {C}, unless {C}.',
      'The app starts in {A}.',
      '{A} fetches the {X}; when it finishes, go to {B}; if it fails, {F} and go to {Z}.',
      'Inside {A} there are {B} and {Z}.',
      'It has two modes, {B} and {Z}.',
      'At any time, {E} closes the dialog and returns to {A}.',
      'On entering {A}, {F}. When leaving {A}, {F}.',
      'From there, it immediately goes to {B}.',
      'If nothing happens for {N} {U}, {A} returns to {B}.',
      'In {A}, {X} keeps the state and {F}.',
      'The logo is {N} pixels wide.',
      '| {A} | {E} | {B} |',
      '**{A}** — {X} moves it to **{B}**.',
      "'''{A}''' ends when ''{E}'' arrives. == {B} ==",
      '== {A} ==\n{A} waits here and then, when {C}, the machine goes on to\n   {B} without any further input.',
      '- `{E}` → go to `{B}`, but only if {C}',
      'Calling `send({E})` from `{A}` takes us to `{B}`; `dispatch(\'{E}\')` too.',
      'Where {C}, {A} goes to {B}.',
      'I would use {N}: `{A}`, `{B}` and `{Z}`. Its status is typed as `\'{A}\' | \'{B}\'`.',
      'A newly created {A} is `{B}`. It becomes `{Z}` once {C} (the app records a `{E}` event).',
    ),
    fc.record({ A: stateName, B: stateName, Z: stateName, X: label, E: eventName, C: condition, F: action, N: amount, U: unit }),
  )
  .map(([template, parts]) => fill(template, parts));

const separator = fc.constantFrom(' ', '\n', '\n\n', '  ', '\r\n', '\t');

/** Characters that tend to break tokenisers: controls, odd spaces, directionality, surrogates. */
const tricky = fc.constantFrom(
  '\u0000', '\u0007', '\b', '\t', '\n', '\v', '\f', '\r', '\u001b', '\u007f', '\u0085', '\u00a0', '\u1680', '\u200b', '\u200e', '\u202e',
  '\u2028', '\u2029', '\u3000', '\ufeff', '\ufffd', '\ud800', '\udfff', '😀', 'é', 'e\u0301', '.', ',', ';', ':', '-', '->', '"', "'", '(', ')', '|', '*', '#', '\\',
);

/** Any string: every code point, lone surrogates, and runs of awkward characters. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 200 }),
  fc.string({ unit: tricky, maxLength: 80 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
);

/** A description: realistic sentences, sometimes with noise between or inside them. */
export const description: fc.Arbitrary<string> = fc
  .array(fc.oneof({ weight: 5, arbitrary: sentence }, { weight: 1, arbitrary: anyString }), { minLength: 1, maxLength: 8 })
  .chain((parts) => fc.tuple(fc.constant(parts), fc.array(separator, { minLength: parts.length, maxLength: parts.length })))
  .map(([parts, seps]) => parts.map((p, i) => (i ? seps[i] : '') + p).join(''));

/** Either kind of text; the properties hold for both. */
export const text: fc.Arbitrary<string> = fc.oneof({ weight: 2, arbitrary: description }, { weight: 1, arbitrary: anyString });

/**
 * About `bytes` characters of realistic description with distinct state names, so the flow
 * grows with the text rather than repeating one transition.
 */
export function longDescription(bytes: number): string {
  const shapes = [
    (i: number) => `When the user clicks Next${i}, step${i} goes to step${i + 1}.`,
    (i: number) => `In step${i}, on CANCEL_${i} go to step${i - 1 < 0 ? 0 : i - 1}.`,
    (i: number) => `After ${(i % 59) + 1} seconds, step${i} goes to step${i + 2}.`,
    (i: number) => `From step${i}, pressing Save${i} moves to saved${i} and shows a notification.`,
    (i: number) => `If the form is valid, step${i} goes to review${i}; otherwise it stays.`,
  ];
  const out: string[] = ['The wizard starts in step0.'];
  let length = out[0].length;
  for (let i = 0; length < bytes; i++) {
    const s = shapes[i % shapes.length](i);
    out.push(s);
    length += s.length + 1;
  }
  return out.join(' ');
}
