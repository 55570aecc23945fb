// Browser tests drive Debian's Chromium (never a test tool's own download). Installs it
// with apt when it is missing; needs root, as on the project's machines.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  console.log(`Chromium found at ${chromium}`);
} else {
  console.log("Chromium is missing: installing Debian's chromium package…");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core`,
    { stdio: 'inherit' },
  );
  if (!existsSync(chromium)) throw new Error(`Chromium is still missing at ${chromium}`);
}
