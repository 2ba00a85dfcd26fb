import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { invalidateLeads } from './desk-queries'
import { styles } from './desk-styles'
import type { SubmissionSummary } from './desk-types'
import { deskWorkCopy } from './desk-work-copy'
import { useMyDay } from './desk-work-queries'
import { LeadCards } from './lead-cards'
import { useOpenLeads } from './use-open-leads'

const copy = deskWorkCopy.myDay

/**
 * The logged-in staff member's day (issue 27, decision 210): their overdue leads, those due later today
 * and their follow-ups due today or before, soonest first, as the desk's cards (decision 143). A lead
 * opens in place, with everything the desk's list gives; a change to it refreshes the day.
 */
export function MyDaySection({ focusOnMount }: { focusOnMount: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [])
  const day = useMyDay()
  const client = useQueryClient()
  const { isOpen, toggle } = useOpenLeads('my-day')
  const data = day.data
  // A lead overdue or due today shows its follow-up on its card there, and is listed once.
  const listed = new Set([...(data?.overdue ?? []), ...(data?.dueToday ?? [])].map((l) => l.id))
  const lists: { id: string; title: string; none: string; help?: string; leads: SubmissionSummary[] }[] = data
    ? [
        { id: 'my-day-overdue', title: copy.overdue, none: copy.overdueNone, leads: data.overdue },
        { id: 'my-day-due-today', title: copy.dueToday, none: copy.dueTodayNone, leads: data.dueToday },
        {
          id: 'my-day-follow-ups',
          title: copy.followUps,
          none: copy.followUpsNone,
          help: copy.followUpsHelp,
          leads: data.followUps.filter((l) => !listed.has(l.id)),
        },
      ]
    : []
  return (
    <section aria-labelledby="my-day-heading">
      <h2 id="my-day-heading" ref={headingRef} tabIndex={-1} className={cx(styles.h2, css({ mb: '2' }))}>
        {copy.title}
      </h2>
      {data && <p className={styles.help}>{copy.intro(data.today)}</p>}
      <div className={cx(styles.toolbar, css({ mt: '3' }))}>
        <button
          type="button"
          // As the lead list's Refresh: the day and any lead open in it, so a card and its details agree.
          onClick={() => invalidateLeads(client)}
          disabled={day.isFetching}
          className={button({ variant: 'outline', size: 'md' })}
        >
          {copy.refresh}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {day.isPending ? copy.loading : ''}
      </p>
      {day.error && (
        <p role="alert" className={styles.error}>
          {day.error.message}
        </p>
      )}
      {lists.map((list) => (
        <section key={list.id} aria-labelledby={list.id} className={css({ mt: '6' })}>
          <h3 id={list.id} className={cx(styles.h2, css({ fontSize: 'lg', mb: '2' }))}>
            {list.title} ({list.leads.length})
          </h3>
          {list.help && <p className={styles.help}>{list.help}</p>}
          {list.leads.length === 0 ? (
            <p className={styles.muted}>{list.none}</p>
          ) : (
            <LeadCards submissions={list.leads} label={list.title} nameLevel="h4" isOpen={isOpen} onToggle={toggle} />
          )}
        </section>
      ))}
    </section>
  )
}
