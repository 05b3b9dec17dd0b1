// Types for fonts.mjs.
export declare const FAMILIES: readonly { name: string; pkg: string; files: RegExp }[];
export declare const FONTS_DIR: string;
export declare function fontconfig(fontsDir: string): string;
export declare function testFonts(): string;
