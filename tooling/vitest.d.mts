// Types for vitest.mjs.
import type { BrowserConfigOptions, InlineConfig } from 'vitest/node';
export declare function reporters(name: string): NonNullable<InlineConfig['reporters']>;
export declare function chromiumBrowser(): BrowserConfigOptions;
export declare const BROWSER_EXPECT: { poll: { timeout: number } };
export declare const SHARED_MODULES: { isolate: false };
