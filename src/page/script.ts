/**
 * The page's script, run in the browser as an ES module: it asks for the API key, sends the
 * description to POST /flows, shows the flow as a Mermaid diagram beside its JSON, marks on the
 * text what was not understood, and posts good/bad feedback. Everything the user typed is put
 * in the page as text, never as HTML.
 */
import type { Diagnostic, FlowNode } from '../model/flow.js';
import { toMermaid } from '../mermaid/to-mermaid.js';

interface MermaidGlobal {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

const KEY_STORE = 'flowscribe.apiKey';
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const mermaid = (globalThis as { mermaid?: MermaidGlobal }).mermaid;
mermaid?.initialize({ startOnLoad: false, securityLevel: 'strict' });

let flowId: string | undefined;
let renders = 0;

function askForKey(message = ''): void {
  $('key-panel').hidden = false;
  $('key-status').textContent = message;
  $('key-status').className = message ? 'status error' : 'status';
  $<HTMLInputElement>('key').focus();
}

const key = () => localStorage.getItem(KEY_STORE) ?? '';

/** POSTs JSON with the key; a 401 asks for the key again. Returns the parsed body, or throws its message. */
async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key() }, body: JSON.stringify(body) });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.ok) return json;
  const error = (json.error ?? {}) as { message?: string };
  if (response.status === 401) askForKey('The service did not accept this key: enter the key it printed when it first started.');
  throw new Error(error.message ?? `The service answered ${response.status}.`);
}

/** The text with every diagnostic's span marked, its message as the mark's title. */
function showReading(text: string, diagnostics: Diagnostic[]): void {
  const reading = $('reading');
  reading.replaceChildren();
  let at = 0;
  for (const d of diagnostics.filter((d) => d.input === 'text').sort((a, b) => a.span.start - b.span.start)) {
    if (d.span.start < at) continue; // overlapping spans: the first one is marked
    reading.append(text.slice(at, d.span.start));
    const mark = document.createElement('mark');
    mark.textContent = text.slice(d.span.start, d.span.end);
    mark.title = d.message;
    mark.className = d.severity;
    mark.dataset.code = d.code;
    reading.append(mark);
    at = d.span.end;
  }
  reading.append(text.slice(at));
  const list = $('diagnostics');
  list.replaceChildren(...diagnostics.map((d) => {
    const item = document.createElement('li');
    item.textContent = `${d.input === 'context' ? 'In the context: ' : ''}"${d.excerpt}": ${d.message}`;
    return item;
  }));
  if (!diagnostics.length) list.replaceChildren(Object.assign(document.createElement('li'), { textContent: 'Every sentence was used.' }));
  $('reading-panel').hidden = false;
}

async function showDiagram(flow: FlowNode): Promise<void> {
  const text = toMermaid(flow);
  const source = $('mermaid-source');
  source.textContent = text;
  const diagram = $('diagram');
  diagram.replaceChildren();
  if (!mermaid) {
    diagram.textContent = 'The diagram needs the mermaid package next to the service (npm install mermaid); its Mermaid text:';
    source.hidden = false;
    return;
  }
  source.hidden = true;
  const { svg } = await mermaid.render(`flow-diagram-${++renders}`, text);
  diagram.innerHTML = svg; // Mermaid's own output, sanitised by it (securityLevel strict)
}

async function generate(event: Event): Promise<void> {
  event.preventDefault();
  if (!key()) return askForKey('Enter the API key first.');
  const text = $<HTMLTextAreaElement>('text').value;
  const context = $<HTMLTextAreaElement>('context').value;
  $('status').textContent = 'Generating…';
  $('status').className = 'status';
  try {
    const answer = await post('/flows', { text, ...(context.trim() ? { context } : {}) });
    const result = answer.result as { flow: FlowNode };
    flowId = String(answer.id);
    $('json').textContent = JSON.stringify(result.flow, null, 2);
    $('result').hidden = false;
    showReading(text, answer.diagnostics as Diagnostic[]);
    await showDiagram(result.flow);
    $('feedback').hidden = false;
    $('feedback-status').textContent = '';
    for (const id of ['good', 'bad']) $<HTMLButtonElement>(id).disabled = false;
    $('status').textContent = 'Done.';
  } catch (error) {
    $('status').textContent = (error as Error).message;
    $('status').className = 'status error';
  }
}

async function rate(rating: 'good' | 'bad'): Promise<void> {
  if (!flowId) return;
  const comments = $<HTMLInputElement>('comments').value.trim();
  for (const id of ['good', 'bad']) $<HTMLButtonElement>(id).disabled = true;
  try {
    const recorded = await post(`/flows/${encodeURIComponent(flowId)}/feedback`, { rating, ...(comments ? { comments } : {}) });
    $('feedback-status').textContent = `Recorded: ${String(recorded.rating)}, at ${String(recorded.createdAt)}. Thank you.`;
    $('feedback-status').className = 'status';
  } catch (error) {
    $('feedback-status').textContent = (error as Error).message;
    $('feedback-status').className = 'status error';
    for (const id of ['good', 'bad']) $<HTMLButtonElement>(id).disabled = false;
  }
}

$('key-form').addEventListener('submit', (event) => {
  event.preventDefault();
  localStorage.setItem(KEY_STORE, $<HTMLInputElement>('key').value.trim());
  $('key-panel').hidden = true;
  $<HTMLTextAreaElement>('text').focus();
});
$('change-key').addEventListener('click', () => askForKey());
$('generate').addEventListener('submit', (event) => void generate(event));
$('good').addEventListener('click', () => void rate('good'));
$('bad').addEventListener('click', () => void rate('bad'));
if (!key()) askForKey();
