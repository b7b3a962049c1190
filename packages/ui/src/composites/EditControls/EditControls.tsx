import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import {
  upscaleMessages,
  type Capabilities,
  type EditOperation,
  type MaskOperation,
  type OperationArgs,
  type UpscaleScale,
} from '@hds/api-client/contract';
import type { DetectedCategory } from '@hds/machines';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { Slider } from '../../primitives/Slider/Slider.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import {
  EDIT_CARD_OPERATIONS,
  SEED_OPERATIONS,
  argsFor,
  defaultEditValues,
  editCards,
  options,
  parseSeed,
  seedMessages,
  type EditCardOperation,
  type EditValues,
} from './editCards.ts';
import { ObjectRemovalPanel, type RemoveContext } from './ObjectRemovalPanel.tsx';
import { WallColorPicker } from './WallColorPicker.tsx';
import { modelsNote } from './modelsNote.ts';
import * as styles from './EditControls.css.ts';

/** Strings of spec part 1 §2, §5, §8. */
export const editControlsMessages = {
  noImage: 'Please upload an image first',
  processing: 'Processing',
  unavailable: 'This edit is not available on this server.',
  applyFailed: 'Failed to apply edit',
} as const;

export type ApplyEdit = <K extends EditOperation>(
  operation: K,
  args: OperationArgs[K],
) => Promise<unknown> | void;

export interface EditControlsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The loaded image; without one every card is disabled ('Please upload an image first'). */
  imageId: string | null;
  /** The version edits apply to (the selected one, else the primary). */
  versionId: string | null;
  /**
   * Submits an edit. May return a promise (the submit call); the card is pending until it
   * settles, and a rejection shows 'Failed to apply edit' (or its message) in the card.
   */
  onApply: ApplyEdit;
  /**
   * The edit whose job is running. All cards are disabled meanwhile and 'Processing' shows;
   * the app clears it when the job completes or fails.
   */
  processingOperation?: EditOperation | null;
  /**
   * GET /capabilities/: operations listed as unavailable explain the server's reason instead
   * of offering a button that would fail. Without it every card is offered.
   */
  capabilities?: Capabilities | null;
  /** Object removal: detect objects on a version. */
  detect: (versionId: string | null, imageId: string | null) => Promise<DetectedCategory[]>;
  /** Object removal: remove the chosen categories (resolves with the job to poll). */
  remove: (categories: string[], context: RemoveContext) => Promise<unknown>;
  /** Object removal was accepted. */
  onRemoved?: (result: unknown) => void;
  /** A detection stored on the image (`detected_objects.categories`). */
  cachedDetection?: DetectedCategory[] | null;
  /**
   * Cards open at first (one at a time: opening one closes the other).
   * @default ['wall_color']
   */
  defaultExpanded?: EditCardOperation[];
  /** Starting values of the controls; the spec's defaults otherwise. */
  defaultValues?: Partial<EditValues>;
  /**
   * The largest upscale the version allows (its `max_upscale`): larger scales are disabled with
   * a note saying why, and `null` (no scale fits) disables the card's button. Left out when
   * unknown: every scale is offered and the server explains a refusal.
   */
  maxUpscale?: UpscaleScale | null;
  /**
   * Operations whose region the user may see and correct before applying (issue #28): their
   * cards offer 'Preview Mask' beside the apply button, and object removal offers
   * 'Brush to Remove'. Only with `onEditMask`.
   */
  maskOperations?: readonly MaskOperation[];
  /** Opens the mask editor for `operation` with the card's current arguments. */
  onEditMask?: (operation: MaskOperation, args: Record<string, unknown>) => void;
}

/**
 * The playground's edit cards (spec part 1 §2/§3): wall colour, furniture, lighting, sky,
 * empty room, object removal, upscale, declutter, window view and watermark removal. Each
 * card opens like a disclosure, sends `onApply(operation, args)` with the contract's args and
 * defaults, is pending while its edit is submitted or processed, and is disabled while no
 * image is loaded. Operations the server cannot run say why instead of offering a button.
 * Cards whose operation takes the optional seed (spec part 1 §3) offer it under 'Advanced'.
 */
export function EditControls({
  imageId,
  versionId,
  onApply,
  processingOperation = null,
  capabilities,
  detect,
  remove,
  onRemoved,
  cachedDetection,
  defaultExpanded = ['wall_color'],
  defaultValues,
  maxUpscale,
  maskOperations = [],
  onEditMask,
  className,
  ...props
}: EditControlsProps) {
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(defaultExpanded));
  const [values, setValues] = useState<EditValues>({ ...defaultEditValues, ...defaultValues });
  const [submitting, setSubmitting] = useState<EditOperation | null>(null);
  const [errors, setErrors] = useState<Partial<Record<EditOperation, string>>>({});

  const hasImage = Boolean(imageId);
  const seedInvalid = parseSeed(values.seed) === null;
  const takesSeed = (operation: EditCardOperation) =>
    (SEED_OPERATIONS as readonly EditCardOperation[]).includes(operation);
  const busy = submitting ?? processingOperation;
  const isDisabled = !hasImage || busy !== null;
  const upscale = upscaleChoice(values.upscaleScale, maxUpscale);
  const set =
    <K extends keyof EditValues>(key: K) =>
    (value: EditValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  async function apply(operation: Exclude<EditCardOperation, 'object_removal'>) {
    if (isDisabled || (takesSeed(operation) && seedInvalid)) return;
    setErrors((e) => ({ ...e, [operation]: undefined }));
    const showError = (cause: unknown) => {
      const message =
        cause instanceof Error && cause.message ? cause.message : editControlsMessages.applyFailed;
      setErrors((e) => ({ ...e, [operation]: message }));
    };
    let result: unknown;
    try {
      result = (onApply as (op: EditOperation, args: unknown) => unknown)(
        operation,
        argsFor(operation, { ...values, upscaleScale: upscale.scale }),
      );
    } catch (cause) {
      showError(cause);
      return;
    }
    // Only an asynchronous submit has a pending phase of its own; a synchronous one hands
    // over to `processingOperation` straight away.
    if (!(result instanceof Promise)) return;
    setSubmitting(operation);
    try {
      await result;
    } catch (cause) {
      showError(cause);
    } finally {
      setSubmitting(null);
    }
  }

  const masks = (operation: EditOperation): operation is MaskOperation =>
    Boolean(onEditMask) && (maskOperations as readonly EditOperation[]).includes(operation);
  const editMask = (operation: MaskOperation) => {
    if (isDisabled || (takesSeed(operation as EditCardOperation) && seedInvalid)) return;
    const args =
      operation === 'object_removal'
        ? {}
        : argsFor(operation as Exclude<EditCardOperation, 'object_removal'>, {
            ...values,
            upscaleScale: upscale.scale,
          });
    onEditMask?.(operation, args as Record<string, unknown>);
  };

  const capabilityOf = (operation: EditOperation) =>
    capabilities?.operations.find((c) => c.operation === operation);

  function controlsFor(operation: EditCardOperation): ReactNode {
    switch (operation) {
      case 'wall_color':
        return (
          <WallColorPicker
            value={values.wallColor}
            onChange={set('wallColor')}
            isDisabled={!hasImage}
          />
        );
      case 'furniture':
        return (
          <>
            <OptionSelect
              label="Style"
              items={options.furnitureStyles}
              value={values.furnitureStyle}
              onChange={set('furnitureStyle')}
              isDisabled={!hasImage}
            />
            <OptionSelect
              label="Room type"
              items={options.roomTypes}
              value={values.furnitureRoom}
              onChange={set('furnitureRoom')}
              isDisabled={!hasImage}
            />
          </>
        );
      case 'lighting':
        return (
          <>
            <OptionSelect
              label="Lighting"
              items={options.lightingTypes}
              value={values.lightingType}
              onChange={set('lightingType')}
              isDisabled={!hasImage}
            />
            <Slider
              label="Brightness"
              minValue={0.2}
              maxValue={3}
              step={0.1}
              value={values.brightness}
              onChange={(v) => set('brightness')(v as number)}
              isDisabled={!hasImage}
            />
            <Slider
              label="Contrast"
              minValue={0.2}
              maxValue={3}
              step={0.1}
              value={values.contrast}
              onChange={(v) => set('contrast')(v as number)}
              isDisabled={!hasImage}
            />
            <Slider
              label="Warmth"
              minValue={-1}
              maxValue={1}
              step={0.1}
              value={values.warmth}
              onChange={(v) => set('warmth')(v as number)}
              isDisabled={!hasImage}
            />
          </>
        );
      case 'sky_replacement':
        return (
          <OptionSelect
            label="Sky"
            items={options.skyTypes}
            value={values.skyType}
            onChange={set('skyType')}
            isDisabled={!hasImage}
          />
        );
      case 'empty_room':
        return (
          <OptionSelect
            label="Room type"
            items={options.emptyRoomTypes}
            value={values.emptyRoomType}
            onChange={set('emptyRoomType')}
            isDisabled={!hasImage}
          />
        );
      case 'upscale':
        return (
          <RadioGroup
            label="Scale"
            orientation="horizontal"
            value={String(upscale.scale)}
            onChange={(v) => set('upscaleScale')(Number(v) as UpscaleScale)}
            isDisabled={!hasImage || upscale.none}
            description={upscale.note}
          >
            {options.upscaleScales.map((scale) => (
              <Radio key={scale} value={String(scale)} isDisabled={upscale.tooLarge(scale)}>
                {`${scale}x`}
              </Radio>
            ))}
          </RadioGroup>
        );
      case 'window_view':
        return (
          <OptionSelect
            label="View"
            items={options.windowViews}
            value={values.windowView}
            onChange={set('windowView')}
            isDisabled={!hasImage}
          />
        );
      default:
        return null;
    }
  }

  return (
    <div {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {!hasImage ? (
        <p className={styles.notice}>
          <Icon name="info" size="sm" />
          {editControlsMessages.noImage}
        </p>
      ) : null}
      <div role="status" className={styles.statusSlot}>
        {hasImage && processingOperation ? (
          // A div: the Spinner inside is a div, which a <p> may not hold.
          <div className={styles.notice} data-tone="processing">
            <Spinner
              size="sm"
              label={`${editControlsMessages.processing} ${editCards[processingOperation as EditCardOperation]?.title ?? ''}`.trim()}
            />
            {editControlsMessages.processing}
          </div>
        ) : null}
      </div>
      <DisclosureGroup
        className={styles.group}
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
      >
        {EDIT_CARD_OPERATIONS.map((operation) => {
          const card = editCards[operation];
          const capability = capabilityOf(operation);
          const isUnavailable = capability ? !capability.available : false;
          const isBusy = busy === operation;
          return (
            <Disclosure
              key={operation}
              id={operation}
              className={styles.card}
              data-operation={operation}
              data-unavailable={isUnavailable || undefined}
            >
              <Heading level={3} className={styles.heading}>
                <RACButton slot="trigger" className={styles.trigger}>
                  <span className={styles.triggerIcon} aria-hidden="true">
                    <Icon name={card.icon} size="sm" />
                  </span>
                  <span className={styles.triggerText}>{card.title}</span>
                  {isUnavailable ? <Badge>Unavailable</Badge> : null}
                  {isBusy && processingOperation === operation ? (
                    <Badge variant="accent">{editControlsMessages.processing}</Badge>
                  ) : null}
                  <Icon name="chevron" size="sm" className={styles.chevron} />
                </RACButton>
              </Heading>
              <DisclosurePanel className={styles.panel}>
                <div className={styles.panelBody}>
                  <p className={styles.description}>{card.description}</p>
                  {!isUnavailable && capability?.local?.limits ? (
                    // What the built-in engine does and where it refuses (GET /capabilities/).
                    <p className={styles.limits}>
                      <Icon name="info" size="sm" />
                      <span>{capability.local.limits}</span>
                    </p>
                  ) : null}
                  {!isUnavailable && modelsNote(capability?.models) ? (
                    // Which models the built-in engine runs this edit with (issue #39).
                    <p className={styles.limits} data-models="">
                      <Icon name="info" size="sm" />
                      <span>{modelsNote(capability?.models)}</span>
                    </p>
                  ) : null}
                  {isUnavailable ? (
                    <p className={styles.unavailable}>
                      <Icon name="warning" size="sm" />
                      {capability?.reason || editControlsMessages.unavailable}
                    </p>
                  ) : operation === 'object_removal' ? (
                    <ObjectRemovalPanel
                      imageId={imageId}
                      versionId={versionId}
                      isExpanded={expanded.has(operation)}
                      cachedDetection={cachedDetection}
                      detect={detect}
                      remove={remove}
                      onRemoved={onRemoved}
                      isDisabled={isDisabled}
                      brushAction={
                        masks(operation) ? (
                          <Button
                            variant="secondary"
                            onPress={() => editMask(operation)}
                            isDisabled={isDisabled}
                          >
                            Brush to Remove
                          </Button>
                        ) : null
                      }
                    />
                  ) : (
                    <>
                      {controlsFor(operation)}
                      {takesSeed(operation) ? (
                        <SeedField
                          value={values.seed}
                          onChange={set('seed')}
                          isInvalid={seedInvalid}
                          isDisabled={!hasImage}
                        />
                      ) : null}
                      {errors[operation] ? (
                        <p role="alert" className={styles.error}>
                          <Icon name="alert" size="sm" />
                          {errors[operation]}
                        </p>
                      ) : null}
                      <div className={styles.actions}>
                        {masks(operation) ? (
                          <Button
                            variant="secondary"
                            onPress={() => editMask(operation)}
                            isDisabled={isDisabled || (takesSeed(operation) && seedInvalid)}
                          >
                            Preview Mask
                          </Button>
                        ) : null}
                        <Button
                          onPress={() => apply(operation)}
                          isDisabled={
                            (isDisabled && !isBusy) ||
                            (takesSeed(operation) && seedInvalid) ||
                            (operation === 'upscale' && upscale.none)
                          }
                          isPending={isBusy}
                        >
                          {card.applyLabel}
                        </Button>
                      </div>
                    </>
                  )}
                </div>
              </DisclosurePanel>
            </Disclosure>
          );
        })}
      </DisclosureGroup>
    </div>
  );
}

/**
 * The upscale card's scale within the version's `max_upscale`: a chosen scale that is too large
 * falls back to the largest allowed one, and the note says which scales this photo cannot take.
 */
function upscaleChoice(chosen: UpscaleScale, max: UpscaleScale | null | undefined) {
  const tooLarge = (scale: number) => max !== undefined && (max === null || scale > max);
  const blocked = options.upscaleScales.filter(tooLarge);
  const none = max === null;
  return {
    scale: max && chosen > max ? max : chosen,
    none,
    tooLarge,
    note: none
      ? upscaleMessages.noScale
      : blocked.length
        ? blocked.map((s) => upscaleMessages.scaleTooLarge(s)).join('; ')
        : undefined,
  };
}

/**
 * The optional seed behind an 'Advanced' toggle. The panel is rendered only while open (no
 * hidden-until-found content in the Tab order), and it lives outside the cards' disclosure
 * group, so opening it leaves the card open. One value serves every card that takes a seed.
 */
function SeedField({
  value,
  onChange,
  isInvalid,
  isDisabled,
}: {
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  isDisabled: boolean;
}) {
  const [isOpen, setOpen] = useState(() => value.trim() !== '' || isInvalid);
  const panelId = useId();
  return (
    <div className={styles.advanced}>
      <RACButton
        className={styles.advancedTrigger}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onPress={() => setOpen((open) => !open)}
      >
        <Icon
          name="chevron"
          size="sm"
          direction={isOpen ? 'down' : 'right'}
          className={styles.advancedChevron}
        />
        Advanced
        {!isOpen && value.trim() !== '' ? (
          <span className={styles.advancedHint}>
            {seedMessages.label} {value.trim()}
          </span>
        ) : null}
      </RACButton>
      {isOpen ? (
        <div id={panelId} className={styles.advancedPanel}>
          <TextField
            label={seedMessages.label}
            description={seedMessages.description}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={onChange}
            isInvalid={isInvalid}
            errorMessage={isInvalid ? seedMessages.invalid : undefined}
            isDisabled={isDisabled}
          />
        </div>
      ) : null}
    </div>
  );
}

interface OptionSelectProps<T extends string> {
  label: string;
  items: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  isDisabled?: boolean;
}

function OptionSelect<T extends string>({
  label,
  items,
  value,
  onChange,
  isDisabled,
}: OptionSelectProps<T>) {
  return (
    <Select
      label={label}
      items={items}
      selectedKey={value}
      onSelectionChange={(key) => key != null && onChange(key as T)}
      isDisabled={isDisabled}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}
