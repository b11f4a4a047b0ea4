// Prints the page snapshot of a failed test (Playwright's error-context.md: the page's ARIA tree
// when it failed) into the run's output. CI keeps the output, not test-results/: a failure seen
// once on a loaded machine shows there what the page showed (an open dialog, a logged-out header).
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** At most this many characters of one snapshot. */
const MAX_CHARACTERS = 8_000;

export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let text: string;
      try {
        text = readFileSync(attachment.path, 'utf8');
      } catch {
        continue;
      }
      const shown =
        text.length > MAX_CHARACTERS ? `${text.slice(0, MAX_CHARACTERS)}\n… (cut)` : text;
      process.stdout.write(
        `\n── page when “${test.titlePath().slice(1).join(' › ')}” failed (${result.status}):\n${shown}\n`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
