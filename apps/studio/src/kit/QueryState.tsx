import type { ReactNode } from 'react';
import { ApiError } from '@hds/api-client';
import { AsyncState, ButtonLink, EmptyState, Skeleton, asyncStatus, type IconName } from '@hds/ui';
import * as page from './page.css.ts';

/** The parts of a query's result the states read. */
export interface QueryStatus {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Whether the thing asked for is gone or someone else's (both answer 404). */
export const isNotFound = (query: Pick<QueryStatus, 'error'>) =>
  query.error instanceof ApiError && query.error.status === 404;

export interface QueryStateProps {
  query: QueryStatus;
  /** The failure's title, above Try Again (which asks again). */
  failedTitle: string;
  /** What a 404 says instead of the failure, and the way back. */
  notFound?: {
    title: string;
    description?: string;
    icon: IconName;
    back: { href: string; label: string };
  };
  /** The placeholders while the query is pending. */
  loading: ReactNode;
  /**
   * A whole screen's state: each state is a page section, named `Loading {screen}` while
   * loading and by its heading otherwise (ids `{screen}-missing`, `{screen}-error`). Without
   * it the states stand alone, inside a page that has its own heading.
   */
  screen?: string;
}

/**
 * What a screen or a list shows until its query has data: not found with a way back, else
 * `AsyncState` fed by the query (the failure with Try Again, or the placeholders). Null once
 * there is data to show.
 */
export function QueryState({ query, failedTitle, notFound, loading, screen }: QueryStateProps) {
  const section = (id: string, body: ReactNode) =>
    screen ? (
      <section className={page.page} aria-labelledby={`${screen}-${id}`}>
        {body}
      </section>
    ) : (
      body
    );
  const heading = (id: string, text: string) =>
    screen ? <span id={`${screen}-${id}`}>{text}</span> : text;

  if (notFound && isNotFound(query)) {
    return section(
      'missing',
      <EmptyState
        headingLevel={2}
        icon={notFound.icon}
        title={heading('missing', notFound.title)}
        description={notFound.description}
        action={
          <ButtonLink variant="secondary" href={notFound.back.href}>
            {notFound.back.label}
          </ButtonLink>
        }
      />,
    );
  }
  const status = asyncStatus({ isLoading: query.isPending, isError: query.isError });
  if (status === 'ready') return null;
  const state = (
    <AsyncState
      status={status}
      loading={loading}
      error={heading('error', failedTitle)}
      errorHeadingLevel={2}
      onRetry={() => void query.refetch()}
      retryLabel="Try Again"
    />
  );
  if (!screen) return state;
  return status === 'loading' ? (
    <section className={page.page} aria-busy="true" aria-label={`Loading ${screen}`}>
      {state}
    </section>
  ) : (
    section('error', state)
  );
}

/** Placeholders in the shape of the screen to come: widths for lines, `h` + a height for blocks. */
export function SkeletonShape({ sizes }: { sizes: string[] }) {
  return sizes.map((size, i) =>
    size.startsWith('h') ? (
      <Skeleton key={i} shape="rect" height={size.slice(1)} />
    ) : (
      <Skeleton key={i} width={size} />
    ),
  );
}
