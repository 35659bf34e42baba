/**
 * Where a worker thread's module is. Worker threads run JavaScript: Node 20 cannot load
 * TypeScript in a worker, so when the module starting the thread itself runs from source (under
 * the test runner), the worker comes from the build, which `npm test` makes first.
 */
import { fileURLToPath } from 'node:url';

/** The path of `file` (a module of src/service/, as built) beside the module at `from`. */
export function serviceWorkerFile(file: string, from: string): string {
  return fileURLToPath(from.endsWith('.ts') ? new URL(`../../dist/service/${file}`, from) : new URL(`./${file}`, from));
}
