import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Icon } from '../primitives/Icon/Icon.tsx';
import * as styles from './ViewModeToggle.css.ts';

export type ViewMode = 'grid' | 'list';

/** The grid / list switch of a collection screen (the gallery, the listings). */
export function ViewModeToggle({
  view,
  onViewChange,
}: {
  view: ViewMode;
  onViewChange?: (view: ViewMode) => void;
}) {
  return (
    <ToggleButtonGroup
      aria-label="View"
      selectionMode="single"
      disallowEmptySelection
      className={styles.modes}
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next === 'grid' || next === 'list') onViewChange?.(next);
      }}
    >
      <ToggleButton id="grid" className={styles.mode} aria-label="Grid view">
        <Icon name="grid" size="sm" />
      </ToggleButton>
      <ToggleButton id="list" className={styles.mode} aria-label="List view">
        <Icon name="list" size="sm" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
