// Types for the vitest configs that import vitest-isolation.mjs.
import type { TestProjectInlineConfiguration } from 'vitest/config';

export function isolationProjects(root: string, include: string[]): TestProjectInlineConfiguration[];
