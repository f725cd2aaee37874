import type { TestProject } from 'vitest/node';
import { buildTemplate } from './database-template';

/** The `api` project's global setup: the run's template database, dropped at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await buildTemplate();
  project.provide('databaseTemplate', template.ref);
  return () => template.drop();
}
