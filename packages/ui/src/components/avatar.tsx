import type { ComponentProps } from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/** The spec's fallback: the first two characters of the full name, as written ('Al' for 'Al'). */
export function avatarFallbackText(name: string | null | undefined): string {
  return (name ?? '').trim().slice(0, 2);
}

export interface AvatarProps extends Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> {
  name: string | null | undefined;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-lg' } as const;

/** Image avatar that falls back to initials when there is no image or it fails to load. */
export function Avatar({ name, src, size = 'md', className, ...props }: AvatarProps) {
  const label = name?.trim() || 'User';
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full bg-muted',
        sizes[size],
        className,
      )}
      {...props}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={label} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 300 : undefined}
        className="flex size-full items-center justify-center bg-primary/30 font-semibold text-foreground"
      >
        <span aria-hidden="true">{avatarFallbackText(name)}</span>
        <span className="sr-only">{label}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
