// A few named checks run in order, reported as Vitest's JSON reporter would
// (`test-results/vitest-unit.json` beside them), so npm test's closing tally counts them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class Steps {
  results = [];

  /** `dir`: where test-results/ goes; `name`: the suite's name in the report. */
  constructor(dir, name) {
    this.dir = dir;
    this.name = name;
  }

  async step(title, body) {
    const started = Date.now();
    try {
      await body();
      this.results.push({
        title,
        fullName: title,
        status: 'passed',
        duration: Date.now() - started,
      });
      console.log(`  ✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.results.push({
        title,
        fullName: title,
        status: 'failed',
        duration: Date.now() - started,
        failureMessages: [message],
      });
      console.log(`  ✗ ${title}\n${message.replace(/^/gm, '    ')}`);
    }
  }

  get failed() {
    return this.results.filter((r) => r.status === 'failed').length;
  }

  /** Writes the report; returns the exit code (1 when a step failed). */
  report() {
    const passed = this.results.length - this.failed;
    mkdirSync(join(this.dir, 'test-results'), { recursive: true });
    writeFileSync(
      join(this.dir, 'test-results', 'vitest-unit.json'),
      JSON.stringify({
        numTotalTests: this.results.length,
        numPassedTests: passed,
        numFailedTests: this.failed,
        success: this.failed === 0,
        testResults: [{ name: this.name, assertionResults: this.results }],
      }),
    );
    console.log(`› ${this.name}: ${passed} passed, ${this.failed} failed`);
    return this.failed === 0 ? 0 : 1;
  }
}
