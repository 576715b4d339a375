// The elements' one description (custom-elements.json), read by Storybook's docs and controls, the React
// wrappers (scripts/make-react.mjs) and editors. Run `npm run manifest -w @srm/elements`; the checks suite
// fails when the committed file is stale (`manifest:check`).
export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.stories.ts'],
  outdir: '.',
  litelement: true,
  dependencies: false,
  packagejson: false,
};
