// @vitest-environment node

import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertLead } from './leads'
import type { LeadStore } from './store'
import { openTestStore } from './test-support'

let store: LeadStore
beforeAll(async () => {
  store = await openTestStore()
})
afterAll(async () => {
  await store.close()
})

describe('embedded store durability', () => {
  it('runs PostgreSQL with fsync on, syncing the WAL with fsync', async () => {
    const setting = async (name: string) =>
      (await store.query<{ setting: string }>('SELECT setting FROM pg_settings WHERE name = $1', [name])).rows[0]
        ?.setting
    expect(await setting('fsync')).toBe('on')
    expect(await setting('wal_sync_method')).toBe('fsync')
  })

  it('reaches the disk (fs.fsyncSync) before a stored lead is acknowledged', async () => {
    const fsync = vi.spyOn(fs, 'fsyncSync')
    await insertLead(store, {
      id: randomUUID(),
      form: 'contact',
      data: { name: 'Durable' },
      subject: 'New Contact Enquiry',
      receivedAt: new Date(),
      clientAddress: null,
    })
    expect(fsync).toHaveBeenCalled()
  })
})
