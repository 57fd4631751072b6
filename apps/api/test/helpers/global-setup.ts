import { prepareTestDatabaseTemplate } from './test-database';

/** Once per `vitest run`, before any file: the migrated template every test database copies. */
export default async function setup(): Promise<void> {
  await prepareTestDatabaseTemplate();
}
