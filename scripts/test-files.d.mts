/** The server and script test files that open a database (scripts/test-files.mjs). */
export function databaseTestFiles(root?: string): string[];

/** The test files related to the changed files (scripts/test-files.mjs). */
export function relatedTestFiles(changed: string[], root?: string): string[];
