import { clsx, type ClassValue } from 'clsx';

import { twMerge } from './tw-merge';

/** Joins class names and lets later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
