import { defineConfig } from '@rstest/core';
import { unitConfig, withModuleMocks } from './rstest.config';

/** The unit test files that mock a module (tests/module-mocks.ts), each in its own module graph. */
export default defineConfig({
  ...unitConfig,
  include: withModuleMocks,
  isolate: true,
});
