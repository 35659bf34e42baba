/**
 * What a light shows beside the change it shows: "The indicator lamp turns orange and the cooker is
 * in COOK mode", "The pump enters INFUSING and the green indicator flashes", "Tap a ticket to start it
 * — the header turns blue (In progress)". Where another clause of the sentence tells where the thing
 * goes, the light's colour is no state of it. (An LED's table, where the lights are the states, tells
 * no other change: "If an IP address is obtained, the LED changes to solid green".)
 */
import { listed } from '../grammar/words.js';
import type { Reading } from './meaning.js';

const goes = (r: Reading) => r.meanings.some((m) => m.kind === 'motion' && !!m.target && !m.stay);
const lightHead = (r: Reading) => {
  const head = r.parts.subject?.tokens[r.parts.subject.tokens.length - 1];
  return !!head && listed('SignalLightNouns', head.norm);
};
// (The light shows, it goes nowhere: "turns orange", "flashes"; not "the light goes to green", where the light is the machine.)
const ofLight = (r: Reading) => lightHead(r) && !r.parts.preps.some((p) => listed('TargetPrepositions', p.prep)) && r.meanings.every((m) => m.kind === 'motion' || m.kind === 'none');

export function withIndicatorAsides(readings: Reading[]): Reading[] {
  // (Another clause with a subject of its own tells where the thing goes.)
  if (!readings.some((r) => (!!r.parts.subject || !!r.parts.gerundSubject) && !lightHead(r) && goes(r))) return readings;
  // (Not a state the light's clause names as a name or in brackets: "the indicator turns green (active)".)
  const named = (r: Reading) => r.meanings.some((m) => m.kind === 'motion' && m.target?.tokens.some((t) => t.kind !== 'word' || r.parts.tokens[r.parts.tokens.indexOf(t) - 1]?.text === '('));
  return readings.map((r) => (ofLight(r) && goes(r) && !named(r) ? { ...r, meanings: [{ kind: 'none' }] } : r));
}
