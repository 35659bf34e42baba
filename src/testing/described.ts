/**
 * describedFlows: a fast-check arbitrary of random flows written out in English, each with the
 * flow the description means. For property-testing anything that reads descriptions: generate
 * from the description, and the flow should come back.
 *
 * The flows are the kind every reader should get right: flat states, each event of a state
 * going to one state (itself included), and at most one timeout per state, in whole seconds.
 * The English comes from the templates in sentence-templates.ts, one chosen per sentence, in a
 * random order after the sentence that says where the flow starts.
 *
 * The expected flow follows the library's conventions: the initial state first, then the
 * others in the order the description first names them; events in the order first named.
 */
import fc from 'fast-check';
import type { FlowNode } from '../model/flow.js';
import { fillTemplate, SENTENCE_TEMPLATES, SLOT_WORDS } from './sentence-templates.js';

export interface DescribedFlow {
  description: string;
  flow: FlowNode;
}

export interface DescribedFlowOptions {
  /** The most states. Default 5 (at least 2). */
  maxStates?: number;
  /** The most event transitions. Default 8. */
  maxTransitions?: number;
}

interface Sentence {
  text: string;
  /** The states it names, in the order it names them. */
  names: string[];
  source: string;
  target: string;
  event?: string;
  seconds?: number;
}

const word = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);

const stateName = fc.tuple(word(SLOT_WORDS.stateFirst), word(SLOT_WORDS.stateSecond)).map(([a, b]) => a + b);
const eventName = fc.tuple(word(SLOT_WORDS.eventFirst), word(SLOT_WORDS.eventSecond)).map(([a, b]) => a + b);

function buildFlow(initial: string, sentences: readonly Sentence[]): FlowNode {
  const states: Record<string, FlowNode> = { [initial]: {} };
  for (const s of sentences) for (const name of s.names) states[name] ??= {};
  for (const s of sentences) {
    const node = states[s.source];
    if (s.event !== undefined) (node.on ??= {})[s.event] = [{ target: s.target }];
    else (node.after ??= []).push({ target: s.target, delay: s.seconds! * 1000 });
  }
  // `on` before `after` in every node, as the library writes them.
  for (const [name, node] of Object.entries(states)) states[name] = { ...(node.on ? { on: node.on } : {}), ...(node.after ? { after: node.after } : {}) };
  return { states };
}

export function describedFlows(options: DescribedFlowOptions = {}): fc.Arbitrary<DescribedFlow> {
  const maxStates = Math.max(2, options.maxStates ?? 5);
  return fc
    .uniqueArray(stateName, { minLength: 2, maxLength: maxStates })
    .chain((names) => {
      const state = fc.nat(names.length - 1).map((i) => names[i]);
      const eventSentence = fc.record({ source: state, event: eventName, target: state, template: word(SENTENCE_TEMPLATES.event) });
      const delaySentence = fc.record({ source: state, seconds: word(SLOT_WORDS.seconds), target: state, template: word(SENTENCE_TEMPLATES.delay) });
      return fc.record({
        initial: fc.constant(names[0]),
        machine: word(SLOT_WORDS.machine),
        start: word(SENTENCE_TEMPLATES.start),
        events: fc.uniqueArray(eventSentence, { minLength: 1, maxLength: options.maxTransitions ?? 8, selector: (s) => `${s.source} ${s.event}` }),
        delays: fc.uniqueArray(delaySentence, { maxLength: Math.min(2, names.length), selector: (s) => s.source }),
      });
    })
    .chain((drawn) => {
      const sentences: Sentence[] = [
        ...drawn.events.map((s) => ({ ...s, text: fillTemplate(s.template, s), names: [s.source, s.target] })),
        ...drawn.delays.map((s) => ({ ...s, text: fillTemplate(s.template, s), names: [s.source, s.target] })),
      ];
      return fc.shuffledSubarray(sentences, { minLength: sentences.length, maxLength: sentences.length }).map((order) => ({
        description: [fillTemplate(drawn.start, { machine: drawn.machine, state: drawn.initial }), ...order.map((s) => s.text)].join(' '),
        flow: buildFlow(drawn.initial, order),
      }));
    });
}
