import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMachine } from '@xstate/react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { fromPromise } from 'xstate';
import {
  type ApplyMaskInput,
  BRUSH_MAX,
  BRUSH_MIN,
  type MaskGridPreview,
  type MaskTool,
  encodeMaskPng,
  isRegionInMask,
  maskEditorMachine,
  regionAt,
  selectMaskEditor,
} from '@hds/machines';
import { Button, IconButton } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { Slider } from '../../primitives/Slider/Slider.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { drawOverlay, parseRgb, regionEdges } from './maskOverlay.ts';
import * as styles from './MaskEditor.css.ts';

/** The automatic mask and the engine's regions on their grid (a decoded mask preview). */
export type MaskPreviewData = MaskGridPreview;

/** A click on the preview's grid: positive adds what is under it, negative takes it out. */
export interface MaskGridClick {
  x: number;
  y: number;
  positive: boolean;
}

/** What the click segmenter is asked: the mask as it is and this run's clicks, the last one new. */
export interface SegmentClickInput {
  mask: Uint8Array;
  gridWidth: number;
  gridHeight: number;
  clicks: MaskGridClick[];
}

/**
 * What a failed click says: the segmenter's reason, then what the click did instead (`wasIn`:
 * whether the region under it was in the mask before; null when no region was under it).
 */
function fallbackMessage(why: string, wasIn: boolean | null): string {
  const reason = /[.!?]$/.test(why) ? why : `${why}.`;
  if (wasIn === null) return `${reason} Your mask is kept.`;
  return `${reason} The region under your click was ${wasIn ? 'taken out of' : 'added to'} the mask instead.`;
}

/** The clicks one run sends at most (the API's MASK_CLICKS_MAX). */
const CLICKS_MAX = 20;

export interface MaskEditorProps {
  imageSrc: string;
  imageAlt: string;
  /** What the mask is, for people and screen readers: 'Wall mask'. */
  label: string;
  /** The apply button's text: 'Apply Wall Color'. */
  applyLabel: string;
  loadPreview: (signal: AbortSignal) => Promise<MaskPreviewData>;
  /** Gets the corrected mask as a single-channel PNG of width × height (grid upscaled, nearest) and runs the edit. */
  onApply: (png: Blob, info: { coverage: number }) => Promise<void>;
  onCancel: () => void;
  /**
   * The click segmenter (issue #38): a click or tap in Regions mode asks it for the new mask (the
   * surface under a click outside the mask joins it, one inside leaves it) and waits, busy, for
   * the answer; when it fails, the click toggles the region under it instead and the message
   * says why. Without it, a click toggles the region under it. The keyboard toggles regions
   * either way.
   */
  segmentClick?: (input: SegmentClickInput, signal: AbortSignal) => Promise<Uint8Array>;
  /** @default 'regions' ('brush' for object removal) */
  defaultTool?: 'regions' | 'brush' | 'eraser';
  /**
   * Why the editor opened by itself: the engine was not sure of the region and the server's
   * sentence asks the user to confirm or correct it (issue #38). Shown above the picture.
   */
  notice?: string;
  className?: string;
}

const ZOOM_MIN = 1;
const ZOOM_MAX = 8;
const ZOOM_STEP = 1.5;
/** A press that moves less than this (CSS px) is a click, not a drag. */
const CLICK_SLOP = 6;

interface ViewTransform {
  zoom: number;
  x: number;
  y: number;
}

const FIT: ViewTransform = { zoom: 1, x: 0, y: 0 };

/** Keeps the zoomed picture covering the viewport. */
function clampView(view: ViewTransform, width: number, height: number): ViewTransform {
  const zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.zoom));
  return {
    zoom,
    x: Math.min(0, Math.max(width - width * zoom, view.x)),
    y: Math.min(0, Math.max(height - height * zoom, view.y)),
  };
}

const percent = (share: number) => Math.round(share * 100);

/** "Wall mask: 4 regions, 38 % of the image" — what the mask holds, for the live region. */
export function describeMask(label: string, regions: number, coverage: number) {
  return `${label}: ${regions} ${regions === 1 ? 'region' : 'regions'}, ${percent(coverage)} % of the image`;
}

const toolLabels: Record<MaskTool, string> = {
  regions: 'Regions',
  brush: 'Brush',
  eraser: 'Eraser',
  pan: 'Pan',
};

/**
 * Shows the region an edit will change as a tinted overlay on the picture and lets the user
 * correct it before applying (issue #28): click or tap a region to add or remove it whole, paint
 * with the brush or eraser, undo and redo, reset to the automatic mask, zoom and pan. Keyboard:
 * Tab to the picture, arrow keys step through the regions, Space toggles the focused one, [ and ]
 * change the brush size, Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z or Ctrl+Y redoes. A polite live
 * region says what the mask holds after each change. Runs `maskEditorMachine`; the app provides
 * the preview and the apply call, so stories and tests drive it fully.
 */
export function MaskEditor({
  imageSrc,
  imageAlt,
  label,
  applyLabel,
  loadPreview,
  onApply,
  onCancel,
  segmentClick,
  defaultTool = 'regions',
  notice,
  className,
}: MaskEditorProps) {
  const callbacks = useRef({ loadPreview, onApply, onCancel, segmentClick });
  useLayoutEffect(() => {
    callbacks.current = { loadPreview, onApply, onCancel, segmentClick };
  });
  const [machine] = useState(() =>
    maskEditorMachine.provide({
      actors: {
        loadPreview: fromPromise<MaskGridPreview, void>(({ signal }) =>
          callbacks.current.loadPreview(signal),
        ),
        applyMask: fromPromise<unknown, ApplyMaskInput>(async ({ input }) => {
          const png = await encodeMaskPng(
            input.mask,
            input.gridWidth,
            input.gridHeight,
            input.width,
            input.height,
          );
          await callbacks.current.onApply(png, { coverage: input.coverage });
        }),
      },
      actions: { onCancel: () => callbacks.current.onCancel() },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { tool: defaultTool } });
  useEffect(() => {
    send({ type: 'PREVIEW' });
  }, [send]);

  const { context } = snapshot;
  const { preview, mask } = context;
  // A new snapshot comes with each machine step only (not with the brush cursor's renders).
  const view = useMemo(() => selectMaskEditor(snapshot), [snapshot]);

  const ids = { help: useId(), status: useId() };
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const swatchRefs = {
    tint: useRef<HTMLSpanElement>(null),
    focus: useRef<HTMLSpanElement>(null),
    edge: useRef<HTMLSpanElement>(null),
  };
  const [transform, setTransform] = useState<ViewTransform>(FIT);
  const [panning, setPanning] = useState(false);
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const gesture = useRef<
    | { kind: 'pan'; id: number; startX: number; startY: number; from: ViewTransform }
    | { kind: 'stroke'; id: number }
    | { kind: 'click'; id: number; startX: number; startY: number }
    | null
  >(null);
  const space = useRef({ held: false, panned: false });
  // The click segmenter's request in flight, and the run of clicks behind the mask it last made:
  // the run goes on while the mask is that one, and starts again after any other change.
  const [segmenting, setSegmenting] = useState(false);
  const [clickError, setClickError] = useState<string | null>(null);
  const clickRequest = useRef<AbortController | null>(null);
  const clickRun = useRef<{ clicks: MaskGridClick[]; mask: Uint8Array | null }>({
    clicks: [],
    mask: null,
  });
  useEffect(() => () => clickRequest.current?.abort(), []);

  const editing = view.step === 'editing' && !segmenting;
  const busy = view.step === 'applying' || view.step === 'applied';
  const edges = useMemo(() => (preview ? regionEdges(preview) : null), [preview]);

  // Redraw the overlay when the mask, the focused region or the grid changes: once per frame
  // at most (a stroke sends many points per frame).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !preview || !edges) return;
    const read = (ref: { current: HTMLSpanElement | null }) =>
      parseRgb(ref.current ? getComputedStyle(ref.current).color : '');
    const frame = requestAnimationFrame(() =>
      drawOverlay(canvas, preview, mask, edges, context.focusedRegion, {
        tint: read(swatchRefs.tint),
        focus: read(swatchRefs.focus),
        edge: read(swatchRefs.edge),
      }),
    );
    return () => cancelAnimationFrame(frame);
    // swatchRefs are stable refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preview, mask, edges, context.focusedRegion]);

  // Announce what the mask holds after each change of the mask (a stroke: at its end).
  const summary = describeMask(label, view.regionCount, view.coverage);
  const strokeDone = context.stroke === null;
  const summaryRef = useRef(summary);
  useLayoutEffect(() => {
    summaryRef.current = summary;
  });
  useEffect(() => {
    if (editing && strokeDone) setAnnouncement(summaryRef.current);
  }, [editing, strokeDone, mask]);

  /** Moves keyboard focus between regions and says where it is. */
  const moveFocus = (type: 'FOCUS_NEXT' | 'FOCUS_PREV') => {
    send({ type });
    const region = actor.getSnapshot().context.focusedRegion;
    if (region === null || !preview) return;
    const position = context.order.indexOf(region) + 1;
    const inside = isRegionInMask(mask, preview.regions, region);
    setAnnouncement(
      `Region ${position} of ${context.order.length}, ${inside ? 'in' : 'not in'} the ${label.toLowerCase()}`,
    );
  };

  const viewportSize = () => {
    const el = viewportRef.current;
    return el ? { width: el.clientWidth, height: el.clientHeight } : { width: 1, height: 1 };
  };

  const zoomBy = (factor: number) => {
    const { width, height } = viewportSize();
    setTransform((t) => {
      const zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, t.zoom * factor));
      const cx = width / 2;
      const cy = height / 2;
      return clampView(
        { zoom, x: cx - ((cx - t.x) * zoom) / t.zoom, y: cy - ((cy - t.y) * zoom) / t.zoom },
        width,
        height,
      );
    });
  };

  /** The grid point under a pointer (the canvas's box already carries zoom and pan). */
  const gridPoint = (clientX: number, clientY: number) => {
    const canvas = canvasRef.current;
    if (!canvas || !preview) return null;
    const rect = canvas.getBoundingClientRect();
    return {
      x: ((clientX - rect.left) / rect.width) * preview.gridWidth,
      y: ((clientY - rect.top) / rect.height) * preview.gridHeight,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!editing || gesture.current) return;
    const target = event.currentTarget;
    const pan = event.button === 1 || space.current.held || view.tool === 'pan';
    if (event.button !== 0 && !pan) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    try {
      target.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (tests) has no capture to take; the gesture works without it.
    }
    if (pan) {
      if (space.current.held) space.current.panned = true;
      gesture.current = {
        kind: 'pan',
        id: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        from: transform,
      };
      setPanning(true);
      return;
    }
    if (view.tool === 'regions') {
      gesture.current = {
        kind: 'click',
        id: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
      };
      return;
    }
    const point = gridPoint(event.clientX, event.clientY);
    if (!point) return;
    gesture.current = { kind: 'stroke', id: event.pointerId };
    send({ type: 'STROKE_START', ...point });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if ((view.tool === 'brush' || view.tool === 'eraser') && event.pointerType !== 'touch') {
      const rect = event.currentTarget.getBoundingClientRect();
      setCursor({ x: event.clientX - rect.left, y: event.clientY - rect.top });
    }
    if (!g || g.id !== event.pointerId) return;
    if (g.kind === 'pan') {
      const { width, height } = viewportSize();
      setTransform(
        clampView(
          {
            zoom: g.from.zoom,
            x: g.from.x + event.clientX - g.startX,
            y: g.from.y + event.clientY - g.startY,
          },
          width,
          height,
        ),
      );
    } else if (g.kind === 'stroke') {
      const point = gridPoint(event.clientX, event.clientY);
      if (point) send({ type: 'STROKE_POINT', ...point });
    }
  };

  const endGesture = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const g = gesture.current;
    if (!g || g.id !== event.pointerId) return;
    gesture.current = null;
    if (g.kind === 'pan') setPanning(false);
    else if (g.kind === 'stroke') send({ type: 'STROKE_END' });
    else if (!cancelled && preview) {
      const moved = Math.hypot(event.clientX - g.startX, event.clientY - g.startY);
      const point = gridPoint(event.clientX, event.clientY);
      const region = point
        ? regionAt(preview.regions, preview.gridWidth, preview.gridHeight, point)
        : null;
      if (moved >= CLICK_SLOP || !point) return;
      if (callbacks.current.segmentClick) void segmentAt(point, region);
      else if (region !== null) send({ type: 'TOGGLE_REGION', region });
    }
  };

  /**
   * Asks the click segmenter for the mask after a click at `point` (grid cells). When it fails,
   * the click toggles `region` (the region under it) as it would without a segmenter, and the
   * message says why and what the click did instead: the user's mask and click are not lost.
   */
  const segmentAt = async (point: { x: number; y: number }, region: number | null) => {
    const segment = callbacks.current.segmentClick;
    if (!segment || !preview) return;
    const { gridWidth: gw, gridHeight: gh } = preview;
    const x = Math.min(gw - 1, Math.max(0, point.x));
    const y = Math.min(gh - 1, Math.max(0, point.y));
    const current = actor.getSnapshot().context.mask;
    const positive = !current[Math.floor(y) * gw + Math.floor(x)];
    const run = clickRun.current.mask === current ? clickRun.current.clicks : [];
    const clicks = [...run, { x, y, positive }].slice(-CLICKS_MAX);
    const request = new AbortController();
    clickRequest.current = request;
    setSegmenting(true);
    setClickError(null);
    try {
      const next = await segment({ mask: current, gridWidth: gw, gridHeight: gh, clicks }, request.signal); // prettier-ignore
      if (request.signal.aborted) return;
      send({ type: 'SET_MASK', mask: next });
      clickRun.current = { clicks, mask: actor.getSnapshot().context.mask };
    } catch (err) {
      if (request.signal.aborted) return;
      const why =
        err instanceof Error && err.message ? err.message : 'The click could not be worked out.';
      const wasIn = region === null ? null : isRegionInMask(current, preview.regions, region);
      if (wasIn !== null && region !== null) send({ type: 'TOGGLE_REGION', region });
      setClickError(fallbackMessage(why, wasIn));
    } finally {
      if (clickRequest.current === request) {
        clickRequest.current = null;
        setSegmenting(false);
      }
    }
  };

  const toggleFocused = () => {
    if (context.focusedRegion === null) moveFocus('FOCUS_NEXT');
    else send({ type: 'TOGGLE_REGION', region: context.focusedRegion });
  };

  const onStageKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!editing || event.metaKey || event.ctrlKey || event.altKey) return;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        handled();
        moveFocus('FOCUS_NEXT');
        return;
      case 'ArrowLeft':
      case 'ArrowUp':
        handled();
        moveFocus('FOCUS_PREV');
        return;
      case ' ':
        handled();
        // Space toggles on release, unless it was held to pan with the pointer.
        if (!event.repeat) space.current = { held: true, panned: false };
        return;
      case 'Enter':
        handled();
        toggleFocused();
        return;
      case '[':
        handled();
        send({ type: 'SET_BRUSH_SIZE', size: context.brushSize - 1 });
        return;
      case ']':
        handled();
        send({ type: 'SET_BRUSH_SIZE', size: context.brushSize + 1 });
        return;
      case '+':
      case '=':
        handled();
        zoomBy(ZOOM_STEP);
        return;
      case '-':
        handled();
        zoomBy(1 / ZOOM_STEP);
        return;
      case '0':
        handled();
        setTransform(FIT);
        return;
    }
  };

  const onStageKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    const { held, panned } = space.current;
    space.current = { held: false, panned: false };
    if (held && !panned && editing) toggleFocused();
  };

  // Undo and redo from anywhere in the editor, and from the page when focus fell to <body>
  // (the Undo button disables itself at the end of the history and drops its focus).
  const rootRef = useRef<HTMLDivElement>(null);
  const shortcuts = useRef<(event: globalThis.KeyboardEvent) => void>(() => {});
  const onShortcut = (event: globalThis.KeyboardEvent) => {
    if (!editing || !(event.metaKey || event.ctrlKey) || event.altKey) return;
    const target = event.target as Node | null;
    const inside = target === document.body || (target && rootRef.current?.contains(target));
    if (!inside) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) send({ type: 'UNDO' });
    else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey))
      send({ type: 'REDO' });
    else return;
    event.preventDefault();
  };
  useLayoutEffect(() => {
    shortcuts.current = onShortcut;
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => shortcuts.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const aspect = preview ? preview.width / preview.height : 4 / 3;
  // As wide as the column allows, and no taller than most of the window.
  const frameStyle: CSSProperties = {
    aspectRatio: `${aspect}`,
    width: `min(100%, calc(70vh * ${aspect.toFixed(4)}))`,
  };
  const brushMax = preview
    ? Math.min(
        BRUSH_MAX,
        Math.max(8, Math.round(Math.max(preview.gridWidth, preview.gridHeight) / 6)),
      )
    : BRUSH_MAX;
  const cellPx = preview ? (viewportRef.current?.clientWidth ?? 0) / preview.gridWidth : 0;
  const painting = view.tool === 'brush' || view.tool === 'eraser';

  const rootClass = [styles.root, className].filter(Boolean).join(' ');

  // Polite: it is read once as the editor opens, before the mask's own summary.
  const noticeBox = notice ? (
    <div className={styles.notice} role="status">
      <Icon name="info" size="sm" />
      <p className={styles.noticeText}>
        <strong>Confirm the {label.toLowerCase()}.</strong> {notice}
      </p>
    </div>
  ) : null;

  // Cancelled: the editor is closed (the app usually unmounts it on onCancel).
  if (view.step === 'cancelled') return null;

  if (view.step === 'idle' || view.step === 'previewing') {
    return (
      <div className={rootClass} aria-busy="true">
        {noticeBox}
        <div className={styles.skeleton} style={frameStyle}>
          <Skeleton shape="rect" width="100%" height="100%" />
          <p className={styles.loadingText} role="status">
            Finding the {label.toLowerCase()}…
          </p>
        </div>
        <div className={styles.footer}>
          <Button variant="secondary" onPress={() => send({ type: 'CANCEL' })}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  if (view.step === 'previewFailed') {
    return (
      <div className={rootClass}>
        {noticeBox}
        <div className={styles.failed}>
          <p className={styles.error} role="alert">
            <Icon name="alert" size="sm" />
            <span>{view.error}</span>
          </p>
          <div className={styles.footer}>
            <Button variant="secondary" onPress={() => send({ type: 'CANCEL' })}>
              Cancel
            </Button>
            <Button onPress={() => send({ type: 'RETRY' })}>Try again</Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={rootClass} ref={rootRef}>
      {noticeBox}
      <span ref={swatchRefs.tint} className={styles.swatchTint} />
      <span ref={swatchRefs.focus} className={styles.swatchFocus} />
      <span ref={swatchRefs.edge} className={styles.swatchEdge} />
      <div className={styles.toolbar} role="group" aria-label={`${label} tools`}>
        <ToggleButtonGroup
          aria-label="Tool"
          selectionMode="single"
          disallowEmptySelection
          className={styles.tools}
          selectedKeys={[view.tool]}
          isDisabled={!editing}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next === 'regions' || next === 'brush' || next === 'eraser' || next === 'pan')
              send({ type: 'SET_TOOL', tool: next });
          }}
        >
          {(['regions', 'brush', 'eraser', 'pan'] as const).map((tool) => (
            <ToggleButton key={tool} id={tool} className={styles.tool}>
              {tool === 'eraser' ? <Icon name="eraser" size="sm" /> : null}
              {toolLabels[tool]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <div className={styles.toolbarGroup}>
          <Button
            variant="quiet"
            size="sm"
            isDisabled={!view.canUndo}
            onPress={() => send({ type: 'UNDO' })}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            Undo
          </Button>
          <Button
            variant="quiet"
            size="sm"
            isDisabled={!view.canRedo}
            onPress={() => send({ type: 'REDO' })}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            Redo
          </Button>
          <Button
            variant="quiet"
            size="sm"
            isDisabled={!view.canReset}
            onPress={() => send({ type: 'RESET' })}
          >
            Reset to automatic
          </Button>
        </div>
        <span className={styles.spacer} />
        <div className={styles.toolbarGroup}>
          <IconButton
            size="sm"
            aria-label="Zoom out"
            isDisabled={transform.zoom <= ZOOM_MIN}
            onPress={() => zoomBy(1 / ZOOM_STEP)}
          >
            <Icon name="minus" size="sm" />
          </IconButton>
          <IconButton
            size="sm"
            aria-label="Zoom in"
            isDisabled={transform.zoom >= ZOOM_MAX}
            onPress={() => zoomBy(ZOOM_STEP)}
          >
            <Icon name="plus" size="sm" />
          </IconButton>
          <IconButton
            size="sm"
            aria-label="Fit to view"
            isDisabled={transform.zoom === 1}
            onPress={() => setTransform(FIT)}
          >
            <Icon name="expand" size="sm" />
          </IconButton>
        </div>
        {painting ? (
          <Slider
            className={styles.brush}
            label="Brush size"
            minValue={BRUSH_MIN}
            maxValue={brushMax}
            value={Math.min(view.brushSize, brushMax)}
            isDisabled={!editing}
            onChange={(size) => send({ type: 'SET_BRUSH_SIZE', size })}
          />
        ) : null}
      </div>

      <div
        ref={viewportRef}
        className={styles.viewport}
        style={frameStyle}
        role="application"
        aria-roledescription="mask editor"
        aria-label={`${label} on ${imageAlt}`}
        aria-describedby={`${ids.help} ${ids.status}`}
        tabIndex={0}
        data-tool={view.tool}
        data-panning={panning || undefined}
        aria-busy={segmenting || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => endGesture(e, false)}
        onPointerCancel={(e) => endGesture(e, true)}
        onPointerLeave={() => setCursor(null)}
        onKeyDown={onStageKeyDown}
        onKeyUp={onStageKeyUp}
        onBlur={() => {
          space.current = { held: false, panned: false };
        }}
      >
        <div
          className={styles.content}
          style={{
            transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.zoom})`,
          }}
        >
          <img className={styles.picture} src={imageSrc} alt="" draggable={false} />
          <canvas ref={canvasRef} className={styles.overlay} aria-hidden="true" />
        </div>
        {painting && cursor && cellPx > 0 ? (
          <span
            className={styles.brushCursor}
            aria-hidden="true"
            style={{
              width: `${2 * view.brushSize * cellPx * transform.zoom}px`,
              height: `${2 * view.brushSize * cellPx * transform.zoom}px`,
              transform: `translate(${cursor.x - view.brushSize * cellPx * transform.zoom}px, ${cursor.y - view.brushSize * cellPx * transform.zoom}px)`,
            }}
          />
        ) : null}
        {segmenting ? (
          <div className={styles.segmenting}>
            <Spinner size="sm" label="Working out the click" />
            <span>Finding what you clicked…</span>
          </div>
        ) : null}
      </div>

      <div className={styles.status}>
        <span id={ids.status} className={styles.summary}>
          {summary}
        </span>
        <span id={ids.help}>
          {segmentClick
            ? 'Click a surface to add it, or inside the mask to take it out, or paint with the brush.'
            : 'Click a region to add or remove it, or paint with the brush.'}{' '}
          Keyboard: arrow keys move between regions, Space adds or removes one, [ and ] change the
          brush size.
        </span>
      </div>
      <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>

      {(clickError ?? view.error) ? (
        <p className={styles.error} role="alert">
          <Icon name="alert" size="sm" />
          <span>{clickError ?? view.error}</span>
        </p>
      ) : null}

      <div className={styles.footer}>
        <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'CANCEL' })}>
          Cancel
        </Button>
        <Button isDisabled={!view.canApply || segmenting} onPress={() => send({ type: 'APPLY' })}>
          {view.step === 'applying' ? 'Applying...' : applyLabel}
        </Button>
      </div>
    </div>
  );
}
