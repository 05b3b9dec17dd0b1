// Types for dom-rules.mjs: the rules every element of ours keeps, checked in browser tests.
export function inlineStyled(host: Element): string[];
export function textsOutsideFont(host: Element, family: string): string[];
export function unreachableParts(host: Element): string[];
