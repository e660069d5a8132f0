import { useId, type ReactNode } from 'react';
import { Button, Input, Label } from '@mockint/ui';

// Small building blocks of the panel's forms: a labelled native select and input, and a status line.

export const selectClass =
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
