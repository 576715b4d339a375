/**
 * The feature modules the server loads beyond the foundation (files, Excel,
 * jobs, WebSocket, business domains): every folder of src/ with a feature.ts
 * exporting `<name>Feature: FeatureModule`, found by
 * packages/api/scripts/gen-features.mjs (`npm run gen:features`; the checks
 * stage runs it with `--check`). A feature whose registration others need
 * first, or that must hear the others' hooks, says so with `featureOrder`
 * (files/feature.ts, message/feature.ts); the rest load by folder name.
 */
export { features } from './features.generated.ts';
