import { describe, expect, it } from 'vitest';
import { type BuiltBundle, type BuiltChunk, staticImports, startTags } from './page-first';

const modules = { main: '/web/src/app/main.tsx', start: '/web/src/app/start.ts' };

const chunk = (fileName: string, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...more,
});

/** A build as Rollup hands it over: the entry, its imports (shared ones too), a lazy screen. */
const bundle: BuiltBundle = {
  'assets/index-abc.js': chunk('assets/index-abc.js', {
    isEntry: true,
    facadeModuleId: modules.main,
    imports: ['assets/router-ghi.js', 'assets/runtime-mno.js'],
    viteMetadata: { importedCss: new Set(['assets/index-jkl.css']) },
  }),
  'assets/router-ghi.js': chunk('assets/router-ghi.js', {
    imports: ['assets/react-def.js', 'assets/runtime-mno.js'],
  }),
  'assets/react-def.js': chunk('assets/react-def.js', { imports: ['assets/runtime-mno.js'] }),
  'assets/runtime-mno.js': chunk('assets/runtime-mno.js'),
  'assets/cars-pqr.js': chunk('assets/cars-pqr.js', { imports: ['assets/react-def.js'] }),
  'assets/start-xyz.js': chunk('assets/start-xyz.js', {
    isEntry: true,
    facadeModuleId: modules.start,
  }),
  'assets/index-jkl.css': { type: 'asset' },
};

describe('the built page head (rules §9.16)', () => {
  const tags = startTags(bundle, modules);

  it('asks for no app script but the start script, and no modulepreload link', () => {
    const scripts = tags.filter((tag) => tag.attrs?.type === 'module');
    expect(scripts).toEqual([
      {
        tag: 'script',
        attrs: { type: 'module', crossorigin: true, src: '/assets/start-xyz.js' },
        injectTo: 'head',
      },
    ]);
    expect(tags.some((tag) => tag.attrs?.rel === 'modulepreload')).toBe(false);
  });

  it('names the entry and its static imports, each after its own, in a data block first', () => {
    const [data] = tags;
    expect(data?.attrs).toEqual({ type: 'application/json', id: 'start-scripts' });
    expect(JSON.parse(String(data?.children))).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/runtime-mno.js', '/assets/react-def.js', '/assets/router-ghi.js'],
    });
  });

  it('links the stylesheets of the entry and its imports', () => {
    expect(tags.filter((tag) => tag.tag === 'link')).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'stylesheet', crossorigin: true, href: '/assets/index-jkl.css' },
        injectTo: 'head',
      },
    ]);
  });

  it('leaves lazy screens to the router', () => {
    const entry = bundle['assets/index-abc.js'] as BuiltChunk;
    expect(staticImports(entry, bundle).map((c) => c.fileName)).not.toContain('assets/cars-pqr.js');
  });

  it('writes addresses under the site base', () => {
    const data = startTags(bundle, modules, '/app/')[0];
    expect(JSON.parse(String(data?.children)).entry).toBe('/app/assets/index-abc.js');
  });

  it('refuses a build without its entry or start script rather than a page that never starts', () => {
    const { 'assets/index-abc.js': _entry, ...noEntry } = bundle;
    expect(() => startTags(noEntry, modules)).toThrow(/app entry/);
    const { 'assets/start-xyz.js': _start, ...noStart } = bundle;
    expect(() => startTags(noStart, modules)).toThrow(/start script/);
  });
});
