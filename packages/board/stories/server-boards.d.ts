// The boards the Storybook build draws with the SSR entry (apps/storybook/.storybook/main.ts).
declare module 'virtual:galaxies-server-boards' {
  const boards: { en: string; ja: string };
  export default boards;
}
