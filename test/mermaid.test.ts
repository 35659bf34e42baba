/**
 * toMermaid, checked by Mermaid itself: every fixture's diagram goes through the `mermaid`
 * package's own parser, and the states and arrows Mermaid reads back are compared with the flow.
 * Mermaid's parser wants a DOM (DOMPurify), so a jsdom window stands in for the browser's.
 */
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, test } from 'vitest';
import { generateFlow } from '../src/generate.js';
import { toMermaid } from '../src/mermaid/index.js';
import type { FlowNode, Transition } from '../src/model/flow.js';
import { resolveTarget, statePaths } from '../src/xstate/config.js';
import { fixtureFlows } from './fixture-flows.js';

interface MermaidStatement {
  stmt: string;
  id?: string;
  description?: string;
  start?: boolean;
  doc?: MermaidStatement[];
  note?: { text: string };
  state1?: MermaidStatement;
  state2?: MermaidStatement;
}

interface MermaidApi {
  parse(text: string): Promise<unknown>;
  mermaidAPI: { getDiagramFromText(text: string): Promise<{ db: { getRootDocV2(): MermaidStatement } }> };
}

let mermaid: MermaidApi;

beforeAll(async () => {
  const { window } = new JSDOM('');
  Object.assign(globalThis, { window, document: window.document });
  mermaid = (await import('mermaid')).default as unknown as MermaidApi;
});

/** Mermaid keeps `#59;` codes as placeholders until it renders; read them back as characters. */
const decode = (s = '') => s.replace(/ﬂ°°(\d+)¶ß/g, (_, code: string) => String.fromCodePoint(Number(code)));

/** What Mermaid read: the state ids of each scope in order, their labels and insides, and the arrows. */
async function readBack(text: string) {
  await mermaid.parse(text);
  const root = (await mermaid.mermaidAPI.getDiagramFromText(text)).db.getRootDocV2();
  const scopes = new Map<string, string[]>();
  const labels = new Map<string, string>();
  const inside = new Map<string, string[]>();
  const arrows: string[] = [];
  const initial = new Map<string, string>();
  const addInside = (id: string, lines: string[]) => inside.set(id, [...(inside.get(id) ?? []), ...lines]);
  const walk = (scope: string, doc: MermaidStatement[]) => {
    const ids = scopes.get(scope) ?? [];
    scopes.set(scope, ids);
    for (const s of doc) {
      if (s.stmt === 'relation') {
        if (s.state1!.start) initial.set(scope, s.state2!.id!);
        else arrows.push(`${s.state1!.id} --> ${s.state2!.id} : ${decode(s.description)}`);
      } else if (s.stmt === 'state' && s.note) {
        addInside(s.id!, s.note.text.split('\n').map((line) => decode(line.trim())));
      } else if (s.stmt === 'state' && s.id) {
        if (!ids.includes(s.id)) ids.push(s.id);
        if (!labels.has(s.id)) labels.set(s.id, decode(s.description));
        else if (s.description) addInside(s.id, [decode(s.description)]);
        if (s.doc) walk(s.id, s.doc);
      }
    }
  };
  walk('root', root.doc!);
  return { scopes, labels, inside, arrows, initial };
}

function targeted(node: FlowNode): [string, Transition][] {
  const out: [string, Transition][] = [];
  for (const [event, list] of Object.entries(node.on ?? {})) for (const t of list) out.push([event, t]);
  for (const t of node.after ?? []) out.push(['after', t]);
  for (const t of node.always ?? []) out.push(['always', t]);
  for (const inv of node.invoke ?? []) {
    for (const t of inv.onDone ?? []) out.push([`done: ${inv.src}`, t]);
    for (const t of inv.onError ?? []) out.push([`error: ${inv.src}`, t]);
  }
  return out.filter(([, t]) => t.target !== undefined);
}

/** Checks that Mermaid reads the diagram as the flow: same states, nesting, initial states and arrows. */
async function expectSameFlow(flow: FlowNode) {
  const text = toMermaid(flow);
  const read = await readBack(text);
  const ids = new Map<string, string>();
  const visit = (node: FlowNode, names: string[], scope: string) => {
    const children = Object.keys(node.states ?? {});
    const inScope = (read.scopes.get(scope) ?? []).filter((id) => id !== 'any_state');
    expect(inScope, `states under ${scope}`).toHaveLength(children.length);
    children.forEach((name, i) => {
      const id = inScope[i];
      ids.set([...names, name].join('.'), id);
      expect(read.labels.get(id), `the label of ${id}`).toBe(name);
      if (i === 0) expect(read.initial.get(scope), `initial state of ${scope}`).toBe(id);
      visit(node.states![name], [...names, name], id);
    });
  };
  visit(flow, [], 'root');
  const expected: string[] = [];
  const paths = statePaths(flow);
  const collect = (node: FlowNode, names: string[]) => {
    const source = names.join('.');
    const from = source === '' ? 'any_state' : ids.get(source)!;
    for (const [trigger, t] of targeted(node)) {
      const to = ids.get(resolveTarget(paths, source, t.target!)!);
      expected.push(`${from} --> ${to} : ${trigger}${t.cond ? ` [${t.cond}]` : ''}`);
    }
    for (const [name, child] of Object.entries(node.states ?? {})) collect(child, [...names, name]);
  };
  collect(flow, []);
  // Mermaid's labels carry the delay ("after 5 s") and the actions; the start of each is checked.
  const read_ = read.arrows.map((a) => a.replace(/^(.* : after) [^[/]*?( \[|$| \/)/, '$1$2').replace(/ \/ .*$/, ''));
  expect(read_.sort()).toEqual(expected.sort());
  return { text, read };
}

describe('toMermaid', () => {
  const fixtures = fixtureFlows();

  test('the fixtures are read from their files', () => {
    expect(fixtures.length).toBeGreaterThan(10);
  });

  test.each(fixtures.map((f) => [f.name, f.flow] as const))('Mermaid reads %s as the flow', async (_name, flow) => {
    await expectSameFlow(flow);
  });

  test('nested states, guards, actions, delays, services and the initial state', async () => {
    const flow: FlowNode = {
      states: {
        idle: { on: { SUBMIT: [{ target: 'busy', cond: 'formIsValid', actions: ['saveDraft', 'showToast'] }] } },
        busy: {
          entryActions: ['showSpinner'],
          exitActions: ['hideSpinner'],
          invoke: [{ src: 'submitForm', onDone: [{ target: 'done' }], onError: [{ target: 'idle', actions: ['showError'] }] }],
          states: { start: { after: [{ target: 'busy.slow', delay: 5000 }] }, slow: { on: { TICK: [{ actions: ['count'] }] } } },
        },
        done: { always: [{ target: 'idle', cond: 'isReset' }] },
      },
      on: { RESET: [{ target: 'idle' }] },
    };
    const { text, read } = await expectSameFlow(flow);
    expect(text).toContain('idle --> busy : SUBMIT [formIsValid] / saveDraft, showToast');
    expect(text).toContain('busy --> done : done: submitForm');
    expect(read.arrows).toContain('busy --> idle : error: submitForm / showError');
    expect(read.arrows.some((a) => a.endsWith(': after 5 s'))).toBe(true);
    expect(read.inside.get('busy')).toEqual(['entry / showSpinner', 'exit / hideSpinner', 'invoke submitForm']);
    // A transition without a target stays in its state: written inside the box, not as an arrow.
    expect(read.inside.get('busy_slow')).toEqual(['TICK / count']);
    expect(read.arrows).toContain('any_state --> idle : RESET');
  });

  test('names Mermaid would misread get ids of their own, and keep their names as labels', async () => {
    const flow: FlowNode = {
      states: {
        'end': { on: { 'GO;NOW': [{ target: 'a.start' }] } },
        a: { states: { start: {}, 'b c': { on: { 'X%%': [{ target: 'a_start' }] } } } },
        a_start: { on: { '#1': [{ target: 'end' }] } },
        '9lives': {},
      },
    };
    const { text, read } = await expectSameFlow(flow);
    const all = [...read.scopes.values()].flat();
    expect(new Set(all).size).toBe(all.length);
    expect(read.arrows.map((a) => a.split(' : ')[1])).toEqual(expect.arrayContaining(['GO;NOW', 'X%%', '#1']));
    expect(text).not.toMatch(/%%/);
  });

  test('the same flow gives the same text, and a flow from a description renders', async () => {
    const { flow } = generateFlow({ text: 'The player starts in stopped. In stopped, PLAY goes to playing. In playing, STOP goes to stopped. In playing, after 5 minutes go to stopped.', mode: 'full' });
    expect(toMermaid(flow)).toBe(toMermaid(structuredClone(flow)));
    const { text } = await expectSameFlow(flow);
    expect(text).toMatch(/^stateDiagram-v2\n {2}\[\*\] --> stopped\n/);
    expect(text).toContain('playing --> stopped : after 5 min');
  });

  test('a diagram read back keeps each action after the slash, as toMermaid writes them', () => {
    const text = '```mermaid\n' + toMermaid({ initial: 'idle', states: { idle: { on: { SUBMIT: [{ target: 'busy', cond: 'formIsValid', actions: ['saveDraft', 'showToast'] }] } }, busy: { on: { DONE: [{ target: 'idle', actions: ['notify'] }] } } } }) + '```\n';
    expect(text).toContain('idle --> busy : SUBMIT [formIsValid] / saveDraft, showToast');
    const { flow } = generateFlow({ text, mode: 'full' });
    expect(flow.states?.idle.on?.SUBMIT).toEqual([{ target: 'busy', cond: 'formIsValid', actions: ['saveDraft', 'showToast'] }]);
    expect(flow.states?.busy.on?.DONE).toEqual([{ target: 'idle', actions: ['notify'] }]);
  });

  test('an empty flow is an empty diagram', async () => {
    expect(toMermaid({})).toBe('stateDiagram-v2\n');
    await expect(mermaid.parse(toMermaid({}))).resolves.toBeTruthy();
  });
});
