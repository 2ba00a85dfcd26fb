/**
 * `npm run check:launch`: lists every business fact in src/content that is still a placeholder (the
 * ABN, example social profiles, `.example` addresses, phone numbers reserved for fiction, made-up
 * people) and exits 1 until none is left. It also lists, every time, the facts a real business must
 * replace or confirm that no detector can judge (the office, the claims, the privacy officer, …). Run it before going live. It is not part of `npm test`:
 * the demonstration content fails it by design.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { type Finding, factsToConfirm, groupByFact, placeholdersIn, siteFactProblems, stringsIn } from './launch-check'

const contentDir = path.resolve(import.meta.dirname, '../src/content')

async function contentModules(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}

/** The facts to confirm, listed every time: they cannot be told from true ones by looking. */
async function printFactsToConfirm() {
  const { site, claims } = await import('../src/content/site')
  const { privacyPage } = await import('../src/content/pages/privacy')
  const privacy = { lastUpdated: privacyPage.lastUpdated, strings: stringsIn(privacyPage).map(([, text]) => text) }
  const items = factsToConfirm({ site, claims, privacy })
  console.log(`Launch check: ${items.length} facts a real business must replace or confirm:\n`)
  for (const item of items) console.log(`  ? ${item.what}\n      in ${item.where}: ${item.value}`)
  console.log('')
}

async function main() {
  await printFactsToConfirm()
  const { site } = await import('../src/content/site')
  const findings: Finding[] = siteFactProblems(site, 'site.ts: site')
  for (const file of await contentModules(contentDir)) {
    const name = `${path.relative(contentDir, file)}: `
    findings.push(...placeholdersIn(await import(file), name))
  }
  const facts = groupByFact(findings)
  if (facts.length === 0) {
    console.log('Launch check: no placeholders left in src/content.')
    return
  }
  console.log(
    `Launch check: ${facts.length} placeholder${facts.length === 1 ? '' : 's'} to replace before going live:\n`,
  )
  for (const fact of facts) {
    console.log(`  ✗ ${fact.value}: ${fact.problem}`)
    for (const place of fact.places) console.log(`      in src/content/${place}`)
  }
  console.log(
    '\nReplace them in src/content/ (site facts: src/content/site.ts), then run `npm run check:launch` again.',
  )
  process.exitCode = 1
}

await main()
