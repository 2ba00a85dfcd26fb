import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { deskCopy } from './desk-copy'
import { deskKeys, useLeadList, useStaffList } from './desk-queries'
import { styles } from './desk-styles'
import { formKindLabel } from './form-kind-labels'
import { LeadCards } from './lead-cards'
import { FilterForm } from './lead-filters'
import { LeadTable } from './lead-table'
import { csvExportHref, type DeskQuery, queryString } from './submissions-api'
import { useOpenLeads } from './use-open-leads'
import { useWideScreen } from './use-wide-screen'

/** The lead list: filters (kept in the address by the route), the count, the leads and their pages. */
export function LeadsSection(props: {
  query: DeskQuery
  onQuery: (query: DeskQuery) => void
  isOwner: boolean
  focusOnMount: boolean
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (props.focusOnMount) headingRef.current?.focus()
  }, [])
  const staff = useStaffList().data ?? []
  const client = useQueryClient()
  const filters = queryString(props.query)
  return (
    <section aria-labelledby="submissions-leads-heading">
      <h2 id="submissions-leads-heading" ref={headingRef} tabIndex={-1} className={cx(styles.h2, css({ mb: '2' }))}>
        Leads
      </h2>
      <p className={styles.help}>{deskCopy.clockHelp}</p>
      {/* A new address (a filter, Back) gives a new form with its filters. */}
      <FilterForm key={`filters${filters}`} query={props.query} staff={staff} onQuery={props.onQuery} />
      <div className={styles.toolbar}>
        <button
          type="button"
          onClick={() => client.invalidateQueries({ queryKey: deskKeys.leads })}
          className={button({ variant: 'outline', size: 'md' })}
        >
          Refresh
        </button>
        {props.isOwner && (
          <a href={csvExportHref(props.query)} download className={button({ variant: 'outline', size: 'md' })}>
            Export CSV
          </a>
        )}
      </div>
      <LeadPages key={`pages${filters}`} query={props.query} />
    </section>
  )
}

/** One keyset page at a time; the cursors of the pages before it are kept to go back. */
function LeadPages({ query }: { query: DeskQuery }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null])
  const cursor = cursors.at(-1) ?? null
  const list = useLeadList(query, cursor)
  const { isOpen, toggle } = useOpenLeads('leads')
  const wide = useWideScreen()
  const submissions = list.data?.submissions ?? []
  const nextCursor = list.data?.nextCursor ?? null
  const loading = list.isFetching
  const filterLabel = query.form ? formKindLabel(query.form) : ''
  const label = `Leads${filterLabel ? ` from the ${filterLabel} form` : ''}, soonest due first`
  return (
    <>
      <p role="status" className={styles.status}>
        {/* A refused or failed list has no count: "No leads match" would say a search was made that was not. */}
        {list.isPending
          ? 'Loading leads…'
          : list.data
            ? countText(submissions.length, list.data.total, query, nextCursor !== null)
            : ''}
      </p>
      {list.error && (
        <p role="alert" className={styles.error}>
          {list.error.message}
        </p>
      )}
      {submissions.length > 0 &&
        (wide ? (
          <LeadTable submissions={submissions} caption={label} isOpen={isOpen} onToggle={toggle} />
        ) : (
          <LeadCards submissions={submissions} label={label} isOpen={isOpen} onToggle={toggle} />
        ))}
      {(cursors.length > 1 || nextCursor) && (
        <nav aria-label="Pages of leads" className={cx(styles.toolbar, css({ mt: '4' }))}>
          <button
            type="button"
            disabled={cursors.length < 2 || loading}
            onClick={() => setCursors((c) => c.slice(0, -1))}
            className={button({ variant: 'outline', size: 'md' })}
          >
            Previous page
          </button>
          <button
            type="button"
            disabled={!nextCursor || loading}
            onClick={() => setCursors((c) => [...c, nextCursor])}
            className={button({ variant: 'outline', size: 'md' })}
          >
            Next page
          </button>
        </nav>
      )}
    </>
  )
}

/** "12 leads from the Contact enquiry form match the filters.", "1 lead … matches …" */
function countText(shown: number, total: number | undefined, query: DeskQuery, more: boolean): string {
  const count = total ?? shown
  const filterLabel = query.form ? formKindLabel(query.form) : ''
  const filtered = Object.values(query).some(Boolean)
  const leads = `${count === 0 ? 'No' : count} ${count === 1 ? 'lead' : 'leads'}`
  const where = `${filterLabel ? ` from the ${filterLabel} form` : ''}${filtered ? ` ${count === 1 ? 'matches' : 'match'} the filters` : ''}`
  const page = total !== undefined && more ? ` Showing ${shown} on this page.` : ''
  return `${leads}${where}${total === undefined && more ? ' on this page' : ''}.${page}`
}
