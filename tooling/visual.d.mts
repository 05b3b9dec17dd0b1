// Types for visual.mjs.
export declare const SCREENSHOT: {
  maxDiffPixelRatio: number;
  threshold: number;
  animations: 'disabled';
};
export declare const REFRESH: string;
