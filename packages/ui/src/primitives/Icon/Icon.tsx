import type { ReactNode, SVGProps } from 'react';
import { icon } from './Icon.css.ts';
import * as glyphs from './glyphs.tsx';

/** Names of the built-in glyphs. */
export type IconName = keyof typeof glyphs;

/** Every glyph name, for pickers and docs. */
export const iconNames = /* @__PURE__ */ Object.keys(glyphs) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'direction'> {
  /** Which glyph to draw. */
  name: IconName;
  /**
   * Rendered size, from the `size.icon*` tokens.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Rotation, meant for `chevron`.
   * @default 'down'
   */
  direction?: 'down' | 'up' | 'left' | 'right';
  /**
   * Give the icon a name only when it carries meaning on its own (no visible text beside it).
   * Without a label the icon is `aria-hidden`.
   */
  'aria-label'?: string;
}

interface SvgIconProps extends Omit<IconProps, 'name'> {
  /** `data-icon` on the svg, for tests and styling. */
  name: string;
  glyph: ReactNode;
}

/** The svg around one glyph: what `Icon` and every named shortcut render. */
function SvgIcon({
  name,
  glyph,
  size,
  direction,
  className,
  'aria-label': ariaLabel,
  ...props
}: SvgIconProps) {
  const labelled = Boolean(ariaLabel);
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      {...props}
      className={[icon({ size, direction }), className].filter(Boolean).join(' ')}
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      aria-label={ariaLabel}
      data-icon={name}
    >
      {glyph}
    </svg>
  );
}

/**
 * A small inline SVG icon. Decorative by default (`aria-hidden`): pair it with visible text,
 * or give the surrounding button an `aria-label`. Pass `aria-label` to the icon itself only
 * when it stands alone and means something. It carries every glyph; a named shortcut
 * (`CloseIcon`) carries only its own.
 */
export function Icon({ name, ...props }: IconProps) {
  return <SvgIcon {...props} name={name} glyph={glyphs[name]} />;
}

type NamedIconProps = Omit<IconProps, 'name'>;

export const MenuIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="menu" glyph={glyphs.menu} />
);
export const CloseIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="close" glyph={glyphs.close} />
);
export const ChevronIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="chevron" glyph={glyphs.chevron} />
);
export const UserIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="user" glyph={glyphs.user} />
);
export const ImageIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="image" glyph={glyphs.image} />
);
export const SparklesIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="sparkles" glyph={glyphs.sparkles} />
);
export const FolderIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="folder" glyph={glyphs.folder} />
);
export const BoardIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="board" glyph={glyphs.board} />
);
export const SettingsIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="settings" glyph={glyphs.settings} />
);
export const PlansIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="plans" glyph={glyphs.plans} />
);
export const UploadIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="upload" glyph={glyphs.upload} />
);
export const CheckIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="check" glyph={glyphs.check} />
);
export const SignOutIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="signOut" glyph={glyphs.signOut} />
);
export const AlertIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="alert" glyph={glyphs.alert} />
);
export const SearchIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="search" glyph={glyphs.search} />
);
export const TrashIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="trash" glyph={glyphs.trash} />
);
export const EditIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="edit" glyph={glyphs.edit} />
);
export const DownloadIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="download" glyph={glyphs.download} />
);
export const ExternalIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="external" glyph={glyphs.external} />
);
export const CopyIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="copy" glyph={glyphs.copy} />
);
export const LinkIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="link" glyph={glyphs.link} />
);
export const ShareIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="share" glyph={glyphs.share} />
);
export const EyeIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="eye" glyph={glyphs.eye} />
);
export const PlusIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="plus" glyph={glyphs.plus} />
);
export const MinusIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="minus" glyph={glyphs.minus} />
);
export const PlayIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="play" glyph={glyphs.play} />
);
export const PauseIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="pause" glyph={glyphs.pause} />
);
export const GridIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="grid" glyph={glyphs.grid} />
);
export const ListIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="list" glyph={glyphs.list} />
);
export const LayersIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="layers" glyph={glyphs.layers} />
);
export const CompareIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="compare" glyph={glyphs.compare} />
);
export const HistoryIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="history" glyph={glyphs.history} />
);
export const FilterIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="filter" glyph={glyphs.filter} />
);
export const StarIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="star" glyph={glyphs.star} />
);
export const HeartIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="heart" glyph={glyphs.heart} />
);
export const InfoIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="info" glyph={glyphs.info} />
);
export const WarningIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="warning" glyph={glyphs.warning} />
);
export const CalendarIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="calendar" glyph={glyphs.calendar} />
);
export const HomeIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="home" glyph={glyphs.home} />
);
export const MapPinIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="mapPin" glyph={glyphs.mapPin} />
);
export const CameraIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="camera" glyph={glyphs.camera} />
);
export const WandIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="wand" glyph={glyphs.wand} />
);
export const PaletteIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="palette" glyph={glyphs.palette} />
);
export const SunIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="sun" glyph={glyphs.sun} />
);
export const MoonIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="moon" glyph={glyphs.moon} />
);
export const CloudIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="cloud" glyph={glyphs.cloud} />
);
export const SofaIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="sofa" glyph={glyphs.sofa} />
);
export const EraserIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="eraser" glyph={glyphs.eraser} />
);
export const ExpandIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="expand" glyph={glyphs.expand} />
);
export const DragHandleIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="dragHandle" glyph={glyphs.dragHandle} />
);
export const QrIcon = (props: NamedIconProps) => <SvgIcon {...props} name="qr" glyph={glyphs.qr} />;
export const LockIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="lock" glyph={glyphs.lock} />
);
export const GlobeIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="globe" glyph={glyphs.globe} />
);
export const ClockIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="clock" glyph={glyphs.clock} />
);
export const ArrowLeftIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="arrowLeft" glyph={glyphs.arrowLeft} />
);
export const ArrowRightIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="arrowRight" glyph={glyphs.arrowRight} />
);
export const ZoomInIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="zoomIn" glyph={glyphs.zoomIn} />
);
export const RefreshIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="refresh" glyph={glyphs.refresh} />
);
export const MoreIcon = (props: NamedIconProps) => (
  <SvgIcon {...props} name="more" glyph={glyphs.more} />
);
