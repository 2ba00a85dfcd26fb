/**
 * The performance budgets of design.md "Performance" (issues 3, 6 and 11) and how a build's figures
 * meet them. They give a verdict only in `npm run bench -- --baseline <ref>` on a quiet host (decision
 * 124); the single-build bench prints them as information.
 */
import { clsText, fmt, kb, ms, percentile } from './bench-format'
import { countedTimes, type FirstLoad, type PageFigures, TAP, type TapFigures } from './bench-measure'

export const TARGET = {
  performance: 99,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  firstLoadJsKb: 110,
  tapP75Ms: 200,
  seo: 100,
  accessibility: 100,
}

export interface TargetCheck {
  target: string
  met: boolean
  detail: string
}

/** A per-route Lighthouse target: the figure it reads, how it is shown, and whether a page meets it. */
export interface RouteTarget {
  name: string
  target: string
  pick: (p: PageFigures) => number | null
  show: (n: number | null) => string
  meets: (p: PageFigures) => boolean
  /** The page's figure, shown. */
  value: (p: PageFigures) => string
}

function routeTarget(
  name: string,
  target: string,
  pick: RouteTarget['pick'],
  show: RouteTarget['show'],
  ok: (n: number) => boolean,
): RouteTarget {
  const meets = (p: PageFigures) => {
    const n = pick(p)
    return n !== null && ok(n)
  }
  return { name, target, pick, show, meets, value: (p) => show(pick(p)) }
}

export const ROUTE_TARGETS: RouteTarget[] = [
  routeTarget(
    'perf',
    `performance ≥ ${TARGET.performance}`,
    (p) => p.scores.performance,
    fmt,
    (n) => n >= TARGET.performance,
  ),
  routeTarget(
    'LCP',
    `LCP ≤ ${TARGET.lcpMs / 1000} s`,
    (p) => p.metrics.lcpMs,
    ms,
    (n) => n <= TARGET.lcpMs,
  ),
  routeTarget(
    'TBT',
    `TBT ≤ ${TARGET.tbtMs} ms`,
    (p) => p.metrics.tbtMs,
    ms,
    (n) => n <= TARGET.tbtMs,
  ),
  routeTarget(
    'CLS',
    `CLS ${TARGET.cls}`,
    (p) => p.metrics.cls,
    clsText,
    (n) => n <= TARGET.cls,
  ),
]

/**
 * Each budget against one build's figures. `indexed`: the routes of its sitemap (held to the SEO
 * target); `caveat`: said after a timing missed (e.g. that the host was slow).
 */
export function checkTargets(r: {
  pages: PageFigures[]
  firstLoads: FirstLoad[]
  taps: TapFigures[]
  indexed: Set<string>
  caveat: string
}): TargetCheck[] {
  const { pages, firstLoads, taps, indexed, caveat: slow } = r
  const checks: TargetCheck[] = []
  const label = (p: PageFigures) => (p.runs > 1 ? `${p.path} (median of ${p.runs})` : p.path)
  for (const t of ROUTE_TARGETS) {
    const below = pages.filter((p) => !t.meets(p))
    checks.push({
      target: `${t.target} on every route`,
      met: below.length === 0,
      detail:
        `${pages.length - below.length}/${pages.length} routes` +
        (below.length === 0 ? '' : `; missed: ${below.map((p) => `${p.path} ${t.value(p)}`).join(', ')}`) +
        (below.length > 0 && t.name !== 'CLS' ? slow : ''),
    })
  }

  const worst = firstLoads.reduce<FirstLoad | undefined>(
    (w, l) => (!w || l.jsGzipBytes > w.jsGzipBytes ? l : w),
    undefined,
  )
  const jsKb = worst ? worst.jsGzipBytes / 1000 : Number.NaN
  checks.push({
    target: `first-load JS ≤ ${TARGET.firstLoadJsKb} kB gzip (/, what it hydrates with)`,
    met: jsKb <= TARGET.firstLoadJsKb,
    detail: `${kb(worst?.jsGzipBytes ?? Number.NaN)}${worst ? ` (${worst.viewport}; ${kb(worst.afterIdleGzipBytes)} after idle)` : ''}`,
  })

  const tapTimes = countedTimes(taps.flatMap((t) => t.samples))
  const overall = percentile(tapTimes, 0.75)
  const slowLinks = taps.filter((t) => t.p75Ms === null || t.p75Ms > TARGET.tapP75Ms)
  checks.push({
    target: `tap → dialog p75 ≤ ${TARGET.tapP75Ms} ms (CPU ÷${TAP.cpuSlowdown}, each link and overall)`,
    met: overall !== null && overall <= TARGET.tapP75Ms && slowLinks.length === 0,
    detail:
      `overall ${ms(overall)} over ${tapTimes.length} taps; ` +
      taps.map((t) => `${t.label} ${ms(t.p75Ms)}`).join(', ') +
      (TAP.loads < 10 ? ` (BENCH_TAPS=${TAP.loads}: fewer than the issue's 10 per link)` : '') +
      (slowLinks.length > 0 ? slow : ''),
  })

  for (const [category, target] of [
    ['seo', TARGET.seo],
    ['accessibility', TARGET.accessibility],
  ] as const) {
    const checked = category === 'seo' ? pages.filter((p) => indexed.has(p.path)) : pages
    const below = checked.filter((p) => (p.scores[category] ?? 0) < target)
    checks.push({
      target: `${category === 'seo' ? 'SEO' : 'accessibility'} ${target} on ${
        category === 'seo' ? "the sitemap's routes" : 'every route'
      }`,
      met: below.length === 0,
      detail:
        `${checked.length - below.length}/${checked.length} routes` +
        (below.length === 0
          ? ''
          : `; ${below
              .map(
                (p) =>
                  `${label(p)} ${p.scores[category] ?? 'n/a'} (${
                    p.failing
                      .filter((a) => a.category === category)
                      .map((a) => a.id)
                      .join(', ') || p.runtimeError
                  })`,
              )
              .join('; ')}`),
    })
  }
  return checks
}
