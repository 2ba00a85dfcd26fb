import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { SelectField, TextField } from '../../components/ui/form-fields'
import { stageOptions } from './desk-copy'
import { SEARCH_MAX } from './desk-search'
import { styles } from './desk-styles'
import type { StaffMember } from './desk-types'
import { formKindOptions } from './form-kind-labels'
import { type DeskQuery, emptyQuery } from './submissions-api'
import { useDeskForm } from './use-desk-form'

/** Search and filters: a real form, applied on submit (or at once when a list filter changes). */
export function FilterForm(props: { query: DeskQuery; staff: StaffMember[]; onQuery: (query: DeskQuery) => void }) {
  const { form, values, set, submit } = useDeskForm({
    defaultValues: props.query,
    ids: {},
    onSubmit: (query) => props.onQuery(query),
  })
  const change =
    (key: keyof DeskQuery, apply = false) =>
    (value: string) => {
      set(key, value)
      if (apply) props.onQuery(form.state.values)
    }
  const ownerOptions = [
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...props.staff.map((s) => ({ value: s.id, label: s.name })),
  ]
  // List filters apply at once; the search words and dates on submit.
  const selects: [keyof DeskQuery, string, string, string, readonly { value: string; label: string }[]][] = [
    ['form', 'submissions-filter', 'Form', 'All forms', formKindOptions],
    ['stage', 'desk-stage', 'Stage', 'All but archived', stageOptions],
    ['owner', 'desk-owner', 'Owner', 'Anyone', ownerOptions],
  ]
  const dates: [keyof DeskQuery, string][] = [
    ['from', 'Received from'],
    ['to', 'Received to'],
  ]
  return (
    <search>
      <form aria-label="Find leads" noValidate className={styles.filters} onSubmit={submit}>
        <div className={css({ gridColumn: { lg: 'span 2' } })}>
          <TextField
            id="desk-search"
            label="Search"
            hint="Name, email, phone or organisation"
            type="search"
            maxLength={SEARCH_MAX}
            value={values.q}
            onChange={(e) => change('q')(e.target.value)}
          />
        </div>
        {selects.map(([key, id, label, placeholder, options]) => (
          <SelectField
            key={key}
            id={id}
            label={label}
            placeholder={placeholder}
            options={options}
            value={values[key]}
            onChange={(e) => change(key, true)(e.target.value)}
          />
        ))}
        <div />
        {dates.map(([key, label]) => (
          <TextField
            key={key}
            id={`desk-${key}`}
            label={label}
            type="date"
            value={values[key]}
            onChange={(e) => change(key)(e.target.value)}
          />
        ))}
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <button type="submit" className={button({ size: 'md' })}>
            Search
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'md' })}
            onClick={() => {
              form.reset(emptyQuery)
              props.onQuery(emptyQuery)
            }}
          >
            Clear
          </button>
        </div>
      </form>
    </search>
  )
}
