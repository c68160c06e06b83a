/** Module state a fixture file changes: a fresh module cache gives each file this as written. */
export const state = { changedBy: "" };
