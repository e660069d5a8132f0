import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { useCombobox } from 'downshift';
import { Badge, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, cn } from '@mockint/ui';
import type { OptionTag } from '../utils/option-gating';

/** Id of a field's label, so widgets such as the suggestion list can be named by it. */
export const fieldLabelId = (id: string) => `${id}-label`;

/** The field errors a wizard shows now, by control id (touched fields, or all of a step after an attempt). */
export const FieldErrorsContext = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * A control's aria-invalid and aria-describedby for its shown error (decision 0530); `describedBy` keeps the
 * ids it already points to (a hint, links).
 */
export function describeField(errors: ReadonlyMap<string, string>, id: string, describedBy?: string) {
  const invalid = errors.has(id);
  const ids = [describedBy, invalid ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': ids || undefined };
}

/** The error line under a control, when its error is shown. */
export function FieldErrorText({ id }: { id: string }) {
  const message = useContext(FieldErrorsContext).get(id);
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-destructive-soft">
      {message}
    </p>
  );
}

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
      <Label htmlFor={id} id={fieldLabelId(id)} required={required}>
        {label}
      </Label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      <FieldErrorText id={id} />
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
  const errors = useContext(FieldErrorsContext);
  return (
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger id={id} aria-required={required || undefined} {...describeField(errors, id)}>
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
 * Text input with a suggestion list: Downshift's `useCombobox` (WAI-ARIA 1.2 combobox: listbox, active
 * descendant, arrow keys, Enter, Escape; decision 0526). Free text is allowed; suggestions come from `suggest`.
 * After blur the list stays `hideDelayMs` (spec: 150 ms for country) before it hides; the timer is cleared on
 * refocus and on unmount.
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
  const errors = useContext(FieldErrorsContext);
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelHide = () => clearTimeout(hideTimer.current);
  useEffect(() => cancelHide, []);
  const items = useMemo(() => suggest(value, maxSuggestions), [suggest, value, maxSuggestions]);
  const visible = open && items.length > 0;

  const { getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<string>({
    items,
    inputId: id,
    labelId: fieldLabelId(id),
    menuId: `${id}-listbox`,
    inputValue: value,
    // Free text: the field's value is the text, never a "selected item" Downshift could restore.
    selectedItem: null,
    isOpen: visible,
    // Typing is passed up synchronously by the input's own onChange (below); a pick arrives here.
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem != null) onChange(selectedItem);
    },
    onIsOpenChange: ({ isOpen, type }) => {
      cancelHide();
      if (!isOpen && type === useCombobox.stateChangeTypes.InputBlur) {
        hideTimer.current = setTimeout(() => setOpen(false), hideDelayMs);
      } else {
        setOpen(Boolean(isOpen));
      }
    },
    stateReducer: (state, { type, changes }) =>
      // Escape closes the list; it never wipes what the candidate typed.
      type === useCombobox.stateChangeTypes.InputKeyDownEscape
        ? { ...changes, inputValue: state.inputValue }
        : changes,
  });

  return (
    <div className="relative">
      <input
        {...getInputProps({
          'aria-required': required || undefined,
          ...describeField(errors, id),
          autoComplete: 'off',
          placeholder,
          maxLength,
          onFocus: cancelHide,
          onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
          className:
            'h-10 w-full rounded-md border border-input bg-transparent px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive',
        })}
      />
      <ul
        {...getMenuProps({
          hidden: !visible,
          className:
            'absolute z-30 mt-1 max-h-60 w-full overflow-auto rounded-md border border-border bg-popover p-1 text-sm shadow-lg',
        })}
      >
        {visible
          ? items.map((item, index) => (
              <li
                key={item}
                {...getItemProps({
                  item,
                  index,
                  className: cn(
                    'cursor-pointer rounded-sm px-2 py-1.5',
                    index === highlightedIndex ? 'bg-muted' : 'hover:bg-muted',
                  ),
                })}
              >
                {item}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
