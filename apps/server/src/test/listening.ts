import type { ChildProcess } from 'node:child_process';

/**
 * A server process's address once its start-up line names it (started on port 0, the
 * system chose a free one), and everything it has printed so far, kept as it grows.
 * The address is refused if the process exits first or takes more than 2 minutes: a slow
 * machine starting several processes at once (migrations, the demo seed) takes its time,
 * and a process that never starts still fails the test.
 */
/** How long a server process may take to start (tests wait for a condition, not a time). */
const startBoundMs = 120_000;

export function listeningOn(child: ChildProcess): { base: Promise<string>; output: () => string } {
  let output = '';
  const base = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start: ${output}`)),
      startBoundMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  });
  return { base, output: () => output };
}
