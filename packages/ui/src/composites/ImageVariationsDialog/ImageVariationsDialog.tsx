import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Version } from '@hds/api-client/contract';
import { humanizeOperation } from '../ActivityList/ActivityList.tsx';
import { AsyncState, asyncStatus } from '../../primitives/AsyncState/AsyncState.tsx';
import { Badge, type BadgeVariant } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import * as styles from './ImageVariationsDialog.css.ts';

/** Strings of spec part 1 §2 and §8. */
export const imageVariationsMessages = {
  title: 'Image Variations',
  loadFailed: 'Failed to load image variations - Please try again',
  editInPlayground: 'Edit in Playground',
  close: 'Close',
  empty: 'No variations in this view',
  deleteImage: 'Delete Image',
} as const;

/** The dialog shows the first two tags of a card and counts the rest (spec part 1 §9). */
export const VARIATION_CARD_TAGS = 2;

export type VariationsTab = 'all' | 'original' | 'edited';

const kindVariant: Record<Version['kind'], BadgeVariant> = {
  original: 'neutral',
  generated: 'accent',
  edited: 'success',
};

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface ImageVariationsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The original image's name, under the title. */
  imageName?: string;
  /** Every version of the image (the original and its variations). */
  versions?: Version[];
  /** @default false */
  isLoading?: boolean;
  /** The versions call failed: 'Failed to load image variations - Please try again'. */
  isError?: boolean;
  onRetry?: () => void;
  /** 'Open': show the version full size (the button shows only when given). */
  onOpenVersion?: (version: Version) => void;
  /** 'Primary': make the version the image's primary (shown only when given). */
  onSetPrimary?: (version: Version) => void;
  /** 'Edit' on a card: the playground with this version (shown only when given). */
  onEditVersion?: (version: Version) => void;
  /**
   * Footer 'Edit in Playground': receives the chosen versions in selection mode, else the
   * primary (or first) version. Shown only when given and no `selectionAction` replaces it.
   */
  onEditInPlayground?: (versions: Version[]) => void;
  /** 'Publish' on a completed card (shown only when given): publish it to the public gallery. */
  onPublishVersion?: (version: Version) => void;
  /**
   * Show a checkbox per card (the project's board-creation selection mode).
   * @default false
   */
  isSelectionMode?: boolean;
  /** Ids of the chosen versions (controlled). */
  selectedIds?: string[];
  onSelectionChange?: (ids: string[]) => void;
  /**
   * Versions that cannot be chosen in selection mode (a board page: those on the board
   * already); their card says `disabledReason`.
   */
  disabledIds?: string[];
  /** @default 'Already on this board' */
  disabledReason?: string;
  /**
   * The footer's main button in selection mode, in place of 'Edit in Playground' (a board
   * page: 'Done'); it receives the chosen versions.
   */
  selectionAction?: { label: string; onPress: (versions: Version[]) => void };
  /** @default 'all' */
  defaultTab?: VariationsTab;
  /**
   * Footer 'Delete Image' (shown only when given): delete the image with all its versions.
   * The caller confirms and closes the dialog.
   */
  onDeleteImage?: () => void;
}

/**
 * The project page's 'Image Variations' dialog (spec part 1 §2): tabs All / Original /
 * Edited with counts; cards with label, kind, the first two tags and '+n', date, and Open,
 * Primary and Edit; a checkbox per card in selection mode; footer 'Edit in Playground' and
 * 'Close'. Loading and the spec's error message are built in.
 */
export function ImageVariationsDialog({
  isOpen,
  onOpenChange,
  imageName,
  versions = [],
  isLoading = false,
  isError = false,
  onRetry,
  onOpenVersion,
  onSetPrimary,
  onEditVersion,
  onEditInPlayground,
  onPublishVersion,
  isSelectionMode = false,
  selectedIds,
  onSelectionChange,
  disabledIds = [],
  disabledReason = 'Already on this board',
  selectionAction,
  defaultTab = 'all',
  onDeleteImage,
}: ImageVariationsDialogProps) {
  const [tab, setTab] = useState<Key>(defaultTab);
  const [ownSelection, setOwnSelection] = useState<string[]>([]);
  const selection = selectedIds ?? ownSelection;
  const setSelection = (ids: string[]) => {
    if (!selectedIds) setOwnSelection(ids);
    onSelectionChange?.(ids);
  };
  const groups: Record<VariationsTab, Version[]> = {
    all: versions,
    original: versions.filter((v) => v.kind === 'original'),
    edited: versions.filter((v) => v.kind !== 'original'),
  };
  const chosen = versions.filter((v) => selection.includes(v.id));
  const playgroundTarget = isSelectionMode
    ? chosen
    : [versions.find((v) => v.is_primary) ?? versions[0]].filter((v): v is Version => !!v);
  const isReady = !isLoading && !isError;

  return (
    <Dialog
      title={imageVariationsMessages.title}
      description={imageName}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <>
          {onDeleteImage ? (
            <Button variant="danger" onPress={onDeleteImage} className={styles.deleteImage}>
              <Icon name="trash" size="sm" />
              {imageVariationsMessages.deleteImage}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={close}>
            {imageVariationsMessages.close}
          </Button>
          {isSelectionMode && selectionAction ? (
            <Button onPress={() => selectionAction.onPress(chosen)} isDisabled={!isReady}>
              {selectionAction.label}
            </Button>
          ) : onEditInPlayground ? (
            <Button
              onPress={() => onEditInPlayground(playgroundTarget)}
              isDisabled={!isReady || playgroundTarget.length === 0}
            >
              <Icon name="wand" size="sm" />
              {imageVariationsMessages.editInPlayground}
            </Button>
          ) : null}
        </>
      )}
    >
      {isLoading || isError ? (
        <AsyncState
          status={asyncStatus({ isLoading, isError })}
          loadingLabel="Loading variations..."
          error={imageVariationsMessages.loadFailed}
          onRetry={onRetry}
          size="compact"
        />
      ) : (
        <Tabs selectedKey={tab} onSelectionChange={setTab}>
          <TabList aria-label="Variations">
            <Tab id="all" count={groups.all.length}>
              All
            </Tab>
            <Tab id="original" count={groups.original.length}>
              Original
            </Tab>
            <Tab id="edited" count={groups.edited.length}>
              Edited
            </Tab>
          </TabList>
          {(Object.keys(groups) as VariationsTab[]).map((key) => (
            <TabPanel key={key} id={key}>
              {groups[key].length === 0 ? (
                <div className={styles.state}>
                  <Icon name="layers" size="lg" />
                  <p className={styles.stateText}>{imageVariationsMessages.empty}</p>
                </div>
              ) : (
                <ul className={styles.grid}>
                  {groups[key].map((version) => (
                    <VariationCard
                      key={version.id}
                      version={version}
                      isSelectionMode={isSelectionMode}
                      isSelected={selection.includes(version.id)}
                      disabledReason={disabledIds.includes(version.id) ? disabledReason : undefined}
                      onSelectedChange={(on) =>
                        setSelection(
                          on
                            ? [...selection, version.id]
                            : selection.filter((id) => id !== version.id),
                        )
                      }
                      onOpen={onOpenVersion ? () => onOpenVersion(version) : undefined}
                      onSetPrimary={onSetPrimary ? () => onSetPrimary(version) : undefined}
                      onEdit={onEditVersion ? () => onEditVersion(version) : undefined}
                      onPublish={onPublishVersion ? () => onPublishVersion(version) : undefined}
                    />
                  ))}
                </ul>
              )}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </Dialog>
  );
}

interface VariationCardProps {
  version: Version;
  isSelectionMode: boolean;
  isSelected: boolean;
  onSelectedChange: (on: boolean) => void;
  /** Set when the version cannot be chosen: the reason, on its card. */
  disabledReason?: string;
  onOpen?: () => void;
  onSetPrimary?: () => void;
  onEdit?: () => void;
  onPublish?: () => void;
}

function VariationCard({
  version,
  isSelectionMode,
  isSelected,
  onSelectedChange,
  disabledReason,
  onOpen,
  onSetPrimary,
  onEdit,
  onPublish,
}: VariationCardProps) {
  const picture = version.thumbnail_url ?? version.preview_url ?? version.storage_url;
  const label = version.label || `Version ${version.id.slice(0, 8)}`;
  const extraTags = version.tags.length - VARIATION_CARD_TAGS;
  const isReady = version.status === 'completed';
  return (
    <li className={styles.card} data-selected={(isSelectionMode && isSelected) || undefined}>
      <div className={styles.media}>
        {picture && isReady ? (
          <img className={styles.image} src={picture} alt="" loading="lazy" />
        ) : (
          <Icon name="image" size="lg" />
        )}
        {isSelectionMode ? (
          <span className={styles.check}>
            <Checkbox
              aria-label={`Select ${label}`}
              isSelected={isSelected || disabledReason !== undefined}
              onChange={onSelectedChange}
              isDisabled={!isReady || disabledReason !== undefined}
            />
          </span>
        ) : null}
        {version.is_primary ? (
          <Badge
            variant="warning"
            className={styles.primaryBadge}
            icon={<Icon name="star" size="sm" />}
          >
            Primary
          </Badge>
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.labelLine}>
          <h3 className={styles.label} title={label}>
            {label}
          </h3>
          <Badge variant={kindVariant[version.kind]} className={styles.kindBadge}>
            {humanizeOperation(version.kind)}
          </Badge>
        </div>
        <div className={styles.meta}>
          {version.tags.slice(0, VARIATION_CARD_TAGS).map((tag) => (
            <Badge key={tag.id}>{tag.name}</Badge>
          ))}
          {extraTags > 0 ? <span>+{extraTags}</span> : null}
          {disabledReason && isSelectionMode ? (
            <Badge variant="accent">{disabledReason}</Badge>
          ) : null}
          {version.status === 'failed' ? <Badge variant="danger">Failed</Badge> : null}
          {version.status === 'pending' || version.status === 'processing' ? (
            <Badge variant="warning">Processing</Badge>
          ) : null}
          <time dateTime={version.created_at}>
            {shortDate.format(new Date(version.created_at))}
          </time>
        </div>
        <div className={styles.actions}>
          {onOpen ? (
            <Button
              size="sm"
              variant="secondary"
              onPress={onOpen}
              isDisabled={!isReady}
              aria-label={`Open ${label}`}
            >
              <Icon name="eye" size="sm" />
              Open
            </Button>
          ) : null}
          {onSetPrimary ? (
            <Button
              size="sm"
              variant="quiet"
              onPress={onSetPrimary}
              isDisabled={!isReady || version.is_primary}
              aria-label={`Primary: make ${label} the primary version`}
            >
              <Icon name="star" size="sm" />
              Primary
            </Button>
          ) : null}
          {onEdit ? (
            <Button
              size="sm"
              variant="quiet"
              onPress={onEdit}
              isDisabled={!isReady}
              aria-label={`Edit ${label}`}
            >
              <Icon name="edit" size="sm" />
              Edit
            </Button>
          ) : null}
          {onPublish && isReady ? (
            <Button
              size="sm"
              variant="quiet"
              onPress={onPublish}
              aria-label={`Publish ${label} to Gallery`}
            >
              <Icon name="globe" size="sm" />
              Publish
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
