import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Input,
  Label,
  ListBox,
  Tag,
  TagGroup,
  TagList,
  Text,
  type Key,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { SelectItem } from '../Select/Select.tsx';
import * as select from '../Select/Select.css.ts';
import * as combo from '../ComboBox/ComboBox.css.ts';
import * as field from '../TextField/TextField.css.ts';
import * as styles from './TagEditor.css.ts';

/** A tag as the editor shows it (the server's Tag fits). */
export interface TagEditorTag {
  id: string;
  name: string;
}

export interface TagEditorProps {
  /** The version's tags, shown as removable tags in this order. */
  tags: readonly TagEditorTag[];
  /** The user's existing tags: offered as the user types (those already on it are left out). */
  suggestions?: readonly TagEditorTag[];
  /** Adds a tag by name: an existing one, or a new one the server creates. */
  onAdd: (name: string) => void;
  onRemove: (tag: TagEditorTag) => void;
  /**
   * Visible label of the tag list.
   * @default 'Tags'
   */
  label?: string;
  /** A change is being saved (announced as busy; typing the next tag goes on). */
  isPending?: boolean;
  isDisabled?: boolean;
  /** Why the last change failed, shown under the input. */
  errorMessage?: string | null;
  /**
   * Longest tag name accepted.
   * @default 50
   */
  maxLength?: number;
  /**
   * Most suggestions listed at once.
   * @default 8
   */
  maxSuggestions?: number;
  className?: string;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * A version's tags with an input that adds one (spec part 1 §7: the /tags/, add-tag and
 * remove-tag calls). Keyboard-complete: type to see matching existing tags, ArrowDown/ArrowUp
 * move through them, Enter adds the highlighted one or the typed name, Backspace in the empty
 * input removes the last tag, Escape closes the list then clears the text; each tag is
 * removed with its × button or Delete/Backspace when the tag has focus (arrow keys move between
 * tags). Pure: the page saves through `onAdd` and `onRemove`.
 */
export function TagEditor({
  tags,
  suggestions = [],
  onAdd,
  onRemove,
  label = 'Tags',
  isPending = false,
  isDisabled = false,
  errorMessage,
  maxLength = 50,
  maxSuggestions = 8,
  className,
}: TagEditorProps) {
  const [text, setText] = useState('');
  // Set for the one render in which Escape clears the text: the combobox opens its list whenever
  // the text changes while it has focus, unless its menu trigger is 'manual' at that render.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (dismissed) setDismissed(false);
  }, [dismissed]);
  const hintId = useId();
  const disabled = isDisabled;

  const matches = useMemo(() => {
    const query = text.trim().toLocaleLowerCase();
    return suggestions
      .filter((s) => !tags.some((t) => same(t.name, s.name)))
      .filter((s) => !query || s.name.toLocaleLowerCase().includes(query))
      .slice(0, maxSuggestions);
  }, [suggestions, tags, text, maxSuggestions]);

  const add = (raw: string) => {
    const name = raw.trim().slice(0, maxLength);
    setText('');
    if (!name || tags.some((t) => same(t.name, name))) return;
    // An existing tag keeps its own spelling.
    onAdd(suggestions.find((s) => same(s.name, name))?.name ?? name);
  };

  // Runs before the combobox's own keys: the input says whether the list is open and which
  // suggestion is highlighted (aria-expanded, aria-activedescendant).
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const open = input.getAttribute('aria-expanded') === 'true';
    if (e.key === 'Enter') {
      // A highlighted suggestion is picked by the list (onSelectionChange); else the typed name.
      if (open && input.getAttribute('aria-activedescendant')) return;
      if (text.trim()) {
        e.preventDefault();
        add(text);
      }
    } else if (e.key === 'Escape' && !open && text) {
      // The first Escape closed the list (react-aria); this one clears the text and keeps the
      // list closed (else clearing it would open the list of all the user's tags).
      setDismissed(true);
      setText('');
    } else if (e.key === 'Backspace' && text === '' && tags.length > 0) {
      e.preventDefault();
      onRemove(tags[tags.length - 1]!);
    }
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} aria-busy={isPending}>
      <TagGroup
        className={styles.group}
        onRemove={(keys: Set<Key>) => {
          for (const key of keys) {
            const tag = tags.find((t) => t.id === key);
            if (tag) onRemove(tag);
          }
        }}
        disabledKeys={disabled ? tags.map((t) => t.id) : undefined}
      >
        <Label className={field.label}>{label}</Label>
        <TagList
          className={styles.tags}
          items={tags}
          renderEmptyState={() => <span className={styles.empty}>No tags yet</span>}
        >
          {(tag) => (
            <Tag id={tag.id} textValue={tag.name} className={styles.tag}>
              <span className={styles.tagName} title={tag.name}>
                {tag.name}
              </span>
              {/* Named 'Remove' + the tag's own name (react-aria labels it by the row too). */}
              <RACButton slot="remove" className={styles.remove} aria-label="Remove">
                <Icon name="close" size="sm" />
              </RACButton>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <RACComboBox
        className={field.field}
        aria-label={`Add a tag to ${label.toLocaleLowerCase()}`}
        aria-describedby={hintId}
        items={matches}
        menuTrigger={dismissed ? 'manual' : 'input'}
        inputValue={text}
        onInputChange={(value) => setText(value.slice(0, maxLength))}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key == null) return;
          const tag = matches.find((m) => m.id === key);
          if (!tag) return;
          add(tag.name);
        }}
        allowsCustomValue
        isDisabled={disabled}
        isInvalid={!!errorMessage}
        // Keep the list away while nothing matches: Enter then adds the typed name.
        allowsEmptyCollection={false}
      >
        <div className={combo.control}>
          <Input
            className={[field.input, combo.input, styles.input].join(' ')}
            placeholder="Add a tag"
            onKeyDown={onKeyDown}
            maxLength={maxLength}
          />
          <RACButton className={combo.button} aria-label="Show your tags">
            <Icon name="chevron" size="sm" />
          </RACButton>
        </div>
        <Text slot="description" id={hintId} className={styles.hint}>
          Enter adds, Backspace removes the last tag
        </Text>
        {errorMessage ? (
          <Text slot="errorMessage" className={field.error}>
            <Icon name="alert" size="sm" />
            <span>{errorMessage}</span>
          </Text>
        ) : null}
        <Popover className={select.popover}>
          <ListBox<TagEditorTag> className={select.listBox}>
            {(m) => (
              <SelectItem id={m.id} textValue={m.name}>
                {m.name}
              </SelectItem>
            )}
          </ListBox>
        </Popover>
      </RACComboBox>
    </div>
  );
}
