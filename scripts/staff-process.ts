import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

/**
 * `npm run staff -- …` as a process of its own, as someone on the server's machine runs it, with `input`
 * on its stdin and `env` over this process's environment; its exit code and all it printed. For the
 * tests that run the command beside a live server (a synchronous spawn would stop that server).
 */
export async function runStaffCommand(args: string[], env: NodeJS.ProcessEnv, input = '') {
  const running = promisify(execFile)('npm', ['run', '--silent', 'staff', '--', ...args], {
    env: { ...process.env, ...env },
    timeout: 30_000,
  })
  running.child.stdin?.end(input)
  return running.then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      out: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  )
}
