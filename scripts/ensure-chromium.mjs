// Browser tests drive Debian's Chromium (never a test tool's own download): its old
// headless shell for the journeys (the same Blink, without the desktop browser around it:
// the journeys took about a quarter less time in it), and the browser itself for
// Lighthouse and screenshots. Installs both with apt when one is missing, together so that
// they share one version; needs root, as on the project's machines.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browsers = [
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  process.env.CHROME_PATH ?? '/usr/bin/chromium',
];
const missing = browsers.filter((path) => !existsSync(path));
if (missing.length === 0) {
  console.log(`Chromium found at ${browsers.join(' and ')}`);
} else {
  console.log(`Chromium is missing at ${missing.join(' and ')}: installing Debian's packages…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-noto-core`,
    { stdio: 'inherit' },
  );
  const still = browsers.filter((path) => !existsSync(path));
  if (still.length > 0) throw new Error(`Chromium is still missing at ${still.join(' and ')}`);
}
