// Vite, under Vitest, imports a file's text with `?raw`: the README test reads README.md so,
// since this package's tsconfig has no Node types (it must run anywhere).
declare module '*?raw' {
  const text: string;
  export default text;
}
