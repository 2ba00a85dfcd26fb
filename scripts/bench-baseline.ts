/**
 * The baseline of `npm run bench -- --baseline <ref>`: the ref checked out in a temp git worktree
 * (detached), with its dependencies and its own `npm run build`. Its dependencies: when its
 * package-lock.json is this checkout's, `npm ci` would install the very same tree, so it uses this
 * checkout's node_modules through a symlink (and runs its own `prepare`, as `npm ci` would); otherwise
 * `npm ci` in the worktree.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { log, onInterrupt, ROOT } from './bench-measure'

export interface Baseline {
  ref: string
  sha: string
  subject: string
  /** The worktree: the baseline's server runs from here. */
  dir: string
  clientDir: string
  /** Removes the worktree (and the temp folder holding it). */
  remove: () => Promise<void>
}

export function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`)
  return result.stdout.trim()
}

export async function prepareBaseline(ref: string): Promise<Baseline> {
  let sha: string
  try {
    sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
  } catch {
    throw new Error(`--baseline ${ref}: not a commit of this repository.`)
  }
  const subject = git(['log', '-1', '--format=%s', sha])
  const tmp = mkdtempSync(path.join(tmpdir(), 'ndis-bench-baseline-'))
  const dir = path.join(tmp, sha.slice(0, 12))
  log(`Baseline ${sha.startsWith(ref) ? ref : `${ref} (${sha.slice(0, 7)})`} in a worktree at ${dir}`)
  git(['worktree', 'add', '--detach', '--quiet', dir, sha])

  const modules = path.join(dir, 'node_modules')
  let removed = false
  const remove = async () => {
    if (removed) return
    removed = true
    // The link first, so nothing that removes the worktree can reach this checkout's node_modules.
    if (lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(modules)
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT })
    rmSync(tmp, { recursive: true, force: true })
    spawnSync('git', ['worktree', 'prune'], { cwd: ROOT })
  }
  onInterrupt(remove)

  try {
    const lock = path.join(dir, 'package-lock.json')
    const sameLock =
      existsSync(lock) && readFileSync(lock, 'utf8') === readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')
    if (sameLock && existsSync(path.join(ROOT, 'node_modules'))) {
      log('  same package-lock.json as this checkout: using its node_modules')
      symlinkSync(path.join(ROOT, 'node_modules'), modules, 'dir')
      run(dir, ['run', 'prepare', '--if-present'])
    } else {
      log('  its package-lock.json differs from this checkout\'s: "npm ci" in the worktree')
      run(dir, ['ci', '--no-audit', '--no-fund'])
    }
    log('  "npm run build" in the worktree')
    run(dir, ['run', 'build'])
    const clientDir = path.join(dir, 'dist', 'client')
    if (!existsSync(path.join(clientDir, 'index.html')))
      throw new Error(`the baseline's build wrote no ${clientDir}/index.html`)
    return { ref, sha, subject, dir, clientDir, remove }
  } catch (error) {
    await remove()
    throw error
  }
}

/** `npm …` in `dir`, its output shown only when it fails; the shell's CLIENT_DIR is this checkout's, not the baseline's. */
function run(dir: string, args: string[]) {
  const { CLIENT_DIR: _, ...env } = process.env
  const started = Date.now()
  const result = spawnSync('npm', args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0)
    throw new Error(
      `"npm ${args.join(' ')}" failed in the baseline's worktree:\n${`${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-40).join('\n')}`,
    )
  log(`    done in ${Math.round((Date.now() - started) / 1000)} s`)
}
