import { defineProject } from 'vitest/config';

// The repository's own scripts (the start-up build plan).
export default defineProject({
  test: { name: 'scripts', include: ['*.test.mjs'], environment: 'node' },
});
