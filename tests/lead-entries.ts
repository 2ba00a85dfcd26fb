import type { Locator } from '@playwright/test'
import { type LeadFormCase, preferredDate } from '../machines/models/lead-form-cases'

/** Helpers that type a lead form's entries (machines/models/lead-form-cases.ts) by label, as a visitor. */

export type LeadEntry = LeadFormCase['entries'][number]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A field by its label, with or without the required asterisk. */
export function field(scope: Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`))
}

/** Types one entry (or empties it). */
export async function fill(scope: Locator, entry: LeadEntry, empty: boolean) {
  const raw = entry.value === '{preferredDate}' ? preferredDate() : entry.value
  if (entry.widget === 'checkboxes') {
    const group = scope.getByRole('group', { name: entry.label })
    for (const box of await group.getByRole('checkbox').all()) {
      const name = (await box.evaluate((el) => el.closest('label')?.textContent ?? '')).trim()
      await box.setChecked(!empty && (raw as string[]).includes(name))
    }
  } else if (entry.widget === 'select') {
    await field(scope, entry.label).selectOption(empty ? '' : { label: raw as string })
  } else {
    await field(scope, entry.label).fill(empty ? '' : (raw as string))
  }
}
