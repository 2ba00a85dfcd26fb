import { hashKey, QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useRef } from 'react'
import type { SubmissionDetail } from './desk-types'
import {
  ApiError,
  auditLog,
  type DeskQuery,
  getSubmission,
  isUnauthorised,
  listStaff,
  listSubmissions,
} from './submissions-api'

/**
 * The desk's server data, in TanStack Query (decision 141): the lead list, one lead, the staff list and
 * the audit log are queries; a change is a mutation that marks what it changed as stale.
 */
export const deskKeys = {
  leads: ['leads'] as const,
  list: (query: DeskQuery, cursor: string | null) => ['leads', 'list', query, cursor] as const,
  lead: (id: string) => ['leads', 'lead', id] as const,
  staff: ['staff'] as const,
  audit: ['audit'] as const,
}

export function createDeskQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; a network fault may.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400),
        // A lead refetched behind the staff member's back would change what they are acting on.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}

/**
 * Runs a request; when the session has ended, asks the staff member to log in again in place and then
 * runs it once more, so nothing they typed or asked for is lost (issue 24). Given by the page.
 */
export type WithSession = <T>(request: () => Promise<T>) => Promise<T>
export const SessionGate = createContext<WithSession>((request) => request())
export const useWithSession = () => useContext(SessionGate)

/** Waits for a login after a 401 and tries again; anything else is the caller's. */
export function retryAfterLogin(askToLogIn: () => Promise<void>): WithSession {
  return async (request) => {
    try {
      return await request()
    } catch (error) {
      if (!isUnauthorised(error)) throw error
      await askToLogIn()
      return request()
    }
  }
}

export function useLeadList(query: DeskQuery, cursor: string | null) {
  const withSession = useWithSession()
  return useQuery({
    queryKey: deskKeys.list(query, cursor),
    queryFn: () => withSession(() => listSubmissions(query, cursor)),
    placeholderData: (previous) => previous,
  })
}

export function useLead(id: string) {
  const withSession = useWithSession()
  // The first read after the details open is the view; the reloads after a change are not.
  const opened = useRef(false)
  return useQuery({
    queryKey: deskKeys.lead(id),
    queryFn: () => {
      const opening = !opened.current
      opened.current = true
      return withSession(() => getSubmission(id, opening))
    },
  })
}

export function useStaffList() {
  const withSession = useWithSession()
  return useQuery({ queryKey: deskKeys.staff, queryFn: () => withSession(listStaff), staleTime: 5 * 60_000 })
}

export function useAuditLog(enabled: boolean) {
  const withSession = useWithSession()
  return useInfiniteQuery({
    queryKey: deskKeys.audit,
    queryFn: ({ pageParam }) => withSession(() => auditLog(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  })
}

/** A change to a lead: on success the lead, the lists and the audit log are asked for again. */
export function useLeadChange() {
  const withSession = useWithSession()
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: () => Promise<unknown>) => withSession(change),
    onSuccess: () => invalidateLeads(client),
    onSettled: () => client.invalidateQueries({ queryKey: deskKeys.audit }),
  })
}

export const invalidateLeads = (client: QueryClient) => client.invalidateQueries({ queryKey: deskKeys.leads })

/**
 * Shows the lead as the server says it is now (after a refused stale change), and asks again for the rest
 * of the desk's lead data: the list's row, My day and the replies sent must not go on showing the lead
 * as it was next to its details as it is.
 */
export function showCurrentLead(client: QueryClient, lead: SubmissionDetail) {
  const key = deskKeys.lead(lead.id)
  client.setQueryData(key, lead)
  const shown = hashKey(key)
  return client.invalidateQueries({ queryKey: deskKeys.leads, predicate: (query) => query.queryHash !== shown })
}
