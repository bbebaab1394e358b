import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/modules/*/tables.ts',
    './src/modules/*/*/tables.ts',
    './src/platform/tables.ts',
    './src/demo/tables.ts',
  ],
  out: './migrations',
});
