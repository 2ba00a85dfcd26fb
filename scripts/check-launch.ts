/**
 * `npm run check:launch`: lists every business fact in src/content that is still a placeholder (the
 * ABN, example social profiles, `.example` addresses, phone numbers reserved for fiction, made-up
 * people) and exits 1 until none is left. Run it before going live. It is not part of `npm test`:
 * the demonstration content fails it by design.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { type Finding, groupByFact, placeholdersIn, siteFactProblems } from './launch-check'

const contentDir = path.resolve(import.meta.dirname, '../src/content')

async function contentModules(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}

async function main() {
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
