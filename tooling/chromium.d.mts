// Types for chromium.mjs.
export declare const DEBIAN_CHROMIUMS: string[];
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string | null;
export declare function launchOptions(): {
  executablePath: string;
  args: string[];
  env: Record<string, string | undefined>;
};
