import { describe, expect, it } from 'vitest';
import { describeRecipe, stepOfVersion } from './recipes.ts';
import { makeVersion } from './msw/homeDesignFixtures.ts';

describe('stepOfVersion', () => {
  it("makes a completed edit's step again: its operation and arguments, seed kept, job id dropped", () => {
    const version = makeVersion({
      kind: 'edited',
      operation: 'lighting',
      status: 'completed',
      params: { preset: 'golden_hour', seed: 1234, job_id: 'job-1' },
    });
    expect(stepOfVersion(version)).toEqual({
      operation: 'lighting',
      args: { preset: 'golden_hour', seed: 1234 },
    });
  });

  it('has no step for an original, an unfinished edit or an operation it does not know', () => {
    expect(stepOfVersion(makeVersion())).toBeNull();
    expect(
      stepOfVersion(makeVersion({ kind: 'edited', operation: 'lighting', status: 'processing' })),
    ).toBeNull();
    expect(
      stepOfVersion(
        makeVersion({ kind: 'edited', operation: 'teleport' as never, status: 'completed' }),
      ),
    ).toBeNull();
  });
});

describe('describeRecipe', () => {
  it('reads the steps in one line: label, arguments, then the seed', () => {
    expect(
      describeRecipe({
        steps: [
          { operation: 'lighting', args: { preset: 'golden_hour', brightness: 1.2, seed: 1234 } },
          { operation: 'lighting', args: {} },
        ],
      }),
    ).toBe('Lighting · golden hour · brightness 1.2 · seed 1234, then Lighting');
  });
});
