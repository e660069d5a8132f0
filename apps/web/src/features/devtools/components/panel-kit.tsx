import { useId, type ReactNode } from 'react';
import { Button, Input, Label } from '@mockint/ui';

// The building blocks of the panel's forms, so every tab's rows look and label alike: a labelled native select
// (optionally with a "type your own" choice that opens a text row), a labelled text and number input, a section,
// an action button and a status line.

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}

/** An option of a SelectField: a value shown as itself, or a value with a label of its own. */
export type SelectOption = string | number | { value: string; label: string };

const optionOf = (o: SelectOption) => (typeof o === 'object' ? o : { value: String(o), label: String(o) });

export function TextField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(id) => <Input id={id} className="h-9" value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/**
 * A labelled select. With `typed`, choosing the option whose value is `typed.when` opens a text row below it
 * (a message or code the list does not hold).
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  typed,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  typed?: { when: string; label: string; value: string; onChange: (value: string) => void };
}) {
  return (
    <>
      <Field label={label}>
        {(id) => (
          <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
            {options.map(optionOf).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {typed && value === typed.when ? (
        <TextField label={typed.label} value={typed.value} onChange={typed.onChange} />
      ) : null}
    </>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  min = 0,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  min?: number;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <Input
          id={id}
          type="number"
          min={min}
          value={value}
          className="h-9"
          onChange={(e) => onChange(Number(e.target.value))}
        />
      )}
    </Field>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-3 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export function ActionButton(props: { onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <Button type="button" size="sm" variant="outline" onClick={props.onClick} disabled={props.disabled}>
      {props.children}
    </Button>
  );
}

/** The last action's outcome, read out by screen readers. */
export function Status({ text }: { text: string }) {
  return (
    <p role="status" className="min-h-5 text-xs text-muted-foreground">
      {text}
    </p>
  );
}
