import { useEffect, useRef, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  objectRemovalMachine,
  selectObjectRemoval,
  type DetectedCategory,
  type DetectObjectsInput,
  type RemoveObjectsInput,
} from '@hds/machines';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox/Checkbox.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { optionLabel } from './editCards.ts';
import * as styles from './EditControls.css.ts';

export interface RemoveContext {
  imageId: string | null;
  versionId: string | null;
  detectedCategories: DetectedCategory[];
}

export interface ObjectRemovalPanelProps {
  imageId: string | null;
  versionId: string | null;
  /** Whether the card is open; closing it resets the flow (spec part 1 §4). */
  isExpanded: boolean;
  /** A detection already stored on the image (`detected_objects.categories`); skips the call. */
  cachedDetection?: DetectedCategory[] | null;
  /** POST /images/{id}/detect_objects/ {version_id} → categories. */
  detect: (versionId: string | null, imageId: string | null) => Promise<DetectedCategory[]>;
  /** POST /images/{id}/remove_by_description/; resolves with the reply (the job to poll). */
  remove: (categories: string[], context: RemoveContext) => Promise<unknown>;
  /** The removal was accepted (e.g. start polling its job). */
  onRemoved?: (result: unknown) => void;
  /** Another edit is running or no image is loaded. */
  isDisabled: boolean;
  /** A way to remove by painting (the mask editor's brush), beside Detect Objects. */
  brushAction?: ReactNode;
}

/**
 * The object-removal card's flow, run by `objectRemovalMachine`: detect → choose categories
 * (at least one) → remove. A new version or collapsing the card resets it.
 */
export function ObjectRemovalPanel({
  imageId,
  versionId,
  isExpanded,
  cachedDetection,
  detect,
  remove,
  onRemoved,
  isDisabled,
  brushAction,
}: ObjectRemovalPanelProps) {
  // The machine is created once; the latest callbacks are read through a ref.
  const latest = useRef({ detect, remove, onRemoved });
  useEffect(() => {
    latest.current = { detect, remove, onRemoved };
  });
  const [snapshot, send] = useMachine(
    objectRemovalMachine.provide({
      actors: {
        detectObjects: fromPromise<DetectedCategory[], DetectObjectsInput>(({ input }) =>
          latest.current.detect(input.versionId, input.imageId),
        ),
        removeObjects: fromPromise<unknown, RemoveObjectsInput>(({ input }) =>
          latest.current.remove(input.categories, {
            imageId: input.imageId,
            versionId: input.versionId,
            detectedCategories: input.detectedCategories,
          }),
        ),
      },
      actions: {
        onRemoved: (_, params: { result: unknown }) => latest.current.onRemoved?.(params.result),
      },
    }),
    { input: { imageId, versionId } },
  );
  const view = selectObjectRemoval(snapshot);

  const seen = useRef({ imageId, versionId });
  useEffect(() => {
    if (seen.current.versionId === versionId && seen.current.imageId === imageId) return;
    seen.current = { imageId, versionId };
    send({ type: 'VERSION_CHANGED', versionId, imageId });
  }, [imageId, versionId, send]);

  useEffect(() => {
    if (!isExpanded) send({ type: 'COLLAPSE' });
  }, [isExpanded, send]);

  const isChoosing = view.step === 'selectingCategories' || view.step === 'removing';
  const isRemoving = view.step === 'removing';
  // One primary button across the steps (Detect Objects, then Remove Selected): the pending
  // announcement of react-aria refers to it by id, so it must outlive the step change.
  return (
    <>
      {isChoosing && view.categories.length === 0 ? (
        <p className={styles.description}>No objects were found in this image.</p>
      ) : null}
      {isChoosing && view.categories.length > 0 ? (
        <CheckboxGroup
          label="Objects to remove"
          value={view.selected}
          isDisabled={isRemoving || isDisabled}
          onChange={(next) => {
            const changed = [...next, ...view.selected].find(
              (c) => next.includes(c) !== view.selected.includes(c),
            );
            if (changed) send({ type: 'TOGGLE_CATEGORY', category: changed });
          }}
        >
          {view.categories.map((category) => (
            <Checkbox key={category.type} value={category.type}>
              {optionLabel(category.type)} <span className={styles.count}>({category.count})</span>
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
      {view.error ? (
        <p role="alert" className={styles.error}>
          <Icon name="alert" size="sm" />
          {view.error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant={isChoosing ? 'primary' : 'secondary'}
          onPress={() =>
            send(isChoosing ? { type: 'REMOVE' } : { type: 'DETECT', cached: cachedDetection })
          }
          isDisabled={isDisabled}
          isPending={view.isBusy}
        >
          {isChoosing ? null : <Icon name="search" size="sm" />}
          {isChoosing ? 'Remove Selected' : 'Detect Objects'}
        </Button>
        {view.step !== 'idle' ? (
          <Button variant="quiet" onPress={() => send({ type: 'CANCEL' })} isDisabled={isRemoving}>
            Cancel
          </Button>
        ) : null}
        {isChoosing ? null : brushAction}
      </div>
    </>
  );
}
