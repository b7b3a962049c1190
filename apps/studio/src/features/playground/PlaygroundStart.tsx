import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { PlaygroundWelcome, Skeleton, toast } from '@hds/ui';
import { homeDesignApi, homeDesignQueries } from '../../kit/api/homeDesign.ts';
import { boardQueries } from '../../kit/api/boards.ts';
import { ImageChooser } from './ImageChooser.tsx';
import { PlaygroundUpload } from './PlaygroundUpload.tsx';
import {
  isFirstTimeUser,
  sampleMessages,
  sampleNavigation,
  sampleTile,
} from '../../kit/samples/samples.ts';
import { useSampleWelcome, welcomeToSample } from '../../kit/samples/useSampleWelcome.ts';
import * as styles from './playground.css.ts';

/** Images per server page of 'Your Recent Images' (spec part 1 §9: 8 requested). */
const RECENT_PAGE = 8;

const failSamples = () =>
  toast({ title: 'Error', description: sampleMessages.initFailed, variant: 'destructive' });

/**
 * The playground with no image (spec part 1 §2): the welcome card with the sample images for a
 * first-time user, else 'Choose an Image to Start'. The server makes the sample project during
 * the first project list; when there is none (the user deleted it) the card offers to make one.
 */
export function PlaygroundStart() {
  const projects = useQuery(homeDesignQueries.projects.list());
  const boards = useQuery(boardQueries.list());
  // The user's images newest first, a server page at a time (spec: 8 requested, 4 shown; the
  // chooser's 'Show more images' asks for the next page).
  const recent = useInfiniteQuery(
    homeDesignQueries.images.pages({ ordering: '-created_at', page_size: RECENT_PAGE }),
  );
  const recentImages = useMemo(() => recent.data?.pages.flatMap((p) => p.results), [recent.data]);
  useSampleWelcome(projects.data);

  const sampleProject = projects.data?.results.find((p) => p.is_sample);
  const sample = useQuery({
    ...homeDesignQueries.projects.detail(sampleProject?.id ?? ''),
    enabled: !!sampleProject,
  });
  const create = useMutation({
    mutationFn: () => homeDesignApi.createSampleProject(),
    meta: { invalidates: [homeDesignQueries.projects.all(), ['boards'], ['images']] },
    onSuccess: (project) => welcomeToSample(project.id),
    onError: failSamples,
  });

  const samplesFailed = projects.isError || sample.isError || create.isError;
  useEffect(() => {
    if (projects.isError || sample.isError) failSamples();
  }, [projects.isError, sample.isError]);

  // Recent images are a convenience: without them the cards still work.
  const own = recent.isError
    ? []
    : recentImages?.filter((i) => !sampleProject || i.project !== sampleProject.id);
  const samples = sample.data?.images ?? (projects.isSuccess && !sampleProject ? [] : undefined);
  const retry = () => {
    if (projects.isError) void projects.refetch();
    else if (sample.isError) void sample.refetch();
    else create.mutate();
  };

  // Until the lists answer it is not known which card to show: keep the room of one.
  if (projects.isPending || boards.isPending || recent.isPending) {
    return (
      <div
        className={styles.deciding}
        role="status"
        aria-busy="true"
        aria-label="Loading the playground"
      >
        <Skeleton shape="rect" height="100%" />
      </div>
    );
  }

  const firstTime =
    projects.isSuccess &&
    isFirstTimeUser({
      projects: projects.data.results,
      projectCount: projects.data.count,
      boards: boards.data?.results ?? [],
      ownImages: own?.length ?? 0,
    });

  if (firstTime) {
    return (
      <PlaygroundWelcome
        samples={samples?.map(sampleTile)}
        isLoading={samples === undefined && !samplesFailed}
        error={samplesFailed ? sampleMessages.initFailed : undefined}
        onRetry={retry}
        isRetrying={create.isPending}
        sampleRouterOptions={sampleNavigation}
      >
        <h3 className={styles.uploadTitle}>Or Upload Your Own</h3>
        <PlaygroundUpload />
      </PlaygroundWelcome>
    );
  }
  return (
    <ImageChooser
      recent={own}
      hasMoreRecent={recent.hasNextPage && !recent.isFetchNextPageError}
      isLoadingMoreRecent={recent.isFetchingNextPage}
      onLoadMoreRecent={() => void recent.fetchNextPage()}
      samples={samples}
      samplesFailed={samplesFailed}
      onRetrySamples={retry}
    />
  );
}
