import { describe, expect, it } from 'vitest';
import { startScriptsLater } from './page-first';

const built = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

describe('the built page template (rules §9.16)', () => {
  const page = startScriptsLater(built, '/assets/start-xyz.js');

  it('asks for no app script in its head but the start script', () => {
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('src="/assets/index-abc.js"');
    expect(page.match(/<script type="module"/g)).toHaveLength(1);
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/start-xyz.js"></script>',
    );
  });

  it('names the entry and its imports in a data block the start script reads', () => {
    const data = /<script type="application\/json" id="start-scripts">(.*)<\/script>/.exec(page);
    expect(JSON.parse(data![1]!)).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/react-def.js', '/assets/router-ghi.js'],
    });
  });

  it('keeps the stylesheet and the slots the server fills', () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
    expect(page).toContain('<!--app-head-->');
    expect(page).toContain('<!--app-html-->');
  });

  it('refuses a template with no entry script rather than build a page that never starts', () => {
    expect(() => startScriptsLater('<html><head></head></html>', '/s.js')).toThrow(/no entry/);
  });
});
