/**
 * A single-select listbox (WAI-ARIA practices, "Listbox"): the list itself takes focus and points
 * at its active option with aria-activedescendant, so the form can move focus to it when it is
 * invalid (focus-first-error.ts) and a screen reader names the list, then the option. Selection
 * follows the arrows; Enter, Space or a tap chooses the active option.
 */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { choosesOption, movedIndex } from './listbox-keys';

export interface ListOption {
  key: string;
  content: ReactNode;
}

export interface OptionListProps {
  id: string;
  labelledBy: string;
  options: ListOption[];
  selected: string | null;
  onSelect: (key: string) => void;
  invalid?: boolean;
  describedBy?: string;
  className: string;
}

export function OptionList({ id, labelledBy, options, selected, onSelect, invalid, describedBy, className }: OptionListProps) {
  const selectedIndex = options.findIndex((o) => o.key === selected);
  const [moved, setMoved] = useState<string | null>(null);
  // the active option: the last one the keys reached while it is still listed, else the selected one, else the first
  const movedIndexNow = options.findIndex((o) => o.key === moved);
  const active = movedIndexNow >= 0 ? movedIndexNow : Math.max(0, selectedIndex);
  const optionId = (index: number) => `${id}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const option = options[active];
    if (choosesOption(event.key)) {
      event.preventDefault();
      if (option) onSelect(option.key);
      return;
    }
    const next = movedIndex(event.key, active, options.length);
    const target = next === null ? undefined : options[next];
    if (!target) return;
    event.preventDefault();
    setMoved(target.key);
    onSelect(target.key);
    // options are the list's own children, in order
    event.currentTarget.children[next ?? 0]?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <div
      id={id}
      role="listbox"
      className={className}
      tabIndex={options.length > 0 ? 0 : -1}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => (
        <div
          key={option.key}
          id={optionId(index)}
          role="option"
          aria-selected={option.key === selected}
          className={`clinic-picker__option${index === active ? ' clinic-picker__option--active' : ''}`}
          onClick={() => {
            setMoved(option.key);
            onSelect(option.key);
          }}
        >
          {option.content}
        </div>
      ))}
    </div>
  );
}
