import { useEffect, useId, useRef, type HTMLAttributes } from 'react';
import { Link as RACLink, ToggleButton } from 'react-aria-components';
import type { Listing, ListingStatus, ListingType } from '@hds/api-client/contract';
import { Badge, type BadgeVariant } from '../../primitives/Badge/Badge.tsx';
import { Button, IconButton } from '../../primitives/Button/Button.tsx';
import { button } from '../../primitives/Button/Button.css.ts';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { Icon, type IconName } from '../../primitives/Icon/Icon.tsx';
import { ButtonLink } from '../../primitives/Link/Link.tsx';
import { Tooltip, TooltipTrigger } from '../../primitives/Tooltip/Tooltip.tsx';
import * as styles from './ListingCard.css.ts';

/** What the card asks the page to do; opening the source and View Project are plain links. */
export type ListingCardAction = 'toggleFeatured' | 'archive' | 'unarchive' | 'createProject';

/** The fields the card shows (spec part 2 §2 "Cards"). */
export type ListingCardListing = Pick<
  Listing,
  | 'id'
  | 'title'
  | 'address'
  | 'status'
  | 'listing_type'
  | 'price'
  | 'display_price'
  | 'primary_image_url'
  | 'bedrooms'
  | 'bathrooms'
  | 'square_feet'
  | 'source_url'
  | 'is_featured'
  | 'is_archived'
  | 'project'
>;

export const listingStatusLabels: Record<ListingStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  scraping: 'Scraping',
  processing: 'Processing',
  failed: 'Failed',
};

/** `pending` reads 'Sale Pending' so it is not mistaken for the import status 'Pending'. */
export const listingTypeLabels: Record<ListingType, string> = {
  for_sale: 'For Sale',
  for_rent: 'For Rent',
  sold: 'Sold',
  pending: 'Sale Pending',
};

const statusLooks: Record<ListingStatus, { variant: BadgeVariant; icon: IconName }> = {
  completed: { variant: 'success', icon: 'check' },
  pending: { variant: 'neutral', icon: 'clock' },
  scraping: { variant: 'accent', icon: 'refresh' },
  processing: { variant: 'accent', icon: 'refresh' },
  failed: { variant: 'danger', icon: 'alert' },
};

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * The price as the source shows it; else the numeric price in dollars ('/mo' for rentals);
 * `null` while the import has not found one.
 */
export function formatListingPrice(
  listing: Pick<Listing, 'display_price' | 'price' | 'listing_type'>,
): string | null {
  const shown = listing.display_price?.trim();
  if (shown) return shown;
  if (listing.price == null) return null;
  return `${usd.format(listing.price)}${listing.listing_type === 'for_rent' ? '/mo' : ''}`;
}

/** '3 beds', '1 bath', '2.5 baths', '1,850 sq ft'; unknown figures are left out. */
export function formatListingFacts(
  listing: Pick<Listing, 'bedrooms' | 'bathrooms' | 'square_feet'>,
): string[] {
  const facts: string[] = [];
  const plural = (n: number, one: string, many: string) =>
    `${number.format(n)} ${n === 1 ? one : many}`;
  if (listing.bedrooms != null) facts.push(plural(listing.bedrooms, 'bed', 'beds'));
  if (listing.bathrooms != null) facts.push(plural(listing.bathrooms, 'bath', 'baths'));
  if (listing.square_feet != null) facts.push(`${number.format(listing.square_feet)} sq ft`);
  return facts;
}

/** 'zillow.com' for a source URL; the URL itself when it does not parse. */
export function listingSourceHost(sourceUrl: string): string {
  try {
    return new URL(sourceUrl).hostname.replace(/^www\./, '') || sourceUrl;
  } catch {
    return sourceUrl;
  }
}

/** The name a listing goes by: its title, else its address, else the source's host name. */
export function listingName(listing: Pick<Listing, 'title' | 'address' | 'source_url'>): string {
  return (
    listing.title.trim() ||
    listing.address.trim() ||
    listingSourceHost(listing.source_url) ||
    'Untitled listing'
  );
}

export interface ListingCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onAction'> {
  /** The listing as listed by GET /listings/. */
  listing: ListingCardListing;
  /**
   * `grid`: picture on top, for the card grid. `list`: picture beside the details, for the
   * one-column list view; it stacks like `grid` when the card is narrower than 34rem.
   * @default 'grid'
   */
  variant?: 'grid' | 'list';
  /** Toggle featured, archive, unarchive or create a project was pressed. */
  onAction: (action: ListingCardAction, listing: ListingCardListing) => void;
  /**
   * Where View Project leads for a linked listing.
   * @default (projectId) => `/app/projects/${projectId}`
   */
  projectHref?: (projectId: string) => string;
  /**
   * Show a selection checkbox (for the page's 'Refresh (N)'); leave it out for no checkbox.
   */
  onSelectionChange?: (isSelected: boolean, listing: ListingCardListing) => void;
  /**
   * Whether the selection checkbox is ticked.
   * @default false
   */
  isSelected?: boolean;
  /**
   * Create Project is on its way: the button shows a spinner and ignores presses.
   * @default false
   */
  isCreatingProject?: boolean;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Why the import failed (the server's readable reason), shown on a `failed` card. */
  failureReason?: string | null;
}

const defaultProjectHref = (projectId: string) => `/app/projects/${projectId}`;

/**
 * One imported property listing (spec part 2 §2, Property listings): picture, import status,
 * Featured badge, price, title, address, bedrooms, bathrooms and square feet.
 *
 * Use it for the cards of the listings page, in its grid or list view. Its actions are open
 * the source page in a new tab (a real link), toggle featured, archive or unarchive, and View
 * Project when a project was made from the listing, else Create Project. Every action is a
 * named control in reading order, so the card is worked with Tab, Enter and Space; give
 * `onSelectionChange` to add the checkbox that picks listings for 'Refresh (N)'. The card only
 * displays and reports: the page calls the API and passes the updated listing back.
 */
export function ListingCard({
  listing,
  variant = 'grid',
  onAction,
  projectHref = defaultProjectHref,
  onSelectionChange,
  isSelected = false,
  isCreatingProject = false,
  headingLevel = 3,
  failureReason,
  className,
  ...props
}: ListingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const name = listingName(listing);
  const price = formatListingPrice(listing);
  const facts = formatListingFacts(listing);
  const status = statusLooks[listing.status];
  const showAddress = listing.address.trim() !== '' && listing.address.trim() !== name;
  const selectable = onSelectionChange != null;
  const host = listingSourceHost(listing.source_url);

  // Create Project turns into View Project once the page passes the linked listing back. The
  // pressed button is gone then, so keyboard focus would fall to <body>: move it to the link.
  const cardRef = useRef<HTMLElement>(null);
  const hadProject = useRef(listing.project != null);
  const hasProject = listing.project != null;
  useEffect(() => {
    const card = cardRef.current;
    if (hasProject && !hadProject.current && card) {
      const active = card.ownerDocument.activeElement;
      if (!active || active === card.ownerDocument.body) {
        card.querySelector<HTMLElement>('[data-project-link]')?.focus();
      }
    }
    hadProject.current = hasProject;
  }, [hasProject]);

  return (
    <article
      {...props}
      ref={cardRef}
      aria-labelledby={titleId}
      data-variant={variant}
      data-status={listing.status}
      data-selected={(selectable && isSelected) || undefined}
      data-archived={listing.is_archived || undefined}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      <div className={styles.layout}>
        <div className={styles.media}>
          {listing.primary_image_url ? (
            <img className={styles.image} src={listing.primary_image_url} alt="" loading="lazy" />
          ) : (
            <div className={styles.placeholder}>
              <Icon name="home" size="lg" />
              <span>No photo yet</span>
            </div>
          )}
          <div className={styles.badges}>
            <Badge variant={status.variant} icon={<Icon name={status.icon} size="sm" />}>
              {listingStatusLabels[listing.status]}
            </Badge>
            {listing.is_featured ? (
              <Badge variant="warning" icon={<Icon name="star" size="sm" />}>
                Featured
              </Badge>
            ) : null}
            {listing.is_archived ? (
              <Badge variant="neutral" icon={<Icon name="archive" size="sm" />}>
                Archived
              </Badge>
            ) : null}
          </div>
          {selectable ? (
            <div className={styles.select}>
              <Checkbox
                aria-label={`Select ${name}`}
                isSelected={isSelected}
                onChange={(selected) => onSelectionChange(selected, listing)}
              />
            </div>
          ) : null}
        </div>

        <div className={styles.body}>
          <p className={styles.priceRow}>
            <span className={price ? styles.price : styles.noPrice}>
              {price ?? 'Price not available'}
            </span>
            <span className={styles.listingType}>{listingTypeLabels[listing.listing_type]}</span>
          </p>
          <Heading id={titleId} className={styles.title}>
            {name}
          </Heading>
          {showAddress ? (
            <p className={styles.address}>
              <Icon name="mapPin" size="sm" className={styles.addressIcon} />
              <span>{listing.address}</span>
            </p>
          ) : null}
          {listing.status === 'failed' && failureReason ? (
            <p className={styles.failure}>
              <Icon name="alert" size="sm" className={styles.addressIcon} />
              <span>{failureReason}</span>
            </p>
          ) : null}
          {facts.length > 0 ? (
            <ul className={styles.facts} aria-label="Property details">
              {facts.map((fact) => (
                <li key={fact} className={styles.fact}>
                  {fact}
                </li>
              ))}
            </ul>
          ) : null}

          <div className={styles.actions}>
            {listing.project ? (
              <ButtonLink
                variant="secondary"
                size="sm"
                href={projectHref(listing.project.id)}
                aria-describedby={titleId}
                data-project-link=""
              >
                <Icon name="folder" size="sm" />
                View Project
              </ButtonLink>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                isPending={isCreatingProject}
                onPress={() => onAction('createProject', listing)}
                aria-describedby={titleId}
              >
                <Icon name="plus" size="sm" />
                Create Project
              </Button>
            )}
            <div className={styles.iconActions}>
              <TooltipTrigger>
                <ToggleButton
                  aria-label={`Featured: ${name}`}
                  isSelected={listing.is_featured}
                  onChange={() => onAction('toggleFeatured', listing)}
                  className={[
                    button({ variant: 'quiet', size: 'sm', iconOnly: true }),
                    styles.featureToggle,
                  ].join(' ')}
                >
                  <Icon name="star" />
                </ToggleButton>
                <Tooltip>
                  {listing.is_featured ? 'Remove from featured' : 'Mark as featured'}
                </Tooltip>
              </TooltipTrigger>
              <TooltipTrigger>
                <IconButton
                  size="sm"
                  aria-label={`${listing.is_archived ? 'Unarchive' : 'Archive'} ${name}`}
                  onPress={() => onAction(listing.is_archived ? 'unarchive' : 'archive', listing)}
                >
                  <Icon name={listing.is_archived ? 'unarchive' : 'archive'} />
                </IconButton>
                <Tooltip>{listing.is_archived ? 'Unarchive' : 'Archive'}</Tooltip>
              </TooltipTrigger>
              <TooltipTrigger>
                <RACLink
                  href={listing.source_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Open ${name} on ${host} (opens in a new tab)`}
                  className={button({ variant: 'quiet', size: 'sm', iconOnly: true })}
                >
                  <Icon name="external" />
                </RACLink>
                <Tooltip>{`Open on ${host}`}</Tooltip>
              </TooltipTrigger>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
