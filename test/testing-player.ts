/**
 * The tiny media player of the README's flowscribe/testing section: a real implementation to
 * test against the flow of its description, and the same with a planted bug.
 */
export const PLAYER_DESCRIPTION =
  'The player starts in stopped. In stopped, PLAY goes to playing. In playing, PAUSE goes to paused. ' +
  'In paused, PLAY goes to playing. From playing, STOP moves to stopped. From paused, STOP moves to stopped. ' +
  'In paused, after 60 seconds go to stopped.';

export class Player {
  playing = false;
  paused = false;
  private pausedFor = 0;

  /** `withBug`: stopping forgets to clear `paused`, so a player stopped while paused stays paused. */
  constructor(private readonly withBug = false) {}

  play(): void {
    this.playing = true;
    this.paused = false;
  }

  pause(): void {
    this.playing = false;
    this.paused = true;
    this.pausedFor = 0;
  }

  stop(): void {
    this.playing = false;
    if (!this.withBug) this.paused = false;
  }

  /** Time passes; a player left paused for a minute stops. */
  tick(ms: number): void {
    if (this.paused && (this.pausedFor += ms) >= 60_000) this.stop();
  }
}
