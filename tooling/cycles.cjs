// The import-cycle check (`check:cycles`, run by npm test): no module in the repository may
// reach itself through its imports, type-only and dynamic imports counted too. A words table
// whose Japanese imported the loader back, or a part loaded on first use that imported its
// loader's module, was such a circle; each now has a seam of its own (see ARCHITECTURE.md).
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A module reaches itself through its imports: give the shared part a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|\\.turbo|storybook-static|test-results|/generated/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.mts'] },
  },
};
