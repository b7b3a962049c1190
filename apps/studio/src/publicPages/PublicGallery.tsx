import { useEffect, useMemo, useRef, useState } from 'react';
import {
  createGalleryApi,
  createHttpClient,
  galleryDownloadName,
  nextGalleryPage,
  type GalleryItem as WireItem,
} from '@hds/api-client';
import { galleryPageMessages } from '../features/gallery/galleryMessages.ts';
import { toViewItem } from '../features/gallery/galleryItems.ts';
import {
  readGalleryUrl,
  toListFilters,
  writeGalleryUrl,
  type GalleryUrlState,
} from '../features/gallery/galleryUrl.ts';
import type { PublicPageData } from './publicData.ts';
import * as styles from '../public/public.css.ts';
import { GalleryDetailDialog, GalleryView, SignInPromptDialog, toast } from './ui.ts';

type ListData = Extract<PublicPageData, { page: 'gallery' }>;
type DesignData = Extract<PublicPageData, { page: 'design' }>;

const api = createGalleryApi(createHttpClient());

/** A like from someone signed out: not a failure, the sign-in prompt answers it. */
class SignInNeeded extends Error {
  override name = 'SignInNeeded';
}

interface ListState {
  url: GalleryUrlState;
  items: WireItem[];
  total: number | undefined;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
}

const listOf = (data: ListData): ListState => ({
  url: data.url,
  items: data.list.items,
  total: data.list.total,
  hasMore: data.list.hasMore,
  loading: false,
  loadingMore: false,
  error: null,
});

const listHref = (url: GalleryUrlState) => {
  const query = writeGalleryUrl(url).toString();
  return `/app/gallery${query ? `?${query}` : ''}`;
};

/** The share button's callbacks: the device sheet or the clipboard, each counted. */
function sharing(id: () => string | undefined) {
  const count = () => {
    const current = id();
    if (current) void api.share(current).catch(() => undefined);
  };
  return {
    origin: typeof window === 'undefined' ? '' : window.location.origin,
    nativeShare:
      typeof navigator !== 'undefined' && typeof navigator.share === 'function'
        ? async (data: { title: string; url: string }) => {
            await navigator.share(data);
            count();
          }
        : undefined,
    copy: async (text: string) => {
      await navigator.clipboard.writeText(text);
      count();
    },
    downloadName: (item: { id: string; title: string }) => galleryDownloadName(item),
    onError: (failure: { error: unknown; title: string; description: string }) => {
      if (failure.error instanceof SignInNeeded) return;
      toast({ title: failure.title, description: failure.description, variant: 'destructive' });
    },
  };
}

interface PublicGalleryProps {
  initial: ListData | DesignData;
  onSignIn: () => void;
}

/** The gallery, or a design's own page (`/gallery/{id}`, `/app/gallery/{id}`). */
export function PublicGallery({ initial, onSignIn }: PublicGalleryProps) {
  const [signInPrompt, setSignInPrompt] = useState(false);
  const askToSignIn = () => {
    setSignInPrompt(true);
    throw new SignInNeeded();
  };
  return (
    <>
      {initial.page === 'design' ? (
        <PublicDesign data={initial} onLike={askToSignIn} />
      ) : (
        <PublicGalleryList initial={initial} onLike={askToSignIn} />
      )}
      <SignInPromptDialog
        isOpen={signInPrompt}
        onOpenChange={setSignInPrompt}
        onSignIn={onSignIn}
        title={galleryPageMessages.signInTitle}
        description={galleryPageMessages.signInText}
      />
    </>
  );
}

/**
 * A design's own page, as a shared link opens it: the design under an h1 with Like, Share and
 * Download, and the way back to the gallery (with the link's filters).
 */
function PublicDesign({ data, onLike }: { data: DesignData; onLike: () => never }) {
  const share = sharing(() => data.item.id);
  return (
    <>
      <p className={styles.back}>
        <a href={listHref(data.url)}>← Gallery</a>
      </p>
      <GalleryDetailDialog
        presentation="page"
        item={toViewItem(data.item)}
        onClose={() => window.location.assign(listHref(data.url))}
        onLike={onLike}
        onReport={(item, reason) => api.report(item.id, reason)}
        {...share}
      />
    </>
  );
}

/**
 * The public gallery for a visitor (issue #41): the studio's `GalleryView` over the server's
 * first page (in the prerendered HTML), then the visitor's own searches, filters and pages. The
 * URL holds the search, filters and view (`galleryUrl.ts`), so back/forward, reload and a
 * sign-in (the Google redirect comes back to it) keep them; a design opens in the dialog at
 * `/app/gallery/{id}`, as in the studio.
 */
function PublicGalleryList({ initial, onLike }: { initial: ListData; onLike: () => never }) {
  const [list, setList] = useState<ListState>(() => listOf(initial));
  const [selected, setSelected] = useState<WireItem | null>(null);
  const request = useRef(0);
  const selectedId = useRef<string | undefined>(undefined);
  selectedId.current = selected?.id;

  const load = (url: GalleryUrlState, page = 1, before: WireItem[] = []) => {
    const ticket = ++request.current;
    setList((l) => ({ ...l, url, loading: page === 1, loadingMore: page > 1, error: null }));
    api.list(toListFilters(url), page).then(
      (reply) => {
        if (ticket !== request.current) return;
        setList({
          url,
          items: [...before, ...reply.items],
          total: reply.total,
          hasMore: reply.hasMore,
          loading: false,
          loadingMore: false,
          error: null,
        });
      },
      (err: unknown) => {
        if (ticket !== request.current) return;
        const message = err instanceof Error ? err.message : String(err);
        setList((l) => ({ ...l, loading: false, loadingMore: false, error: message }));
      },
    );
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  // Back and forward walk the URL's filters and the open design.
  useEffect(() => {
    const onPop = () => {
      const url = readGalleryUrl(new URLSearchParams(window.location.search));
      const id = /\/gallery\/([\w-]+)$/.exec(window.location.pathname)?.[1];
      setSelected((s) => (id && s?.id === id ? s : null));
      if (!id) loadRef.current(url);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // A shared link to a design that is gone lands on the gallery, saying so.
  useEffect(() => {
    if (!initial.missing) return;
    toast({ title: 'Error', description: galleryPageMessages.notFound, variant: 'destructive' });
    window.history.replaceState(null, '', listHref(initial.url));
  }, [initial]);

  const go = (url: GalleryUrlState) => {
    window.history.pushState(null, '', listHref(url));
    load(url);
  };

  const items = useMemo(() => list.items.map(toViewItem), [list.items]);
  const query = writeGalleryUrl(list.url).toString();

  return (
    <GalleryView
      subtitle={galleryPageMessages.subtitle}
      items={list.loading && !list.items.length ? undefined : items}
      total={list.total}
      isLoading={list.loading}
      error={list.error}
      onRetry={() => load(list.url)}
      hasMore={list.hasMore}
      isLoadingMore={list.loadingMore}
      onLoadMore={() => load(list.url, nextGalleryPage(list.items.length), list.items)}
      search={list.url.search}
      onSearch={(search) => go({ ...list.url, search })}
      filters={list.url.filters}
      onFiltersChange={(filters) => go({ ...list.url, filters })}
      view={list.url.view}
      onViewChange={(view) => go({ ...list.url, view })}
      selected={selected ? toViewItem(selected) : null}
      onOpen={(item) => {
        setSelected(list.items.find((i) => i.id === item.id) ?? null);
        window.history.pushState(
          { fromGallery: true },
          '',
          `/app/gallery/${item.id}${query ? `?${query}` : ''}`,
        );
      }}
      onClose={() => {
        setSelected(null);
        if ((window.history.state as { fromGallery?: boolean } | null)?.fromGallery)
          window.history.back();
        else window.history.replaceState(null, '', listHref(list.url));
      }}
      onLike={onLike}
      onReport={(item, reason) => api.report(item.id, reason)}
      {...sharing(() => selectedId.current)}
    />
  );
}
