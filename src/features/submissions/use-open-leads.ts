import { useState } from 'react'

/** Which leads of a list are open (expanded) on screen, and a toggle for one. */
export function useOpenLeads() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return { isOpen: (id: string) => open.has(id), toggle }
}
