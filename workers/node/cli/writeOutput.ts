import { writeFile } from 'node:fs/promises'
import { CliError } from './CliError'

/** Writes `data` to `path`, or to standard output when no path is given. */
export async function writeOutput(path: string | boolean | undefined, data: string | Uint8Array): Promise<void> {
  if (typeof path !== 'string') {
    await new Promise<void>((resolve, reject) => process.stdout.write(data, (error) => (error ? reject(error) : resolve())))
    return
  }
  try {
    await writeFile(path, data)
  } catch (error) {
    throw new CliError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
}
