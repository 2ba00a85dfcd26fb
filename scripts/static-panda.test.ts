import * as runtime from 'styled-system/css'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { compileStyleCalls, type PandaRuntime } from './static-panda'

const panda = runtime as unknown as PandaRuntime

function compile(code: string) {
  const result = compileStyleCalls(code, '/project/src/example.tsx', panda)
  if (!result) throw new Error('nothing compiled')
  return result.code
}

/** Runs compiled module code (its only import must be `cx`) and returns its exports. */
function evaluateModule(code: string): Record<string, unknown> {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText
  const require = (id: string) => {
    if (id !== 'styled-system/css/cx.mjs') throw new Error(`unexpected import ${id}`)
    return { cx: runtime.cx }
  }
  const exports: Record<string, unknown> = {}
  new Function('exports', 'require', js)(exports, require)
  return exports
}

describe('static Panda', () => {
  it('replaces css() with the class string the runtime would return', () => {
    const out = compile(`import { css } from 'styled-system/css'
const shared = { color: 'navy.900' } as const
export const title = css({ ...shared, fontSize: { base: 'xl', md: '2xl' }, _hover: { color: 'teal.700' }, mt: -2 })`)
    expect(out).not.toContain('css(')
    expect(out).not.toContain("from 'styled-system/css'")
    expect(evaluateModule(out).title).toBe(
      panda.css({ color: 'navy.900', fontSize: { base: 'xl', md: '2xl' }, _hover: { color: 'teal.700' }, mt: -2 }),
    )
  })

  it('turns cva() into a lookup that matches the runtime for every variant choice', () => {
    const config = {
      base: { display: 'inline-flex', borderColor: 'transparent' },
      variants: {
        tone: { solid: { bg: 'teal.600' }, outline: { borderColor: 'navy.800' } },
        size: { sm: { px: '3' }, lg: { px: '6' } },
        wide: { true: { w: 'full' }, false: {} },
      },
      compoundVariants: [{ tone: 'outline', size: 'lg', css: { borderWidth: '2px' } }],
      defaultVariants: { tone: 'solid', size: 'sm', wide: false },
    }
    const out = compile(`import { cva, type RecipeVariantProps } from 'styled-system/css'
export const button = cva(${JSON.stringify(config)})
export type ButtonVariants = RecipeVariantProps<typeof button>`)
    expect(out).not.toContain('cva(')
    const compiled = evaluateModule(out).button as (props?: object) => string
    const reference = panda.cva(config)
    const choices = [
      undefined,
      {},
      { tone: 'outline' },
      { tone: 'outline', size: 'lg' },
      { size: 'lg', wide: true },
      { tone: 'solid', size: 'lg', wide: false },
      { tone: undefined, size: 'lg' },
    ]
    for (const props of choices) expect(compiled(props), JSON.stringify(props)).toBe(reference(props))
  })

  it('turns sva() into a lookup of slot classes', () => {
    const config = {
      slots: ['root', 'title'],
      base: { root: { p: '6' }, title: { fontWeight: 'bold' } },
      variants: { featured: { true: { root: { bg: 'navy.800' }, title: { color: 'white' } }, false: {} } },
      defaultVariants: { featured: false },
    }
    const out = compile(`import { sva } from 'styled-system/css'
export const card = sva(${JSON.stringify(config)})`)
    const compiled = evaluateModule(out).card as (props?: object) => Record<string, string>
    const reference = panda.sva(config)
    for (const props of [undefined, { featured: true }, { featured: false }]) {
      expect(compiled(props)).toEqual(reference(props))
    }
  })

  it('keeps cx, from its own module so the runtime is not bundled', () => {
    const out = compile(`import { css, cx } from 'styled-system/css'
export const both = cx(css({ mt: '2' }), 'extra')`)
    expect(out).toContain("import { cx } from 'styled-system/css/cx.mjs'")
    expect(evaluateModule(out).both).toBe(`${panda.css({ mt: '2' })} extra`)
  })

  it('fails the build, naming the place, when an argument is not static', () => {
    expect(() =>
      compile(`import { css } from 'styled-system/css'
export const f = (dark: boolean) => css({ color: dark ? 'white' : 'navy.900' })`),
    ).toThrow(/example\.tsx:2:37: css\(\) needs a static argument/)
  })

  it('leaves modules without Panda imports alone', () => {
    expect(compileStyleCalls(`export const css = (x: object) => x`, '/project/src/other.ts', panda)).toBeNull()
  })
})
