import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type Actor } from 'xstate';
import {
  carouselMachine,
  DEFAULT_FADE_MS,
  SHOWCASE_INTERVAL_MS,
  SLIDER_INTERVAL_MS,
} from './carouselMachine.ts';
import { selectCarousel } from './selectors.ts';
import type { CarouselEvent, CarouselInput } from './types.ts';

const running: Array<Actor<typeof carouselMachine>> = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

function harness(input: CarouselInput = { count: 3 }) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { input, clock });
  running.push(actor);
  actor.start();
  return {
    actor,
    clock,
    view: () => selectCarousel(actor.getSnapshot()),
    send: (event: CarouselEvent) => actor.send(event),
    tick: (ms: number) => clock.increment(ms),
  };
}

describe('auto-advance', () => {
  it('has the spec timings: 4000 ms showcase, 3000 ms slider, 300 ms fade', () => {
    expect([SHOWCASE_INTERVAL_MS, SLIDER_INTERVAL_MS, DEFAULT_FADE_MS]).toEqual([4000, 3000, 300]);
    const h = harness({ count: 2 });
    expect(h.actor.getSnapshot().context).toMatchObject({ intervalMs: 4000, fadeMs: 300 });
  });

  it('fades to the next slide after the interval, then shows it after the fade', () => {
    const h = harness({ count: 3 });
    expect(h.view()).toMatchObject({
      index: 0,
      isFading: false,
      isPlaying: true,
      isAutoAdvancing: true,
    });
    h.tick(3999);
    expect(h.view().isFading).toBe(false);
    h.tick(1);
    expect(h.view()).toMatchObject({ index: 0, nextIndex: 1, isFading: true });
    h.tick(299);
    expect(h.view().index).toBe(0);
    h.tick(1);
    expect(h.view()).toMatchObject({ index: 1, isFading: false });
  });

  it('uses the slider interval and wraps around from the last slide', () => {
    const h = harness({ count: 2, intervalMs: SLIDER_INTERVAL_MS, startIndex: 1 });
    h.tick(3000);
    h.tick(300);
    expect(h.view().index).toBe(0);
    h.tick(3000);
    h.tick(300);
    expect(h.view().index).toBe(1);
  });

  it('does not advance with one slide or none', () => {
    for (const count of [0, 1]) {
      const h = harness({ count });
      h.tick(10_000);
      expect(h.view()).toMatchObject({ index: 0, isAutoAdvancing: false });
      h.send({ type: 'NEXT' });
      expect(h.view().isFading).toBe(false);
    }
  });

  it('autoPlay false starts paused', () => {
    const h = harness({ count: 3, autoPlay: false });
    h.tick(10_000);
    expect(h.view()).toMatchObject({ index: 0, isPlaying: false });
  });
});

describe('manual navigation', () => {
  it('NEXT and PREV fade to the neighbour and wrap around', () => {
    const h = harness({ count: 3 });
    h.send({ type: 'PREV' });
    expect(h.view()).toMatchObject({ isFading: true, nextIndex: 2 });
    h.tick(300);
    expect(h.view().index).toBe(2);
    h.send({ type: 'NEXT' });
    h.tick(300);
    expect(h.view().index).toBe(0);
  });

  it('GO_TO fades to a valid other slide; same or out-of-range indexes are ignored', () => {
    const h = harness({ count: 3 });
    h.send({ type: 'GO_TO', index: 0 });
    h.send({ type: 'GO_TO', index: 3 });
    h.send({ type: 'GO_TO', index: -1 });
    h.send({ type: 'GO_TO', index: 1.5 });
    expect(h.view().isFading).toBe(false);
    h.send({ type: 'GO_TO', index: 2 });
    h.tick(300);
    expect(h.view().index).toBe(2);
  });

  it('navigation is ignored during a fade', () => {
    const h = harness({ count: 3 });
    h.send({ type: 'NEXT' });
    h.send({ type: 'NEXT' });
    h.send({ type: 'GO_TO', index: 2 });
    h.tick(300);
    expect(h.view().index).toBe(1);
  });

  it('a manual change restarts the interval', () => {
    const h = harness({ count: 3 });
    h.tick(3000);
    h.send({ type: 'NEXT' });
    h.tick(300);
    h.tick(3999);
    expect(h.view()).toMatchObject({ index: 1, isFading: false });
    h.tick(1);
    expect(h.view().isFading).toBe(true);
  });
});

describe('play / pause and interaction', () => {
  it('PAUSE stops and PLAY resumes with a full interval; TOGGLE_PLAY toggles', () => {
    const h = harness({ count: 3 });
    h.send({ type: 'PAUSE' });
    h.tick(10_000);
    expect(h.view()).toMatchObject({ index: 0, isPlaying: false, isAutoAdvancing: false });
    h.send({ type: 'TOGGLE_PLAY' });
    expect(h.view().isPlaying).toBe(true);
    h.tick(3999);
    expect(h.view().isFading).toBe(false);
    h.tick(1);
    expect(h.view().isFading).toBe(true);
    h.send({ type: 'TOGGLE_PLAY' });
    expect(h.view().isPlaying).toBe(false);
    h.tick(300);
    h.tick(10_000);
    expect(h.view().index).toBe(1);
    h.send({ type: 'PLAY' });
    h.tick(4000);
    h.tick(300);
    expect(h.view().index).toBe(2);
  });

  it.each([
    ['POINTER_ENTER', 'POINTER_LEAVE'],
    ['FOCUS_IN', 'FOCUS_OUT'],
  ] as const)('pauses while the user interacts (%s … %s)', (enter, leave) => {
    const h = harness({ count: 3 });
    h.tick(2000);
    h.send({ type: enter });
    expect(h.view()).toMatchObject({
      isInteracting: true,
      isAutoAdvancing: false,
      isPlaying: true,
    });
    h.tick(10_000);
    expect(h.view().index).toBe(0);
    h.send({ type: leave });
    h.tick(4000);
    h.tick(300);
    expect(h.view().index).toBe(1);
  });

  it('stays paused until both the pointer and the focus have left', () => {
    const h = harness({ count: 3 });
    h.send({ type: 'POINTER_ENTER' });
    h.send({ type: 'FOCUS_IN' });
    h.send({ type: 'POINTER_LEAVE' });
    h.tick(10_000);
    expect(h.view()).toMatchObject({ index: 0, isInteracting: true });
    h.send({ type: 'FOCUS_OUT' });
    expect(h.view().isAutoAdvancing).toBe(true);
  });

  it('interaction during a fade lets the fade finish, then stays', () => {
    const h = harness({ count: 3 });
    h.tick(4000);
    h.send({ type: 'POINTER_ENTER' });
    h.tick(300);
    expect(h.view().index).toBe(1);
    h.tick(10_000);
    expect(h.view().index).toBe(1);
  });
});

describe('prefers-reduced-motion', () => {
  it('from the input: no auto-advance, and manual changes happen without a fade', () => {
    const h = harness({ count: 3, reducedMotion: true });
    h.tick(10_000);
    expect(h.view()).toMatchObject({ index: 0, isAutoAdvancing: false, reducedMotion: true });
    h.send({ type: 'NEXT' });
    expect(h.view()).toMatchObject({ index: 1, isFading: false });
    h.send({ type: 'PREV' });
    h.send({ type: 'PREV' });
    expect(h.view().index).toBe(2);
    h.send({ type: 'GO_TO', index: 0 });
    expect(h.view().index).toBe(0);
  });

  it('from an event: pauses, and resumes when it is turned off', () => {
    const h = harness({ count: 3 });
    h.send({ type: 'SET_REDUCED_MOTION', reducedMotion: true });
    h.tick(10_000);
    expect(h.view().index).toBe(0);
    h.send({ type: 'SET_REDUCED_MOTION', reducedMotion: false });
    h.tick(4000);
    h.tick(300);
    expect(h.view().index).toBe(1);
  });

  it('flag events during a fade are kept', () => {
    const h = harness({ count: 3 });
    h.send({ type: 'NEXT' });
    h.send({ type: 'SET_REDUCED_MOTION', reducedMotion: true });
    h.send({ type: 'PAUSE' });
    h.send({ type: 'FOCUS_IN' });
    h.tick(300);
    expect(h.view()).toMatchObject({
      index: 1,
      reducedMotion: true,
      isPlaying: false,
      isInteracting: true,
    });
  });
});

describe('slides', () => {
  it('SET_COUNT replaces the slides and restarts at the first', () => {
    const h = harness({ count: 3, startIndex: 2 });
    expect(h.view().index).toBe(2);
    h.send({ type: 'SET_COUNT', count: 5 });
    expect(h.view()).toMatchObject({ index: 0, count: 5 });
    h.send({ type: 'SET_COUNT', count: 1 });
    expect(h.view().isAutoAdvancing).toBe(false);
  });

  it('wraps a start index beyond the slides', () => {
    expect(harness({ count: 3, startIndex: 4 }).view().index).toBe(1);
  });
});
