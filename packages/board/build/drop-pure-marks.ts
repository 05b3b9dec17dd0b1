// A bundle plugin that drops the pure marks (`/* @__PURE__ */`) the bundler's minifier leaves
// in front of calls it kept. They tell a later bundler that a call may be dropped; the files
// this build makes are loaded by pages as they are, never bundled again, so the marks are bytes
// every page downloads and nothing reads. (Asking the minifier to leave them out makes it keep
// more code: it needs them while it works.)
import type { Plugin } from 'vite';

const PURE_MARK = /\/\* @__PURE__ \*\/ ?/g;

/** `code` without its pure marks. */
export function dropPureMarks(code: string): string {
  return code.replace(PURE_MARK, '');
}

export function dropPureMarksPlugin(): Plugin {
  return {
    name: 'galaxies-drop-pure-marks',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = dropPureMarks(file.code);
      }
    },
  };
}
