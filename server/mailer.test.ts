// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { silentLogger } from './logger'
import { createMailer } from './mailer'
import { tempDir } from './test-support'

describe('the .eml outbox at start', () => {
  it('removes temp files left by a killed process, and keeps finished mails and live writers', () => {
    const dataDir = tempDir()
    const outbox = path.join(dataDir, 'outbox')
    mkdirSync(outbox)
    // The pid of a process that has exited (a killed server's pid is just as gone).
    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    const id = '0b1c2d3e-0000-4000-8000-000000000001'
    writeFileSync(path.join(outbox, `${id}.eml.${gone}.tmp`), 'half a mail')
    writeFileSync(path.join(outbox, `${id}.eml`), 'a whole mail')
    writeFileSync(path.join(outbox, `${id}.eml.${process.pid}.tmp`), 'being written by a live process')

    createMailer({ dataDir, logger: silentLogger }).close()

    expect(readdirSync(outbox).sort()).toEqual([`${id}.eml`, `${id}.eml.${process.pid}.tmp`])
  })

  it('starts even when the outbox cannot be read (the leads wait pending)', () => {
    const dataDir = tempDir()
    writeFileSync(path.join(dataDir, 'outbox'), 'a file where the folder should be')
    expect(() => createMailer({ dataDir, logger: silentLogger }).close()).not.toThrow()
  })
})
