import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useWithSession } from './desk-queries'
import { getMyDay, getPromiseReport, type ReportRange } from './desk-work-api'

/**
 * My day sits under the desk's `['leads']` key, so every change to a lead (a stage, an owner, a
 * follow-up) marks it stale with the rest of the desk's lead data (decision 141).
 */
export const deskWorkKeys = {
  myDay: (show: number) => ['leads', 'my-day', show] as const,
  report: (range: ReportRange) => ['promise-report', range.from, range.to] as const,
}

export function useMyDay(show: number) {
  const withSession = useWithSession()
  return useQuery({
    queryKey: deskWorkKeys.myDay(show),
    queryFn: () => withSession(() => getMyDay(show)),
    // "Show more" keeps the lists on the page while the longer ones come.
    placeholderData: keepPreviousData,
  })
}

export function usePromiseReport(range: ReportRange) {
  const withSession = useWithSession()
  return useQuery({
    queryKey: deskWorkKeys.report(range),
    queryFn: () => withSession(() => getPromiseReport(range)),
    placeholderData: keepPreviousData,
  })
}
