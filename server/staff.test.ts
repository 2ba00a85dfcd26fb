// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addStaff, resetStaffPassword, StaffError } from './staff'
import { storePerFile } from './test-support'

const db = storePerFile()

describe('staff passwords', () => {
  it.each(['Summer2026!!', '1q2w3e4r5t6y', 'zaq12wsxcde3', 'qazwsxedcrfv', 'ndisprovider1'])(
    'refuses %s for a new account and a reset, saying why',
    async (password) => {
      const add = addStaff(db.store, { email: 'kim@bluegum.example', name: 'Kim Lee', password })
      await expect(add).rejects.toThrow(StaffError)
      await expect(add).rejects.toThrow(/^The password is too easy to guess: it could be found in about .* guesses/)
    },
  )

  it('accepts a passphrase, and checks a reset the same way', async () => {
    await addStaff(db.store, { email: 'kim@bluegum.example', name: 'Kim Lee', password: 'bellbird saucepan meridian' })
    await expect(resetStaffPassword(db.store, 'kim@bluegum.example', 'Summer2026!!')).rejects.toThrow(
      /too easy to guess/,
    )
    await expect(
      resetStaffPassword(db.store, 'kim@bluegum.example', 'wattle kookaburra lantern'),
    ).resolves.toMatchObject({
      email: 'kim@bluegum.example',
    })
  })
})
