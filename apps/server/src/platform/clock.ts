/** The one way the server reads the time, so tests can fix it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stays where it is put. */
export function fixedClock(
  at: Date | string,
): Clock & { set(next: Date | string): void; advance(ms: number): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** The real clock moved by an offset that tests set (`TEST_CLOCK_TOKEN`, `platform/http/test-clock.routes.ts`). */
export interface MovableClock extends Clock {
  offsetMs(): number;
  setOffset(ms: number): void;
}

export function offsetClock(base: Clock = systemClock): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    offsetMs: () => offset,
    setOffset: (ms) => {
      offset = ms;
    },
  };
}
