// Formatting for the whole workspace, checked by each package's lint task.
export default {
  singleQuote: true,
  printWidth: 100,
  trailingComma: 'all',
};
