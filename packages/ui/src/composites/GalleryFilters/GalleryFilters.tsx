import { useId, useState, type HTMLAttributes } from 'react';
import { Button as RACButton, Tag, TagGroup, TagList, type Key } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import * as styles from './GalleryFilters.css.ts';

export interface GalleryFilterValues {
  category: string;
  style: string;
  roomType: string;
  sortBy: 'recent' | 'popular' | 'trending' | 'featured';
  timeRange: 'all' | 'today' | 'week' | 'month' | 'year';
}

/** Defaults and choices of spec part 2 §9. */
export const defaultGalleryFilters: GalleryFilterValues = {
  category: 'All',
  style: 'All',
  roomType: 'All',
  sortBy: 'popular',
  timeRange: 'all',
};
export const galleryCategories = [
  'All',
  'Modern',
  'Traditional',
  'Contemporary',
  'Minimalist',
  'Industrial',
];
export const galleryStyles = [
  'All',
  'Scandinavian',
  'Mid-Century',
  'Farmhouse',
  'Bohemian',
  'Art Deco',
];
export const galleryRoomTypes = [
  'All',
  'Living Room',
  'Bedroom',
  'Kitchen',
  'Bathroom',
  'Office',
  'Exterior',
];
const sortOptions = [
  { id: 'popular', name: 'Most popular' },
  { id: 'recent', name: 'Most recent' },
  { id: 'trending', name: 'Trending' },
  { id: 'featured', name: 'Featured' },
];
const timeOptions = [
  { id: 'all', name: 'All time' },
  { id: 'today', name: 'Today' },
  { id: 'week', name: 'This week' },
  { id: 'month', name: 'This month' },
  { id: 'year', name: 'This year' },
];

type Field = keyof GalleryFilterValues;
const fieldLabels: Record<Field, string> = {
  category: 'Category',
  style: 'Style',
  roomType: 'Room Type',
  sortBy: 'Sort',
  timeRange: 'Time Range',
};

function chipText(field: Field, value: string) {
  const named =
    field === 'sortBy'
      ? sortOptions.find((o) => o.id === value)?.name
      : field === 'timeRange'
        ? timeOptions.find((o) => o.id === value)?.name
        : value;
  return `${fieldLabels[field]}: ${named ?? value}`;
}

export interface GalleryFiltersProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  value: GalleryFilterValues;
  /** Any change (the page reloads from page 1). */
  onChange: (value: GalleryFilterValues) => void;
  /** Whether the filter panel starts open. @default false */
  defaultExpanded?: boolean;
}

/**
 * The gallery's collapsible filters (spec part 2 §2): category, style, room type, sort and
 * time range; every value that differs from its default shows as a removable chip (Delete or
 * Backspace on a focused chip, or its ×), and 'Clear Filters' restores all defaults.
 */
export function GalleryFilters({
  value,
  onChange,
  defaultExpanded = false,
  className,
  ...props
}: GalleryFiltersProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const panelId = useId();
  const active = (Object.keys(defaultGalleryFilters) as Field[]).filter(
    (f) => value[f] !== defaultGalleryFilters[f],
  );
  const set = (field: Field, v: Key | null) => {
    if (v === null) return;
    onChange({ ...value, [field]: String(v) } as GalleryFilterValues);
  };
  const select = (field: Field, options: { id: string; name: string }[]) => (
    <Select<{ id: string; name: string }>
      label={fieldLabels[field]}
      items={options}
      selectedKey={value[field]}
      onSelectionChange={(k: Key | null) => set(field, k)}
    >
      {(o) => <SelectItem id={o.id}>{o.name}</SelectItem>}
    </Select>
  );
  const asOptions = (list: string[]) => list.map((v) => ({ id: v, name: v }));

  return (
    <section
      {...props}
      aria-label="Gallery filters"
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.bar}>
        <Button
          variant="secondary"
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          onPress={() => setExpanded((e) => !e)}
        >
          <Icon name="filter" size="sm" />
          Filters{active.length > 0 ? ` (${active.length})` : ''}
        </Button>
        {active.length > 0 ? (
          <Button variant="quiet" onPress={() => onChange(defaultGalleryFilters)}>
            Clear Filters
          </Button>
        ) : null}
      </div>
      {expanded ? (
        <div id={panelId} className={styles.panel}>
          {select('category', asOptions(galleryCategories))}
          {select('style', asOptions(galleryStyles))}
          {select('roomType', asOptions(galleryRoomTypes))}
          {select('sortBy', sortOptions)}
          {select('timeRange', timeOptions)}
        </div>
      ) : null}
      {active.length > 0 ? (
        <TagGroup
          aria-label="Active filters"
          onRemove={(keys) => {
            const next = { ...value };
            for (const k of keys) {
              const f = String(k) as Field;
              (next as Record<Field, string>)[f] = defaultGalleryFilters[f];
            }
            onChange(next);
          }}
        >
          <TagList className={styles.chips}>
            {active.map((f) => (
              <Tag key={f} id={f} textValue={chipText(f, value[f])} className={styles.chip}>
                {chipText(f, value[f])}
                <RACButton
                  slot="remove"
                  className={styles.chipRemove}
                  aria-label={`Remove ${chipText(f, value[f])}`}
                >
                  <Icon name="close" size="sm" />
                </RACButton>
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      ) : null}
    </section>
  );
}
