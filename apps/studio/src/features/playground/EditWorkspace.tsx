import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { editSubmitMachine } from '@hds/machines';
import {
  asksForMask,
  MASK_OPERATIONS,
  type Capabilities,
  type EditOperation,
  type MaskOperation,
  type OperationArgs,
  type Version,
} from '@hds/api-client';
import {
  Breadcrumbs,
  Button,
  ComparisonView,
  EditControls,
  EmptyState,
  Skeleton,
  Spinner,
  VersionHistory,
  toast,
} from '@hds/ui';
import { ApiError } from '@hds/api-client';
import { authQueries } from '../../kit/api/auth.ts';
import { editsApi } from '../../kit/api/edits.ts';
import { homeDesignQueries } from '../../kit/api/homeDesign.ts';
import { isQuotaError, PLANS_HREF } from '../../credits/credits.ts';
import { showQuotaToast } from '../../credits/quotaToast.ts';
import { DeleteImageAction } from './DeleteImageAction.tsx';
import { primaryMessages, useSetPrimary } from '../../versions/primaryVersion.ts';
import { useEditJob } from './useEditJob.ts';
import { EditJobProgress } from './EditJobProgress.tsx';
import { PlaygroundJobs } from './PlaygroundJobs.tsx';
import { VersionTags } from './VersionTags.tsx';
import { SaveRecipeAction } from './SaveRecipeAction.tsx';
import { PublishVersionDialog } from '../../kit/PublishVersionDialog.tsx';
import { maxUpscaleOf } from './upscale.ts';
import { MaskEditing } from './MaskEditing.tsx';
import { AddToBoardAction } from './AddToBoardAction.tsx';
import { ShareImageAction } from './ShareImageAction.tsx';
import { isSampleNavigation, sampleMessages } from '../../kit/samples/samples.ts';
import * as styles from './playground.css.ts';

export const playgroundMessages = {
  loadFailed: 'Failed to load image',
  versionsFailed: 'Failed to load image versions',
  applyFailed: 'Failed to apply edit',
  editFailed: 'Edit failed',
  primarySet: primaryMessages.set,
  primaryFailed: primaryMessages.failed,
} as const;

const fail = (description: string) =>
  toast({ title: 'Error', description, variant: 'destructive' });

/** A version as the playground names it: its label, else 'Original' or its kind. */
const versionName = (v: Version) => v.label || (v.kind === 'original' ? 'Original' : v.kind);

/** 'Failed to apply edit', with the server's reason when it gave one (a quota, a bad option). */
export function applyFailedMessage(err: unknown) {
  const detail = err instanceof ApiError && err.message ? err.message : '';
  return detail ? `${playgroundMessages.applyFailed}: ${detail}` : playgroundMessages.applyFailed;
}

/** Operations whose engine here follows a drawn mask (the local engine does; see #28). */
function maskOperationsOf(capabilities: Capabilities | undefined): MaskOperation[] {
  return MASK_OPERATIONS.filter((operation) =>
    capabilities?.operations.some(
      (c) => c.operation === operation && c.available && c.engine === 'local',
    ),
  );
}

/**
 * An edit made with a drawn mask can be refined: its mask reopens over the version it was made
 * from, with the same arguments, and the corrected edit runs from there again.
 */
function refinableEdit(version: Version, versions: Version[], maskOperations: MaskOperation[]) {
  const { mask_id: maskId, job_id: _job, ...args } = version.params;
  const operation = maskOperations.find((op) => op === version.operation);
  const source = versions.find((v) => v.id === version.parent && v.status === 'completed');
  if (typeof maskId !== 'string' || !operation || !source) return null;
  return { source, operation, args, startMaskId: maskId };
}

/**
 * The spec's toasts for the image and its versions, once per failure or arrival: 'Failed to
 * load image' (or '... sample image' for a sample), 'Failed to load image versions', and
 * 'Sample Loaded' when a sample picked from the playground has arrived.
 */
function useWorkspaceToasts({
  fromSample,
  imageError,
  imageLoaded,
  versionsError,
}: {
  fromSample: boolean;
  imageError: Error | null;
  imageLoaded: boolean;
  versionsError: Error | null;
}) {
  const sampleAnnounced = useRef(false);
  useEffect(() => {
    if (imageError) fail(fromSample ? sampleMessages.loadFailed : playgroundMessages.loadFailed);
  }, [imageError, fromSample]);
  // A missing image fails both calls; its own toast says all there is to say.
  useEffect(() => {
    if (versionsError && imageLoaded) fail(playgroundMessages.versionsFailed);
  }, [versionsError, imageLoaded]);
  useEffect(() => {
    if (!fromSample || !imageLoaded || sampleAnnounced.current) return;
    sampleAnnounced.current = true;
    toast({
      title: sampleMessages.loaded,
      description: sampleMessages.loadedDescription,
      variant: 'success',
    });
  }, [fromSample, imageLoaded]);
}

/** The playground with an image: the current version, its history, comparison, and the edits. */
export function EditWorkspace({
  imageId,
  versionId,
}: {
  imageId: string;
  versionId: string | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: choosing a version replaces the location (and its state) afterwards.
  const [fromSample] = useState(() => isSampleNavigation(location.state));
  const client = useQueryClient();
  const image = useQuery(homeDesignQueries.images.detail(imageId));
  const versionList = useQuery(homeDesignQueries.images.versions(imageId));
  const setPrimary = useSetPrimary();
  useWorkspaceToasts({
    fromSample,
    imageError: image.error,
    imageLoaded: image.isSuccess,
    versionsError: versionList.error,
  });
  const capabilities = useQuery({
    queryKey: ['capabilities'],
    queryFn: () => editsApi.capabilities(),
    staleTime: 5 * 60_000,
  });
  const [processing, setProcessing] = useState<EditOperation | null>(null);
  const [compare, setCompare] = useState<[Version, Version] | null>(null);
  const [publishing, setPublishing] = useState<Version | null>(null);
  const [masking, setMasking] = useState<{
    /** The version on screen when the editor opened: choosing another one closes it. */
    shownFor: string;
    /** The version the edit applies to (for Refine, the refined edit's source). */
    source: Version;
    operation: MaskOperation;
    args: Record<string, unknown>;
    startMaskId?: string;
    /** The server's sentence when it refused the edit as a guess (issue #38). */
    notice?: string;
  } | null>(null);

  const select = (id: string | null) =>
    void navigate(
      `/app/playground?imageId=${encodeURIComponent(imageId)}` +
        (id ? `&versionId=${encodeURIComponent(id)}` : ''),
      { replace: true },
    );
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: homeDesignQueries.images.all() }),
      client.invalidateQueries({ queryKey: homeDesignQueries.projects.all() }),
      client.invalidateQueries({ queryKey: ['jobs'] }),
      // The credits box counts designs: a finished (or refused) edit changes it.
      client.invalidateQueries({ queryKey: authQueries.all() }),
    ]);

  const job = useEditJob({
    onCompleted: (resultVersion) => {
      setProcessing(null);
      void refresh().then(() => resultVersion && select(resultVersion));
    },
    onFailed: (message) => {
      setProcessing(null);
      void refresh();
      fail(message || playgroundMessages.editFailed);
    },
    onCancelRequested: () => setProcessing(null),
    onCancelled: () => void refresh(),
    onRetried: () => void refresh(),
  });

  // The edit machine's actors and actions outlive a render: they read the latest page state.
  const latest = useRef<{
    submit: (operation: EditOperation, args: Record<string, unknown>) => Promise<void>;
    current: Version | null;
  } | null>(null);
  const editMachine = useMemo(
    () =>
      editSubmitMachine.provide({
        actors: {
          // A low-confidence refusal is an answer, not an error: the mask opens for the user.
          submitEdit: fromPromise(async ({ input }) => {
            try {
              await latest.current!.submit(input.operation as EditOperation, input.args);
              return { kind: 'queued' as const, jobId: '' };
            } catch (err) {
              if (err instanceof ApiError && err.status === 422 && asksForMask(err.message)) {
                return { kind: 'unsure' as const, reason: err.message };
              }
              throw err;
            }
          }),
        },
        actions: {
          askToConfirm: (_, { operation, args, reason }) => {
            const source = latest.current?.current;
            if (!source) return;
            setCompare(null);
            setMasking({
              shownFor: source.id,
              source,
              operation: operation as MaskOperation,
              args,
              notice: reason,
            });
          },
          onFailed: (_, { error, message }) => {
            if (!isQuotaError(error)) fail(applyFailedMessage(error ?? new ApiError(message, 422)));
          },
        },
      }),
    [],
  );
  const [, sendEdit, editActor] = useMachine(editMachine);
  const closeMask = () => {
    setMasking(null);
    sendEdit({ type: 'CANCEL' });
  };

  if (image.isError) {
    return (
      <EmptyState
        icon="alert"
        title={fromSample ? sampleMessages.loadFailed : playgroundMessages.loadFailed}
        description={image.error.message}
        action={
          <Button variant="secondary" onPress={() => void navigate('/app/playground')}>
            Choose another image
          </Button>
        }
      />
    );
  }
  const data = image.data;
  // The versions call is the history's source; the image's own copy covers its failure.
  const versions = versionList.data ?? data?.versions ?? [];
  const current =
    versions.find((v) => v.id === versionId) ??
    versions.find((v) => v.is_primary) ??
    versions[0] ??
    null;
  const busy = processing !== null || job.view.isPolling;

  /** Queues an edit and follows its job; rejects with the server's refusal. */
  const submit = async <K extends EditOperation>(
    operation: K,
    args: OperationArgs[K],
    sourceVersionId = current?.id,
  ) => {
    try {
      const reply = await editsApi.transform(operation, {
        image_id: imageId,
        version_id: sourceVersionId,
        args,
      });
      setProcessing(operation);
      toast({ title: 'Processing', description: 'Your edit is on its way.' });
      void refresh();
      job.start(reply.job_id);
    } catch (err) {
      if (isQuotaError(err)) {
        showQuotaToast(err.message, () => void navigate(PLANS_HREF));
        void refresh();
      }
      throw err;
    }
  };
  const maskOperations = maskOperationsOf(capabilities.data);
  latest.current = { submit, current };
  // Settles when the server has answered, so the card shows its pending state until then.
  const apply = <K extends EditOperation>(operation: K, args: OperationArgs[K]) =>
    new Promise<void>((settled) => {
      sendEdit({
        type: 'SUBMIT',
        operation,
        args,
        // A confidence refusal comes from the local engine, which follows a drawn mask for every
        // mask operation: whether /capabilities/ has arrived yet does not matter.
        maskable: (MASK_OPERATIONS as readonly string[]).includes(operation),
      });
      const sub = editActor.subscribe((s) => {
        if (s.matches('submitting')) return;
        sub.unsubscribe();
        settled();
      });
    });
  const maskingNow = masking && current && masking.shownFor === current.id ? masking : null;
  const refine = current ? refinableEdit(current, versions, maskOperations) : null;

  return (
    <>
      {data?.project ? (
        <Breadcrumbs
          items={[
            { label: 'Projects', href: '/app/projects' },
            { label: data.project_title ?? 'Project', href: `/app/projects/${data.project}` },
            { label: 'Playground' },
          ]}
        />
      ) : null}
      <div className={styles.header}>
        <h1 className={styles.title}>Playground</h1>
        <div className={styles.actions}>
          {data ? <DeleteImageAction image={data} /> : null}
          {data?.project && current && current.status === 'completed' ? (
            <AddToBoardAction
              projectId={data.project}
              version={current}
              versionLabel={`${data.name} — ${versionName(current)}`}
            />
          ) : null}
          <ShareImageAction
            projectId={data?.project ?? null}
            version={current}
            imageName={data && current ? `${data.name} — ${versionName(current)}` : ''}
          />
          <PlaygroundJobs
            imageNames={data ? { [data.id]: data.name } : undefined}
            onChanged={() => void refresh()}
          />
          {current && current.status === 'completed' ? (
            <Button variant="primary" onPress={() => setPublishing(current)}>
              Publish to Gallery
            </Button>
          ) : null}
        </div>
      </div>
      <div className={styles.workspace}>
        <div className={styles.stage}>
          {maskingNow && current ? (
            <MaskEditing
              version={maskingNow.source}
              imageName={data?.name ?? 'Image'}
              operation={maskingNow.operation}
              args={maskingNow.args}
              startMaskId={maskingNow.startMaskId}
              notice={maskingNow.notice}
              submit={async (operation, args) => {
                await submit(
                  operation,
                  args as OperationArgs[typeof operation],
                  maskingNow.source.id,
                );
                setMasking(null);
                sendEdit({ type: 'CONFIRMED' });
              }}
              onClose={closeMask}
            />
          ) : compare ? (
            <ComparisonView left={compare[0]} right={compare[1]} onExit={() => setCompare(null)} />
          ) : current && current.status === 'completed' ? (
            <figure className={styles.figure}>
              <img
                className={styles.picture}
                src={current.preview_url ?? current.storage_url ?? ''}
                width={current.width ?? undefined}
                height={current.height ?? undefined}
                alt={`${data?.name ?? 'Image'} — ${current.label || current.kind}`}
              />
              <figcaption className={styles.meta}>
                <strong>{versionName(current)}</strong>
                {current.width && current.height ? (
                  <span>{`${current.width} × ${current.height}`}</span>
                ) : null}
              </figcaption>
              <VersionTags version={current} />
              <SaveRecipeAction version={current} />
              {refine ? (
                <Button
                  variant="secondary"
                  onPress={() => setMasking({ shownFor: current.id, ...refine })}
                  isDisabled={busy}
                >
                  Refine
                </Button>
              ) : null}
            </figure>
          ) : (
            <Skeleton shape="rect" />
          )}
          {busy ? (
            <div className={styles.processing} role="status">
              <Spinner size="sm" label="Processing" />
              <span>Processing</span>
            </div>
          ) : null}
          <EditJobProgress job={job} operation={processing} />
        </div>
        <section className={styles.controls} aria-labelledby="edit-controls-title">
          {/* The cards' titles are h3: the column needs its h2 (spec: 'Edit Controls'). */}
          <h2 id="edit-controls-title" className={styles.srOnly}>
            Edit Controls
          </h2>
          <EditControls
            imageId={imageId}
            versionId={current?.id ?? null}
            capabilities={capabilities.data ?? null}
            maxUpscale={maxUpscaleOf(current)}
            processingOperation={busy ? (processing ?? 'object_removal') : null}
            onApply={apply}
            maskOperations={maskOperations}
            onEditMask={(operation, args) =>
              current && setMasking({ shownFor: current.id, source: current, operation, args })
            }
            detect={async (vId, iId) =>
              (await editsApi.detectObjects(iId ?? imageId, vId ?? current?.id)).categories
            }
            remove={async (categories, ctx) => {
              const reply = await editsApi.removeObjects(
                ctx.imageId ?? imageId,
                ctx.versionId ?? current?.id ?? null,
                categories,
              );
              setProcessing('object_removal');
              void refresh();
              job.start(reply.job_id);
              return reply;
            }}
          />
        </section>
        <div className={styles.history}>
          <VersionHistory
            headingLevel={2}
            versions={versions}
            currentVersionId={current?.id ?? null}
            isLoading={versionList.isPending && image.isPending}
            onSelect={(v) => {
              setCompare(null);
              select(v.id);
            }}
            onCompare={(pair) => {
              setMasking(null);
              setCompare(pair);
            }}
            onSetPrimary={(v) => setPrimary.mutate(v)}
          />
        </div>
      </div>
      <PublishVersionDialog version={publishing} onClose={() => setPublishing(null)} />
    </>
  );
}
