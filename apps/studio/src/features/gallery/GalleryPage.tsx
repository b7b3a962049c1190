import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  galleryDownloadName,
  type GalleryItem as WireItem,
  type GalleryList,
} from '@hds/api-client';
import {
  Dialog,
  GalleryView,
  LeadForm,
  SignInPromptDialog,
  toast,
  type GalleryItem,
  type GalleryViewProps,
} from '@hds/ui';
import { useAuth } from '../../auth/AuthContext.tsx';
import { galleryApi, galleryQueries } from '../../kit/api/gallery.ts';
import { pageLeadFailure, useLeadSubmit } from '../../kit/useLeadSubmit.ts';
import {
  readGalleryUrl,
  toListFilters,
  writeGalleryUrl,
  type GalleryUrlState,
} from './galleryUrl.ts';
import { galleryPageMessages } from './galleryMessages.ts';
import { toViewItem } from './galleryItems.ts';
import * as styles from './gallery.css.ts';

export { galleryPageMessages };

/** A like from someone signed out: not a failure, the sign-in prompt answers it. */
class SignInNeeded extends Error {
  override name = 'SignInNeeded';
}

/** Writes the server's reply into every cached copy of the item (its detail and list pages). */
function patchItem(client: QueryClient, id: string, patch: (item: WireItem) => WireItem) {
  client.setQueryData<WireItem>(galleryQueries.detail(id).queryKey, (old) =>
    old ? patch(old) : old,
  );
  client.setQueriesData<InfiniteData<GalleryList>>({ queryKey: ['gallery', 'list'] }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((p) => ({
            ...p,
            items: p.items.map((i) => (i.id === id ? patch(i) : i)),
          })),
        }
      : old,
  );
}

/**
 * `/app/gallery` (issue #20, spec part 2 §2): the public gallery, signed in or not. Search,
 * filters and the view are in the URL; `/app/gallery/:itemId` and `/gallery/:itemId` open the
 * detail dialog. The dialog's Contact button opens the lead form (minimal) for that design; the
 * lead names the item, so its author reads it in their inbox (issue #21).
 */
export function GalleryPage({ onContact }: Pick<GalleryViewProps, 'onContact'> = {}) {
  const { itemId } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const auth = useAuth();
  const [signInPrompt, setSignInPrompt] = useState(false);
  const [contactItem, setContactItem] = useState<GalleryItem | null>(null);
  const submitLead = useLeadSubmit(
    {
      galleryItemId: contactItem?.id,
      pageUrl: contactItem ? `/gallery/${contactItem.id}` : undefined,
    },
    contactItem !== null,
  );
  const state = readGalleryUrl(params);
  const list = useInfiniteQuery(galleryQueries.list(toListFilters(state)));
  const detail = useQuery({ ...galleryQueries.detail(itemId ?? ''), enabled: Boolean(itemId) });
  const items = list.data?.pages.flatMap((p) => p.items);
  const wireSelected = itemId ? (detail.data ?? items?.find((i) => i.id === itemId) ?? null) : null;

  const query = params.toString();
  const listHref = `/app/gallery${query ? `?${query}` : ''}`;
  const update = (next: Partial<GalleryUrlState>) =>
    setParams(writeGalleryUrl({ ...state, ...next }));

  // A deep link to an item that is gone (unpublished, hidden) lands on the gallery.
  const missing = Boolean(itemId) && detail.isError;
  useEffect(() => {
    if (!missing) return;
    toast({ title: 'Error', description: galleryPageMessages.notFound, variant: 'destructive' });
    void navigate(listHref, { replace: true });
  }, [missing, navigate, listHref]);

  const countShare = (id: string) =>
    void galleryApi
      .share(id)
      .then((r) =>
        patchItem(client, id, (i) => ({ ...i, stats: { ...i.stats, shares: r.shares } })),
      )
      .catch(() => undefined);
  const canShareNatively =
    typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <div className={styles.page}>
      <GalleryView
        subtitle={galleryPageMessages.subtitle}
        items={items?.map(toViewItem)}
        total={list.data?.pages[0]?.total}
        isLoading={list.isPending}
        error={list.isError ? list.error.message : null}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        isLoadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        search={state.search}
        onSearch={(search) => update({ search })}
        filters={state.filters}
        onFiltersChange={(filters) => update({ filters })}
        view={state.view}
        onViewChange={(view) => update({ view })}
        selected={wireSelected ? toViewItem(wireSelected) : null}
        onOpen={(item) =>
          void navigate(`/app/gallery/${item.id}${query ? `?${query}` : ''}`, {
            state: { fromGallery: true },
          })
        }
        onClose={() => {
          if ((location.state as { fromGallery?: boolean } | null)?.fromGallery) void navigate(-1);
          else void navigate(listHref, { replace: true });
        }}
        onLike={async (item) => {
          if (!auth.isAuthenticated || !auth.serverUser) {
            setSignInPrompt(true);
            throw new SignInNeeded();
          }
          const reply = await galleryApi.like(item.id);
          patchItem(client, item.id, (i) => ({
            ...i,
            liked: reply.liked,
            stats: { ...i.stats, likes: reply.likes },
          }));
        }}
        origin={window.location.origin}
        nativeShare={
          canShareNatively
            ? async (data) => {
                await navigator.share(data);
                if (itemId) countShare(itemId);
              }
            : undefined
        }
        copy={async (text) => {
          await navigator.clipboard.writeText(text);
          if (itemId) countShare(itemId);
        }}
        onError={(failure) => {
          if (failure.error instanceof SignInNeeded) return;
          toast({ title: failure.title, description: failure.description, variant: 'destructive' });
        }}
        onContact={onContact ?? setContactItem}
        onReport={(item, reason) => galleryApi.report(item.id, reason)}
        downloadName={(item) => galleryDownloadName(item)}
      />
      <Dialog
        isOpen={contactItem !== null}
        onOpenChange={(open) => {
          if (!open) setContactItem(null);
        }}
        title={contactItem ? `Contact ${contactItem.author.name}` : 'Contact'}
        size="md"
      >
        {contactItem ? (
          <LeadForm
            key={contactItem.id}
            variant="minimal"
            source="gallery"
            submitLead={submitLead}
            failure={pageLeadFailure}
          />
        ) : null}
      </Dialog>
      <SignInPromptDialog
        isOpen={signInPrompt}
        onOpenChange={setSignInPrompt}
        onSignIn={() => auth.signInWithGoogle()}
        title={galleryPageMessages.signInTitle}
        description={galleryPageMessages.signInText}
      />
    </div>
  );
}
