import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Image, type Version } from '@hds/api-client';
import {
  Breadcrumbs,
  Button,
  EmptyState,
  ImageVariationsDialog,
  imageVariationsMessages,
  Lightbox,
  Skeleton,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toast,
  type LightboxItem,
} from '@hds/ui';
import { homeDesignQueries } from '../../kit/api/homeDesign.ts';
import { primaryMessages, useSetPrimary } from '../../versions/primaryVersion.ts';
import { boardQueries } from '../../kit/api/boards.ts';
import { CreateBoardFromSelection } from './CreateBoardFromSelection.tsx';
import { sessionPage } from '../../kit/SessionGate.tsx';
import { PublishVersionDialog } from '../../kit/PublishVersionDialog.tsx';
import { ProjectImages } from './ProjectImages.tsx';
import { ExportProject } from './ExportProject.tsx';
import { useProjectImages } from '../../kit/useProjectImages.ts';
import { ProjectHeaderActions } from './ProjectHeaderActions.tsx';
import { ConfirmImageDelete } from '../../deletes/ConfirmImageDelete.tsx';
import { useHiddenImageIds } from '../../deletes/imageDeletes.ts';
import { ProjectUpload } from './ProjectUpload.tsx';
import { useErrorToast } from '../../kit/useErrorToast.ts';
import * as page from '../../kit/page.css.ts';
import * as styles from './projects.css.ts';

export const projectMessages = {
  loadFailed: 'Failed to load project. Please try again.',
  primarySet: primaryMessages.set,
  primaryFailed: primaryMessages.failed,
  variationsFailed: imageVariationsMessages.loadFailed,
} as const;

type TabKey = 'images' | 'boards';

/**
 * What the project page shows from other features, handed in by its route
 * (routing/projectRoute.tsx): features never import each other.
 */
export interface ProjectPageSlots {
  /** The Boards tab; `onCreateBoard` starts the 'Create New Board' selection on Images. */
  BoardsTab: ComponentType<{ projectId: string; onCreateBoard: () => void }>;
  /** "Apply recipe" over the project, or over `imageIds` when some are selected. */
  ApplyRecipe: ComponentType<{ projectId: string; imageIds?: string[] }>;
}

/** `/app/projects/{projectId}?tab=images|boards` (spec part 1 §2, project page). */
export const ProjectPage = sessionPage<ProjectPageSlots>('Project', ProjectScreen);

const playgroundHref = (imageId: string, versionId?: string) =>
  `/app/playground?imageId=${encodeURIComponent(imageId)}` +
  (versionId ? `&versionId=${encodeURIComponent(versionId)}` : '');

function ProjectScreen({ BoardsTab, ApplyRecipe }: ProjectPageSlots) {
  const { projectId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const tab: TabKey = search.get('tab') === 'boards' ? 'boards' : 'images';
  // The header and counts; the images come page by page from the server (useProjectImages).
  const project = useQuery(homeDesignQueries.projects.summary(projectId));
  const paged = useProjectImages(projectId);
  const boards = useQuery(boardQueries.list(projectId));
  const notFound = project.error instanceof ApiError && project.error.status === 404;
  useErrorToast(notFound ? null : project.error, projectMessages.loadFailed);

  const [uploadOpen, setUploadOpen] = useState<boolean | null>(null);
  const [grouped, setGrouped] = useState(true);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [wizardOpen, setWizardOpen] = useState(false);
  const [variationsOf, setVariationsOf] = useState<Image | null>(null);
  const [publishing, setPublishing] = useState<Version | null>(null);
  const [viewer, setViewer] = useState<{ items: LightboxItem[]; index: number } | null>(null);
  const [deletingImage, setDeletingImage] = useState<Image | null>(null);
  const hiddenImages = useHiddenImageIds();

  const setPrimary = useSetPrimary();
  // The dialog asks for the image's versions afresh: the project's copy may be stale.
  const variations = useQuery({
    ...homeDesignQueries.images.versions(variationsOf?.id ?? ''),
    enabled: variationsOf !== null,
  });
  useEffect(() => {
    if (variations.isError) {
      toast({
        title: 'Error',
        description: projectMessages.variationsFailed,
        variant: 'destructive',
      });
    }
  }, [variations.isError]);

  // Images deleted moments ago stay hidden while their undo window runs.
  const images = useMemo(
    () => paged.images.filter((i) => !hiddenImages.has(i.id)),
    [paged.images, hiddenImages],
  );
  // An empty project opens the upload area by itself; the user's own toggle wins after that.
  const showUpload = uploadOpen ?? (project.isSuccess && project.data.image_count === 0);

  if (notFound) {
    return (
      <section className={page.page} aria-labelledby="not-found-title">
        <EmptyState
          headingLevel={2}
          icon="folder"
          title={<span id="not-found-title">Project Not Found</span>}
          description={`No project with the id ${projectId} exists in your account.`}
          action={
            <Button variant="secondary" onPress={() => void navigate('/app/projects')}>
              Back to Projects
            </Button>
          }
        />
      </section>
    );
  }

  const title = project.data?.title;
  // Each selected picture goes on the board as its primary version.
  const versionsSelected = [...selected]
    .map((imageId) => images.find((i) => i.id === imageId))
    .map((img) => img && (img.versions.find((v) => v.is_primary) ?? img.versions[0]))
    .filter((v): v is Version => !!v)
    .map((v) => ({
      id: v.id,
      previewUrl: v.thumbnail_url ?? v.preview_url,
      label: v.label || images.find((i) => i.id === v.image)?.name,
    }));

  const openVersion = (image: Image, version: Version) => {
    const versions = image.versions.filter((v) => v.status === 'completed');
    setViewer({
      items: versions.map((v) => ({
        id: v.id,
        src: v.preview_url ?? v.storage_url ?? '',
        href: v.storage_url ?? undefined,
        alt: `${image.name} — ${v.label || v.kind}`,
        label: v.label || (v.kind === 'original' ? 'Original' : v.kind),
        caption: v.tags.length ? v.tags.map((t) => t.name).join(', ') : undefined,
      })),
      index: Math.max(
        0,
        versions.findIndex((v) => v.id === version.id),
      ),
    });
  };

  return (
    <section
      className={page.page}
      aria-labelledby="project-title"
      aria-busy={project.isPending || undefined}
    >
      <Breadcrumbs
        items={[{ label: 'Projects', href: '/app/projects' }, { label: title ?? 'Project' }]}
      />
      <header className={page.header}>
        <div className={page.headings}>
          <h1
            id="project-title"
            className={page.title}
            // Until the title arrives the heading shows a skeleton; it still needs a name.
            aria-label={title ? undefined : 'Project'}
          >
            {title ?? <Skeleton width="14rem" />}
          </h1>
          <p className={page.subtitle}>
            {project.isPending ? (
              <Skeleton width="10rem" />
            ) : (
              project.data?.address || project.data?.description
            )}
          </p>
        </div>
        <div className={styles.headerActions}>
          {project.data && project.data.image_count > 0 ? (
            <ExportProject projectId={projectId} />
          ) : null}
          {project.data ? <ProjectHeaderActions project={project.data} /> : null}
        </div>
      </header>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          const next = new URLSearchParams(search);
          next.set('tab', String(key));
          setSearch(next, { replace: true });
        }}
      >
        <TabList aria-label="Project sections">
          <Tab id="images" count={project.data?.image_count}>
            Images
          </Tab>
          <Tab id="boards" count={boards.data?.results.length}>
            Boards
          </Tab>
        </TabList>
        <TabPanel id="images">
          <div className={styles.aside}>
            <div className={styles.toolbar}>
              <Button
                variant={showUpload ? 'secondary' : 'primary'}
                onPress={() => setUploadOpen(!showUpload)}
              >
                {showUpload ? 'Hide Upload' : 'Add Images'}
              </Button>
              <Button
                variant="secondary"
                onPress={() => {
                  setSelecting(!selecting);
                  setSelected(new Set());
                }}
              >
                {selecting ? 'Cancel Selection' : 'Create New Board'}
              </Button>
              {selecting ? (
                <Button
                  variant="primary"
                  isDisabled={selected.size === 0}
                  onPress={() => setWizardOpen(true)}
                >
                  {`Create Board (${selected.size})`}
                </Button>
              ) : null}
              {project.data && project.data.image_count > 0 ? (
                <ApplyRecipe
                  projectId={projectId}
                  {...(selecting ? { imageIds: [...selected] } : {})}
                />
              ) : null}
              <Switch
                isSelected={grouped && !selecting}
                isDisabled={selecting}
                onChange={setGrouped}
              >
                Group by Original Image
              </Switch>
            </div>
            {showUpload ? (
              <ProjectUpload
                projectId={projectId}
                onUploaded={() => {
                  void client.invalidateQueries({ queryKey: homeDesignQueries.projects.all() });
                  void client.invalidateQueries({ queryKey: homeDesignQueries.images.all() });
                  void client.invalidateQueries({ queryKey: ['boards'] });
                }}
              />
            ) : null}
            <ProjectImages
              images={images}
              isLoading={project.isPending || paged.isPending}
              error={project.isError || paged.isError ? projectMessages.loadFailed : undefined}
              onRetry={() => {
                if (project.isError) void project.refetch();
                if (paged.isError) paged.refetch();
              }}
              total={paged.total}
              hasMore={paged.hasMore}
              isLoadingMore={paged.isLoadingMore}
              loadMoreFailed={paged.loadMoreFailed}
              onLoadMore={paged.loadMore}
              grouped={grouped && !selecting}
              selecting={selecting}
              selected={selected}
              onSelectionChange={setSelected}
              onOpenImage={(image) => setVariationsOf(image)}
              onOpenVersion={openVersion}
              onEdit={(imageId, versionId) => void navigate(playgroundHref(imageId, versionId))}
              onAddImages={() => setUploadOpen(true)}
              onDelete={setDeletingImage}
            />
          </div>
        </TabPanel>
        <TabPanel id="boards">
          <BoardsTab
            projectId={projectId}
            onCreateBoard={() => {
              setSelecting(true);
              setSelected(new Set());
              const next = new URLSearchParams(search);
              next.set('tab', 'images');
              setSearch(next, { replace: true });
            }}
          />
        </TabPanel>
      </Tabs>
      <ImageVariationsDialog
        isOpen={variationsOf !== null}
        onOpenChange={(open) => !open && setVariationsOf(null)}
        imageName={variationsOf?.name}
        versions={variations.data}
        isLoading={variations.isPending}
        isError={variations.isError}
        onRetry={() => void variations.refetch()}
        onOpenVersion={(v) => variationsOf && openVersion(variationsOf, v)}
        onSetPrimary={(v) => setPrimary.mutate(v)}
        onEditVersion={(v) => void navigate(playgroundHref(v.image, v.id))}
        onPublishVersion={(v) => setPublishing(v)}
        onDeleteImage={() => {
          setDeletingImage(variationsOf);
          setVariationsOf(null);
        }}
        onEditInPlayground={(vs) => {
          const v = vs[0];
          if (v) void navigate(playgroundHref(v.image, v.id));
          else if (variationsOf) void navigate(playgroundHref(variationsOf.id));
        }}
      />
      {viewer ? (
        <Lightbox
          items={viewer.items}
          index={viewer.index}
          onIndexChange={(index) => setViewer({ ...viewer, index })}
          onClose={() => setViewer(null)}
          onEdit={(item) => {
            const image = images.find((i) => i.versions.some((v) => v.id === item.id));
            if (image) void navigate(playgroundHref(image.id, item.id));
          }}
        />
      ) : null}
      <PublishVersionDialog version={publishing} onClose={() => setPublishing(null)} />
      <ConfirmImageDelete image={deletingImage} onClose={() => setDeletingImage(null)} />
      <CreateBoardFromSelection
        projectId={projectId}
        versions={versionsSelected}
        isOpen={wizardOpen}
        onClose={(created) => {
          setWizardOpen(false);
          if (created) {
            setSelecting(false);
            setSelected(new Set());
          }
        }}
      />
    </section>
  );
}
