/** Model-based test of the carousel over its own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { buildModel, replayAll, type ModelSpec } from '../testing/model.ts';
import { carouselMachine } from './carouselMachine.ts';
import { selectCarousel, type CarouselSnapshot } from './selectors.ts';
import type { CarouselEvent } from './types.ts';

const events: CarouselEvent[] = [
  { type: 'NEXT' },
  { type: 'PREV' },
  { type: 'GO_TO', index: 2 },
  { type: 'TOGGLE_PLAY' },
  { type: 'PLAY' },
  { type: 'PAUSE' },
  { type: 'POINTER_ENTER' },
  { type: 'POINTER_LEAVE' },
  { type: 'FOCUS_IN' },
  { type: 'FOCUS_OUT' },
  { type: 'SET_REDUCED_MOTION', reducedMotion: true },
  { type: 'SET_REDUCED_MOTION', reducedMotion: false },
];

const spec: ModelSpec<typeof carouselMachine> = {
  machine: carouselMachine,
  input: { count: 3, intervalMs: 4000, fadeMs: 300 },
  promiseActors: [],
  outputs: {},
  events: events as EventObject[],
  delays: { autoAdvance: 4000, fade: 300 },
  describe: (snapshot: CarouselSnapshot) => ({ value: snapshot.value, ...snapshot.context }),
  check: (snapshot: CarouselSnapshot) => {
    const view = selectCarousel(snapshot);
    expect(view.index).toBeGreaterThanOrEqual(0);
    expect(view.index).toBeLessThan(3);
    if (!view.isFading) expect(view.nextIndex).toBe(view.index);
    // The interval runs exactly when the carousel auto-advances.
    if (!view.isFading) {
      expect(snapshot.matches({ showing: 'auto' })).toBe(view.isAutoAdvancing);
    }
  },
};

describe('carouselMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([
      'carousel.showing.deciding',
    ]);
    for (const type of [
      ...new Set(events.map((e) => e.type)),
      'xstate.after.autoAdvance.carousel.showing.auto',
      'xstate.after.fade.carousel.fading',
    ]) {
      expect(built.replayed, type).toContain(type);
    }
  });

  it('replays every path on a real actor', { timeout: 120_000 }, async () => {
    expect(built.paths.length).toBeGreaterThan(10);
    await replayAll(spec, built);
  });
});
