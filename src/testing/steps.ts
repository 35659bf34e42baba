/**
 * What flowscribe/testing hands its users: the steps of a walk through a flow and the states it
 * rests in. Plain JSON, so a walk can be printed, stored as a fixture and replayed later.
 */

/**
 * One thing the outside world does to the system. `guards` names the guards that hold while the
 * step is handled (every other guard of the flow does not); it is absent when none holds.
 */
export type Step =
  /** The event is sent. */
  | { type: 'event'; event: string; guards?: string[] }
  /** Time passes: exactly `ms` milliseconds, which brings the next timer of the flow due. */
  | { type: 'wait'; ms: number; guards?: string[] }
  /**
   * The service `service` invoked by `state` (a dotted path, `''` for the root) settles: `done`
   * when it succeeds, `error` when it fails.
   */
  | { type: 'done' | 'error'; state: string; service: string; guards?: string[] };

export interface Walk {
  /**
   * The guards that hold while the flow starts, for a flow whose initial state decides at once
   * where to go ("if the cart is empty it goes to empty"); absent when none holds.
   */
  startGuards?: string[];
  steps: Step[];
  /**
   * Where the flow rests, as the dotted path of its innermost active state (`''` for a flow
   * without states): `states[0]` once started, `states[i + 1]` after `steps[i]`.
   */
  states: string[];
}

export interface FlowPath extends Walk {
  /**
   * Every transition the walk takes, in order, named by its place in the flow:
   * `checkout.payment on SUBMIT[1]`, `green after[0]`, `(root) always[0]`,
   * `loading invoke[0].onDone[0]` (the index is the transition's position in its list).
   */
  transitions: string[];
}

/**
 * A short readable form of a step, for messages: `SUBMIT [cartIsEmpty]`, `wait 5000 ms`,
 * `done fetch in loading`. A wait without its time reads `wait for the next timer`.
 */
export function stepText(step: Step | { type: 'wait'; ms?: undefined; guards?: string[] }): string {
  const base =
    step.type === 'event' ? step.event
    : step.type === 'wait' ? (step.ms === undefined ? 'wait for the next timer' : `wait ${step.ms} ms`)
    : `${step.type} ${step.service}${step.state ? ` in ${step.state}` : ''}`;
  return step.guards?.length ? `${base} [${step.guards.join(', ')}]` : base;
}
