// `npm run bench:web`: Lighthouse on the built web app, as a phone on slow mobile data sees
// it. Builds (npm run build), starts Kodesha on a fresh embedded database with the demo data
// and, as the first page of /cars, twenty cars with photos the size a phone's camera gives
// (each about 100-140 KB at 1280 px once the server has re-encoded it). Then runs
// Lighthouse's default mobile preset (simulated throttling: 150 ms RTT, 1.6 Mbps, 4× CPU;
// performance and accessibility) on `/`, `/cars`, one of those cars' pages and a driver's
// page, in English and in French, a fresh headless Chromium for each run. Prints, per page,
// the median of each figure over the runs (KiB = 1024 bytes, as Lighthouse counts), then the
// targets and whether each is met. "CPU index" is Lighthouse's benchmark of this machine,
// printed beside every figure: simulated throttling scales the CPU time it observes, so on a
// slow or busy machine (a lower index) TBT and the performance score come out worse.
// A run Lighthouse cannot finish is tried again, twice.
//
// BENCH_REF=<commit> measures that commit too, back to back on the same machine: it is
// built from a temporary copy (git archive, npm ci) and served beside this checkout's build
// on the next port, with the same data; each page's runs alternate between the two builds,
// so a machine that slows down meanwhile slows both alike.
//
// A measurement, not a test: the exit code is 0 when targets are missed, non-zero only when
// something broke (the build, the server, Lighthouse).
//
// Env: BENCH_RUNS (5 per page and build), BENCH_PORT (3210; BENCH_REF's build on the next),
// BENCH_REF, BENCH_LANGUAGES (en,fr), BENCH_SKIP_BUILD=1 to use this checkout's current
// build, BENCH_PAGES (home,cars,car,driver: which pages to measure), BENCH_OUT=file.json to write the medians there, BENCH_REPORTS=<folder> to keep each
// run's whole Lighthouse report (JSON) there for a closer look, CHROME_PATH (/usr/bin/chromium).
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { benchCarFields, carForm, must, signUp, startServer } from './bench-support.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
// The pages as an English and a French browser get them (rules §9.15); `rw` may be added.
const languages = (process.env.BENCH_LANGUAGES ?? 'en,fr').split(',').filter(Boolean);
const port = Number(process.env.BENCH_PORT ?? 3210);
const ref = process.env.BENCH_REF;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportsDir = process.env.BENCH_REPORTS;
const pageNames = ['home', 'cars', 'car', 'driver'];
const pagesWanted = (process.env.BENCH_PAGES ?? pageNames.join(',')).split(',');
let reportCount = 0;
// No outside network here: without the background-networking flags Chromium keeps dialling out.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const targets = { performance: 95, accessibility: 100, lcpS: 2.0, cls: 0.05, tbtMs: 150 };
const homeBudgetKiB = 300;

let chrome; // the Chromium of the run under way, killed on any exit
let lighthouseVersion = '';
const temporary = []; // data folders and the BENCH_REF copy, removed on any exit
process.once('exit', () => {
  chrome?.kill();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits) => Number(value.toFixed(digits));

/** One Lighthouse run of `url` in a Chromium of its own; the figures the bench reports. */
async function lighthouseRun(url, language) {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: { 'Accept-Language': language },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    lighthouseVersion = lhr.lighthouseVersion;
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      reportCount += 1;
      const name = `${String(reportCount).padStart(3, '0')}-${language}${new URL(url).pathname.replaceAll('/', '_')}-${new URL(url).port}.json`;
      writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
    }
    for (const warning of lhr.runWarnings) console.warn(`  warning: ${warning}`);
    const { performance, accessibility } = lhr.categories;
    if (performance.score === null || accessibility.score === null)
      return { error: 'a category has no score' };
    const audit = (id) => lhr.audits[id].numericValue;
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const jsBytes = requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    return {
      performance: performance.score * 100,
      accessibility: accessibility.score * 100,
      lcpS: audit('largest-contentful-paint') / 1000,
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      totalKiB: audit('total-byte-weight') / 1024,
      jsKiB: jsBytes / 1024,
      cpuIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

/** A run that Lighthouse could not finish (NO_NAVSTART now and then) is tried again, twice. */
async function measure(url, language) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouseRun(url, language);
    if (!result.error) return result;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${result.error}`);
    console.warn(`  Lighthouse failed (${result.error}); trying again`);
  }
}

/** The figures, their column in the table and their rounding. */
const columns = [
  ['performance', 'perf', 0],
  ['accessibility', 'a11y', 0],
  ['lcpS', 'LCP s', 2],
  ['cls', 'CLS', 3],
  ['tbtMs', 'TBT ms', 0],
  ['totalKiB', 'total KiB', 1],
  ['jsKiB', 'JS KiB', 1],
  ['cpuIndex', 'CPU index', 0],
];
const medians = (results) =>
  Object.fromEntries(
    columns.map(([key, , digits]) => [key, round(median(results.map((r) => r[key])), digits)]),
  );

/** Each target, with the pages that miss it. */
function targetLines(byPage) {
  const pages = Object.entries(byPage);
  const check = (label, key, ok, unit = '') => {
    const missed = pages.filter(([, m]) => !ok(m[key])).map(([p, m]) => `${p} ${m[key]}${unit}`);
    return `  ${label.padEnd(38)} ${missed.length ? `MISSED: ${missed.join(', ')}` : 'met'}`;
  };
  const home = byPage['/'];
  const homeLine = home
    ? [
        `  ${`/ transfers ≤ ${homeBudgetKiB} KiB`.padEnd(38)} ${
          home.totalKiB <= homeBudgetKiB ? 'met' : `MISSED: / ${home.totalKiB} KiB`
        }`,
      ]
    : [];
  return [
    check(`performance ≥ ${targets.performance}`, 'performance', (v) => v >= targets.performance),
    check(
      `accessibility = ${targets.accessibility}`,
      'accessibility',
      (v) => v >= targets.accessibility,
    ),
    check(`LCP ≤ ${targets.lcpS.toFixed(1)} s`, 'lcpS', (v) => v <= targets.lcpS, ' s'),
    check(`CLS ≤ ${targets.cls}`, 'cls', (v) => v <= targets.cls),
    check(`TBT ≤ ${targets.tbtMs} ms`, 'tbtMs', (v) => v <= targets.tbtMs, ' ms'),
    ...homeLine,
  ];
}

/**
 * A car photo as a phone's camera gives it, 2000 × 1500 JPEG: light and shade with grain
 * over a sky-to-road gradient, which WebP keeps at about 100-140 KB at 1280 px (a drawing
 * of a few KB would flatter the list). Deterministic: both builds get the same photos.
 */
async function cameraPhoto(seed) {
  let state = seed * 2_654_435_761;
  const random = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const [width, height] = [250, 188];
  const pixels = Buffer.alloc(width * height * 3);
  const tint = [random() * 255, random() * 255, random() * 255];
  for (let i = 0; i < width * height; i += 1) {
    const down = Math.floor(i / width) / height;
    for (let c = 0; c < 3; c += 1)
      pixels[i * 3 + c] = Math.max(
        0,
        Math.min(255, tint[c] * (1 - down) + down * 120 + (random() - 0.5) * 66),
      );
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize(2000, 1500, { kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Builds `commit` in a temporary copy of it; returns the copy's folder. */
function buildCommit(commit) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kodesha-bench-ref-'));
  temporary.push(dir);
  console.log(`building ${commit} in ${dir}…`);
  try {
    execSync(`git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(dir)}`, {
      stdio: 'inherit',
    });
    execSync('npm ci --no-audit --no-fund --prefer-offline', { cwd: dir, stdio: 'inherit' });
    execSync('npm run build', { cwd: dir, stdio: 'inherit' });
  } catch {
    throw new Error(`building ${commit} failed (its output is above)`);
  }
  return dir;
}

/**
 * One build served on a fresh embedded database (no DATABASE_URL) with the demo data, then
 * an owner's twenty photo cars listed through the API: the newest, so /cars's first page.
 */
async function serveBuild(name, root, at) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kodesha-bench-web-'));
  temporary.push(dataDir);
  const base = `http://127.0.0.1:${at}`;
  const server = startServer(base, { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: '1' }, root);
  await server.ready();
  // Four owners of five cars: an owner may list ten cars a minute (rules §9.12).
  let photoBytes = 0;
  for (let o = 0; o < 4; o += 1) {
    const owner = await signUp(base, {
      label: `web-${at}`,
      role: 'owner',
      n: o + 1,
      password: 'bench-web-password',
    });
    for (let n = o * 5; n < o * 5 + 5; n += 1) {
      const { data: car } = await must(201, base, 'POST', '/api/cars', {
        token: owner.token,
        body: carForm(benchCarFields(n, 'A well kept car, serviced every 5,000 km.'), [
          await cameraPhoto(n + 1),
        ]),
      });
      photoBytes += (await (await fetch(base + car.images[0].url)).arrayBuffer()).byteLength;
    }
  }
  const [car] = (await must(200, base, 'GET', '/api/cars?per_page=1')).data;
  const [driver] = (await must(200, base, 'GET', '/api/drivers?per_page=1')).data;
  if (!car || !driver) throw new Error('the data has no car or no driver');
  console.log(
    `${name}: 20 photo cars listed, ${(photoBytes / 20 / 1024).toFixed(0)} KiB a photo at 1280 px`,
  );
  const pages = ['/', '/cars', `/cars/${car.id}`, `/drivers/${driver.id}`];
  return {
    name,
    base,
    server,
    pages: pages.filter((_, i) => pagesWanted.includes(pageNames[i])),
  };
}

async function main() {
  const refDir = ref
    ? buildCommit(execSync(`git rev-parse --verify ${ref}^{commit}`).toString().trim())
    : undefined;
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building…');
    try {
      execSync('npm run build', { stdio: 'inherit' });
    } catch {
      throw new Error('the build failed (its output is above)');
    }
  }
  const builds = [];
  try {
    builds.push(await serveBuild('this checkout', '.', port));
    if (refDir) builds.push(await serveBuild(ref, refDir, port + 1));

    /** Medians by build, language and page. */
    const figures = builds.map(() => Object.fromEntries(languages.map((l) => [l, {}])));
    for (const language of languages) {
      for (const [pageIndex, page] of builds[0].pages.entries()) {
        const results = builds.map(() => []);
        for (let run = 1; run <= runs; run += 1) {
          for (const [b, build] of builds.entries()) {
            const address = build.pages[pageIndex];
            console.log(`lighthouse ${language} ${address} run ${run}/${runs} (${build.name})…`);
            results[b].push(await measure(build.base + address, language));
          }
        }
        builds.forEach((_, b) => (figures[b][language][page] = medians(results[b])));
      }
    }

    for (const [b, build] of builds.entries()) {
      for (const language of languages) {
        const byPage = figures[b][language];
        console.log(
          `\n${build.name}: Lighthouse ${lighthouseVersion} mobile, median of ${runs} runs, Accept-Language: ${language}`,
        );
        console.table(
          Object.fromEntries(
            Object.entries(byPage).map(([page, m]) => [
              page,
              Object.fromEntries(columns.map(([key, label]) => [label, m[key]])),
            ]),
          ),
        );
        console.log('targets (each page unless named):');
        for (const line of targetLines(byPage)) console.log(line);
      }
    }
    if (process.env.BENCH_OUT) {
      const out = Object.fromEntries(builds.map((build, b) => [build.name, figures[b]]));
      writeFileSync(process.env.BENCH_OUT, `${JSON.stringify({ runs, builds: out }, null, 2)}\n`);
      console.log(`medians written to ${process.env.BENCH_OUT}`);
    }
  } finally {
    for (const build of builds) await build.server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
