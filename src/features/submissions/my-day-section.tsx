import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { MY_DAY_MOST, MY_DAY_STEP } from '../../lib/my-day-limits'
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
  // How many leads each list shows: "Show more" asks for the next hundred (decision 316).
  const [show, setShow] = useState(MY_DAY_STEP)
  // After "Show more", focus goes to the line that says how many now show, in the list that asked.
  const [moreFor, setMoreFor] = useState<string | null>(null)
  const day = useMyDay(show)
  const client = useQueryClient()
  const { isOpen, toggle } = useOpenLeads('my-day')
  const data = day.data
  // A lead overdue or due today shows its follow-up on its card there, and is listed once (the server
  // leaves it out of the follow-ups too).
  const listed = new Set([...(data?.overdue ?? []), ...(data?.dueToday ?? [])].map((l) => l.id))
  type List = { id: string; title: string; none: string; help?: string; leads: SubmissionSummary[]; total: number }
  const lists: List[] = data
    ? [
        {
          id: 'my-day-overdue',
          title: copy.overdue,
          none: copy.overdueNone,
          leads: data.overdue,
          total: data.totals.overdue,
        },
        {
          id: 'my-day-due-today',
          title: copy.dueToday,
          none: copy.dueTodayNone,
          leads: data.dueToday,
          total: data.totals.dueToday,
        },
        {
          id: 'my-day-follow-ups',
          title: copy.followUps,
          none: copy.followUpsNone,
          help: copy.followUpsHelp,
          leads: data.followUps.filter((l) => !listed.has(l.id)),
          total: data.totals.followUps,
        },
        // Archived leads are not today's work: listed apart, last, and only when there are some.
        ...(data.totals.archivedFollowUps > 0
          ? [
              {
                id: 'my-day-archived-follow-ups',
                title: copy.archivedFollowUps,
                none: '',
                help: copy.archivedFollowUpsHelp,
                leads: data.archivedFollowUps,
                total: data.totals.archivedFollowUps,
              },
            ]
          : []),
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
            {list.title} ({list.total.toLocaleString('en-AU')})
          </h3>
          {list.help && <p className={styles.help}>{list.help}</p>}
          {list.leads.length === 0 ? (
            <p className={styles.muted}>{list.none}</p>
          ) : (
            <LeadCards submissions={list.leads} label={list.title} nameLevel="h4" isOpen={isOpen} onToggle={toggle} />
          )}
          {(list.total > list.leads.length || (moreFor === list.id && list.total > 0)) && (
            <MoreOfList
              list={list}
              focus={moreFor === list.id && !day.isPlaceholderData}
              atMost={show >= MY_DAY_MOST}
              onMore={() => {
                setMoreFor(list.id)
                setShow(Math.min(show + MY_DAY_STEP, MY_DAY_MOST))
              }}
            />
          )}
        </section>
      ))}
    </section>
  )
}

/** Says how many of a list show, and offers the next hundred while there are more (decision 316). */
function MoreOfList({
  list,
  focus,
  atMost,
  onMore,
}: {
  list: { title: string; leads: SubmissionSummary[]; total: number }
  focus: boolean
  atMost: boolean
  onMore: () => void
}) {
  const lineRef = useRef<HTMLParagraphElement>(null)
  const shown = list.leads.length
  useEffect(() => {
    if (focus) lineRef.current?.focus()
  }, [focus])
  return (
    <div className={css({ mt: '3' })}>
      <p ref={lineRef} tabIndex={-1} className={styles.help}>
        {copy.showing(shown, list.total)}
        {shown < list.total && atMost ? ` ${copy.showMoreAtMost}` : ''}
      </p>
      {shown < list.total && !atMost && (
        <button type="button" onClick={onMore} className={button({ variant: 'outline', size: 'md' })}>
          {copy.showMore(list.title)}
        </button>
      )}
    </div>
  )
}
