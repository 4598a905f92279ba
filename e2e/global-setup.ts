import { existsSync } from 'node:fs';
import { chromiumPath } from './support/browser';

/** Fails loudly (never skips) when the browser is missing. */
export default function globalSetup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install Debian's chromium-headless-shell (apt-get install chromium-headless-shell).`,
    );
  }
}
