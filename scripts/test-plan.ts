import { writeFileSync } from 'node:fs'
import { testPlan } from '../machines/models/test-plan'

// Writes the QA plan from the models (machines/models/test-plan.ts).
writeFileSync(new URL('../docs/test-plan.md', import.meta.url), testPlan())
console.log('Wrote docs/test-plan.md')
