import { Hono } from 'hono'
import type { Desk } from './admin-desk'
import { listStaff } from './staff'

/** The staff the desk can give a lead to. Accounts are managed with `npm run staff` (decision 115). */
export function staffRoutes(desk: Desk) {
  return new Hono().get('/api/staff', async (c) => {
    const staff = (await listStaff(desk.store)).filter((s) => !s.disabled)
    return c.json({ staff: staff.map(({ id, name, email }) => ({ id, name, email })) }, 200)
  })
}
