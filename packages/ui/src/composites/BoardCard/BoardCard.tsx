import type { HTMLAttributes } from 'react';
import { Link } from 'react-aria-components';
import type { Board } from '@hds/api-client/contract';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { IconButton } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../primitives/Menu/Menu.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './BoardCard.css.ts';

/** Board cards show at most this many thumbnails (spec part 2 §9). */
export const BOARD_CARD_THUMBNAILS = 4;

/**
 * Menu actions. `list` (boards page) offers view, copyLink (public boards only) and delete;
 * `project` (the project's Boards tab) offers view, rename, edit (not for auto-generated
 * boards), share, openShareLink (when shared) and delete.
 */
export type BoardCardAction =
  'view' | 'copyLink' | 'rename' | 'edit' | 'share' | 'openShareLink' | 'delete';

export const boardCardActionLabels: Record<BoardCardAction, string> = {
  view: 'View Board',
  copyLink: 'Copy Share Link',
  rename: 'Rename Board',
  edit: 'Edit Board',
  share: 'Share Board',
  openShareLink: 'Open Share Link',
  delete: 'Delete Board',
};

export interface BoardCardProps extends Omit<HTMLAttributes<HTMLElement>, 'onAction'> {
  board: Board;
  /**
   * `list`: the boards page card (cover, Public badge, project and updated date).
   * `project`: the project's Boards tab card (up to 4 thumbnails and '+n', Shared badge,
   * relative creation time).
   * @default 'list'
   */
  variant?: 'list' | 'project';
  /** The board page, `/app/boards/{id}`; the card's name links there. */
  href: string;
  /** A menu item was chosen. */
  onAction: (action: BoardCardAction, board: Board) => void;
  /**
   * Heading level of the name, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** "Now" for the relative creation time; tests and stories pin it. */
  now?: Date;
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** `3 days ago`, `yesterday`, `last month`: the project card's creation time. */
export function formatRelativeTime(iso: string, now: Date = new Date()) {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  let value = (then - now.getTime()) / 1000;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

export function formatBoardDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDate.format(date);
}

export function formatImageCount(count: number) {
  return `${count} ${count === 1 ? 'image' : 'images'}`;
}

/** Which menu items a board gets, in order (spec part 2 §2). */
export function boardCardActions(board: Board, variant: 'list' | 'project'): BoardCardAction[] {
  if (variant === 'list') {
    return ['view', ...(board.is_public ? (['copyLink'] as const) : []), 'delete'];
  }
  return [
    'view',
    'rename',
    ...(board.is_auto_generated ? [] : (['edit'] as const)),
    'share',
    ...(board.share_token ? (['openShareLink'] as const) : []),
    'delete',
  ];
}

const actionIcons: Record<BoardCardAction, Parameters<typeof Icon>[0]['name']> = {
  view: 'eye',
  copyLink: 'copy',
  rename: 'edit',
  edit: 'board',
  share: 'share',
  openShareLink: 'external',
  delete: 'trash',
};

const thumbnailOf = (v: Board['versions'][number]) =>
  v.thumbnail_url ?? v.preview_url ?? v.storage_url;

/**
 * A board in a grid, in the two forms of spec part 2 §2: the boards page card and the
 * project's Boards tab card. The name links to the board (the whole card is clickable);
 * the menu button beside it holds the board's actions, reported through `onAction`.
 */
export function BoardCard({
  board,
  variant = 'list',
  href,
  onAction,
  headingLevel = 3,
  now,
  className,
  ...props
}: BoardCardProps) {
  const Heading = `h${headingLevel}` as const;
  const actions = boardCardActions(board, variant);
  const count = board.version_count ?? board.versions.length;
  return (
    <article
      {...props}
      data-variant={variant}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      <div className={styles.media}>
        {variant === 'list' ? <Cover board={board} /> : <Mosaic board={board} count={count} />}
        {variant === 'list' && board.is_public ? (
          <div className={styles.overlayBadges}>
            <Badge variant="accent" icon={<Icon name="globe" size="sm" />}>
              Public
            </Badge>
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.header}>
          <Heading className={styles.name}>
            <Link href={href} className={styles.link}>
              {board.name}
            </Link>
          </Heading>
          <MenuTrigger>
            <IconButton
              aria-label={`Actions for ${board.name}`}
              size="sm"
              className={styles.menuButton}
            >
              <Icon name="more" />
            </IconButton>
            <Menu onAction={(key) => onAction(key as BoardCardAction, board)}>
              {actions.map((action) => [
                action === 'delete' ? <MenuSeparator key="separator" /> : null,
                <MenuItem
                  key={action}
                  id={action}
                  variant={action === 'delete' ? 'danger' : 'default'}
                  icon={<Icon name={actionIcons[action]} size="sm" />}
                >
                  {boardCardActionLabels[action]}
                </MenuItem>,
              ])}
            </Menu>
          </MenuTrigger>
        </div>
        {board.description ? <p className={styles.description}>{board.description}</p> : null}
        <div className={styles.meta}>
          <span className={styles.metaItem}>
            <Icon name="image" size="sm" />
            {formatImageCount(count)}
          </span>
          {variant === 'list' ? (
            <>
              <span className={[styles.metaItem, styles.dot].join(' ')}>{board.project.title}</span>
              <span className={[styles.metaItem, styles.fullRow].join(' ')}>
                Updated <time dateTime={board.updated_at}>{formatBoardDate(board.updated_at)}</time>
              </span>
            </>
          ) : (
            <>
              <span className={[styles.metaItem, styles.dot].join(' ')}>
                <time dateTime={board.created_at}>{formatRelativeTime(board.created_at, now)}</time>
              </span>
              {board.share_token ? (
                <Badge variant="success" icon={<Icon name="link" size="sm" />}>
                  Shared
                </Badge>
              ) : null}
            </>
          )}
        </div>
      </div>
    </article>
  );
}

/** The boards page cover: the first version's thumbnail, else the board's own. */
function Cover({ board }: { board: Board }) {
  const first = board.versions[0];
  const src = (first && thumbnailOf(first)) ?? board.thumbnail_url;
  return src ? (
    <img className={styles.cover} src={src} alt="" loading="lazy" />
  ) : (
    <div className={styles.placeholder}>
      <Icon name="board" size="lg" />
    </div>
  );
}

function Mosaic({ board, count }: { board: Board; count: number }) {
  const shown = board.versions.slice(0, BOARD_CARD_THUMBNAILS);
  const hidden = Math.max(0, count - shown.length);
  if (shown.length === 0) {
    return (
      <div className={styles.placeholder}>
        <Icon name="board" size="lg" />
      </div>
    );
  }
  return (
    <div className={styles.mosaic} data-count={shown.length}>
      {shown.map((version) => (
        <div key={version.id} className={styles.tile}>
          {thumbnailOf(version) ? (
            <img className={styles.cover} src={thumbnailOf(version)!} alt="" loading="lazy" />
          ) : (
            <div className={styles.placeholder}>
              <Icon name="image" />
            </div>
          )}
        </div>
      ))}
      {hidden > 0 ? (
        <span className={styles.more}>
          <span aria-hidden="true">+{hidden}</span>
          <span className={visuallyHidden}>{`${hidden} more`}</span>
        </span>
      ) : null}
    </div>
  );
}
