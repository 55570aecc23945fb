/**
 * The page's only script on its first load (the build puts it in place of the app's entry,
 * build/page-first.ts): it starts the app once the page the server drew is on screen.
 */
import { loadStartScripts, readStartScripts, startAfterFirstPaint } from './start/page-first';

const scripts = readStartScripts();
// A page without its data block (it cannot happen with a built template) stays as drawn.
if (scripts) startAfterFirstPaint(() => void loadStartScripts(scripts));
