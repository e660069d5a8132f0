import { useId, useRef, useState, type ReactNode } from 'react';
import { Badge, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, cn } from '@mockint/ui';
import type { OptionTag } from '../utils/option-gating';

export function Field({
  id,
  label,
  required,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export interface SelectOption {
  id: string;
  label: string;
  tag?: OptionTag;
}

/** Select whose gated options stay visible but disabled, with the reason as a tag ('Premium', 'Coming soon'). */
export function OptionSelect({
  id,
  value,
  onChange,
  options,
  placeholder,
  required,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  required?: boolean;
}) {
  return (
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger id={id} aria-required={required || undefined}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.id} value={o.id} disabled={!!o.tag}>
            <span className="flex items-center gap-2">
              {o.label}
              {o.tag ? (
                <Badge variant={o.tag === 'Premium' ? 'warning' : 'outline'} className="py-0 text-[10px]">
                  {o.tag}
                </Badge>
              ) : null}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Text input with a suggestion list (ARIA combobox). Free text is allowed; suggestions come from `suggest`.
 * The list hides `hideDelayMs` after blur so a click on a suggestion still lands (spec: 150 ms for country).
 */
export function Autocomplete({
  id,
  value,
  onChange,
  suggest,
  placeholder,
  required,
  hideDelayMs = 150,
  maxSuggestions = 8,
  maxLength,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  suggest: (query: string, limit: number) => string[];
  placeholder?: string;
  required?: boolean;
  hideDelayMs?: number;
  maxSuggestions?: number;
  maxLength?: number;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const items = open ? suggest(value, maxSuggestions) : [];
  const visible = open && items.length > 0;

  const pick = (item: string) => {
    onChange(item);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <input
        id={id}
        role="combobox"
        aria-expanded={visible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-required={required || undefined}
        aria-activedescendant={visible && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        className="h-10 w-full rounded-md border border-input bg-transparent px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setOpen(false), hideDelayMs);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, items.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && visible && active >= 0 && items[active]) {
            e.preventDefault();
            pick(items[active]);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!visible}
        className="absolute z-30 mt-1 max-h-60 w-full overflow-auto rounded-md border border-border bg-popover p-1 text-sm shadow-lg"
      >
        {items.map((item, i) => (
          <li
            key={item}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={cn(
              'cursor-pointer rounded-sm px-2 py-1.5',
              i === active ? 'bg-muted' : 'hover:bg-muted',
            )}
            // mousedown, not click: it fires before the input's blur.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(item);
            }}
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
