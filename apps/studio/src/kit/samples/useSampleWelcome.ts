import { useEffect } from 'react';
import type { ProjectList } from '@hds/api-client';
import { toast } from '@hds/ui';
import { readWelcomed, rememberWelcomed, sampleMessages, shouldWelcome } from './samples.ts';

/** The 'Welcome' toast (spec part 1 §8), once per sample project and device. */
export function welcomeToSample(projectId: string) {
  rememberWelcomed(localStorage, projectId);
  toast({
    title: sampleMessages.welcome,
    description: sampleMessages.welcomeDescription,
    variant: 'success',
  });
}

/**
 * Says 'Welcome' when the project list shows a sample project the server has just made for a
 * first-time user (see `shouldWelcome`). Any page that lists projects can call it.
 */
export function useSampleWelcome(list: ProjectList | undefined) {
  useEffect(() => {
    const sample = list?.results.find((p) => p.is_sample);
    if (sample && shouldWelcome(sample, readWelcomed(localStorage), Date.now())) {
      welcomeToSample(sample.id);
    }
  }, [list]);
}
