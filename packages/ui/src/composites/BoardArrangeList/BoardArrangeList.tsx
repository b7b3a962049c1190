import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './BoardArrangeList.css.ts';

export const boardArrangeMessages = {
  label: 'Arrange board images',
  earlier: 'Earlier',
  later: 'Later',
  remove: 'Remove',
  position: (i: number, n: number) => `Position ${i} of ${n}`,
  moved: (label: string, i: number, n: number) => `${label} moved to position ${i} of ${n}`,
  removed: (label: string) => `${label} removed from the board`,
  empty: 'No images in this board',
} as const;

export interface BoardArrangeItem {
  id: string;
  src: string;
  label: string;
}

export interface BoardArrangeListProps {
  /** The board's versions in their order. */
  items: BoardArrangeItem[];
  /**
   * The new whole order (PATCH /boards/{id}/ `version_ids`): after a move or a remove. While its
   * promise runs the buttons are disabled.
   */
  onChange: (ids: string[]) => Promise<unknown> | void;
  /** @default false */
  isSaving?: boolean;
}

type Action = 'earlier' | 'later' | 'remove';

/**
 * A board's images in order, each with Earlier, Later and Remove buttons (issue #40): the
 * keyboard way to reorder, no dragging needed. Focus stays with the moved image (on the other
 * move button once it reaches an end) and goes to the next image after a remove; a polite live
 * region says what happened.
 */
export function BoardArrangeList({ items, onChange, isSaving = false }: BoardArrangeListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<{ id: string; action: Action } | null>(null);

  useEffect(() => {
    const want = focusNext.current;
    const list = listRef.current;
    if (!want || !list || isSaving) return;
    focusNext.current = null;
    const row = list.querySelector<HTMLElement>(`[data-item="${CSS.escape(want.id)}"]`);
    const order: Action[] =
      want.action === 'earlier' ? ['earlier', 'later'] : ['later', 'earlier', 'remove'];
    for (const action of want.action === 'remove' ? (['remove'] as Action[]) : order) {
      const button = row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  }, [items, isSaving]);

  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    focusNext.current = { id: id!, action: by < 0 ? 'earlier' : 'later' };
    setAnnouncement(boardArrangeMessages.moved(items[index]!.label, index + by + 1, ids.length));
    void onChange(ids);
  };
  const remove = (index: number) => {
    const next = items[index + 1] ?? items[index - 1];
    focusNext.current = next ? { id: next.id, action: 'remove' } : null;
    setAnnouncement(boardArrangeMessages.removed(items[index]!.label));
    void onChange(items.filter((_, i) => i !== index).map((i) => i.id));
  };

  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>{boardArrangeMessages.empty}</p>
      ) : (
        <ol ref={listRef} className={styles.list} aria-label={boardArrangeMessages.label}>
          {items.map((item, index) => (
            <li key={item.id} className={styles.row} data-item={item.id}>
              {item.src ? <img className={styles.thumb} src={item.src} alt="" /> : null}
              <span className={styles.text}>
                <span className={styles.label}>{item.label}</span>
                <span className={styles.position}>
                  {boardArrangeMessages.position(index + 1, items.length)}
                </span>
              </span>
              <span className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  data-action="earlier"
                  aria-label={`Move ${item.label} earlier`}
                  isDisabled={index === 0 || isSaving}
                  onPress={() => move(index, -1)}
                >
                  <Icon name="arrowLeft" size="sm" />
                  {boardArrangeMessages.earlier}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  data-action="later"
                  aria-label={`Move ${item.label} later`}
                  isDisabled={index === items.length - 1 || isSaving}
                  onPress={() => move(index, 1)}
                >
                  {boardArrangeMessages.later}
                  <Icon name="arrowRight" size="sm" />
                </Button>
                <Button
                  size="sm"
                  variant="quiet"
                  data-action="remove"
                  aria-label={`Remove ${item.label} from board`}
                  isDisabled={isSaving}
                  onPress={() => remove(index)}
                >
                  <Icon name="trash" size="sm" />
                  {boardArrangeMessages.remove}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
