/**
 * The English that describedFlows writes: plain, common sentences any reader of descriptions
 * should handle, kept here as data so the reading engine can be checked against exactly these.
 * test/testing-described.test.ts reads every flow back through generateFlow (the round trip),
 * so a template here is one the engine reads today; a template the engine misreads is dropped,
 * not worked around. Dropped so, because the engine misreads them whenever {source} is named
 * there for the first time: 'When {event} happens in {source}, go to {target}.' (read as an
 * event SUBMIT_HAPPENS_IN_IDLE_PANEL of the state before) and 'After {seconds} seconds in
 * {source}, go to {target}.' (read as a timeout of the state the previous sentence ended in).
 *
 * Slots: {machine} a noun for the thing described; {state}, {source}, {target} camelCase state
 * names; {event} a SCREAMING_SNAKE_CASE event; {seconds} a whole number of seconds, 2 or more.
 */
export const SENTENCE_TEMPLATES = {
  /** Where the flow starts: always the first sentence. */
  start: ['The {machine} starts in {state}.'],
  /** `{source}` on `{event}` goes to `{target}`. */
  event: [
    'In {source}, {event} goes to {target}.',
    'In {source}, when {event} happens, go to {target}.',
    'From {source}, {event} moves to {target}.',
  ],
  /** `{source}` goes to `{target}` after `{seconds}` seconds. */
  delay: [
    'In {source}, after {seconds} seconds go to {target}.',
    'In {source}, go to {target} after {seconds} seconds.',
  ],
} as const;

/** Words the slots are filled from. States are a first word and a second one: `savingForm`. */
export const SLOT_WORDS = {
  machine: ['machine', 'widget', 'door', 'player', 'kiosk', 'uploader'],
  stateFirst: ['idle', 'ready', 'busy', 'paused', 'saving', 'loading', 'editing', 'waiting', 'closed', 'failed'],
  stateSecond: ['Panel', 'Form', 'Card', 'Menu', 'List', 'Item'],
  eventFirst: ['SUBMIT', 'CANCEL', 'OPEN', 'CLOSE', 'RESET', 'SAVE', 'RETRY', 'TOGGLE', 'FINISH', 'PAUSE', 'RESUME', 'CONFIRM'],
  eventSecond: ['', '_FORM', '_ITEM', '_MENU'],
  seconds: [2, 3, 5, 10, 30, 60],
} as const;

/** Fills a template's slots. */
export function fillTemplate(template: string, slots: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in slots)) throw new Error(`template '${template}' has a slot {${name}} with no value`);
    return String(slots[name]);
  });
}
