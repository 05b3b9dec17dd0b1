// Types for vitest.mjs.
import type { BrowserConfigOptions, InlineConfig } from 'vitest/node';
export declare function reporters(name: string): NonNullable<InlineConfig['reporters']>;
export declare function chromiumBrowser(): BrowserConfigOptions;
