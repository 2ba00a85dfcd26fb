import { useState } from 'react'
import { useKeptDraft } from './kept-drafts'

/**
 * Which leads of a list are open (expanded) on screen, and a toggle for one. `name` names the list: the
 * leads open when another tab signed this one out are open again after logging in (decision 262).
 */
export function useOpenLeads(name: string) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  useKeptDraft(
    `open-leads ${name}`,
    () => [...open],
    () => open.size > 0,
    (ids: string[]) => setOpen(new Set(ids)),
  )
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return { isOpen: (id: string) => open.has(id), toggle }
}
