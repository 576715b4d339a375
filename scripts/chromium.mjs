// The Chromium the tests drive: Debian's old headless shell when it is installed
// (`apt-get install chromium-headless-shell`, which .ci/run does), else Debian's
// Chromium in its headless mode. The shell is the same engine without the
// browser's window machinery: four walks took 14 to 22% less of the two cores in
// it (339 against 393, and 293 against 376 core-seconds). CHROMIUM_PATH names
// another.
import { existsSync } from 'node:fs';

const SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumPath = process.env.CHROMIUM_PATH || (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
