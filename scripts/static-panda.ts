/**
 * Compiles Panda's style calls away at build time (decision 008).
 *
 * Panda already writes the CSS at build time, but `css({...})`, `cva({...})` and `sva({...})` stay
 * function calls that turn style objects into class names in the browser: about 6.5 KB gzip of
 * runtime on every page. Every call in this code base has a static argument (Panda's extractor needs
 * that anyway), so this Vite plugin evaluates each call once in Node with Panda's own generated
 * runtime and writes the result into the source:
 *   - `css({...})` becomes the class string it returns;
 *   - `cva({...})` / `sva({...})` become a lookup table over every combination of their variants.
 * A call whose argument is not static fails the build, so the runtime can never creep back in
 * unnoticed. Dev and Vitest keep the runtime; the strings are the same.
 */
import MagicString from 'magic-string'
import ts from 'typescript'
import type { Plugin } from 'vite'

export interface PandaRuntime {
  css: (...styles: object[]) => string
  cva: (config: object) => (props?: Record<string, unknown>) => string
  sva: (config: object) => (props?: Record<string, unknown>) => Record<string, string>
}

const STYLE_FUNCTIONS = new Set(['css', 'cva', 'sva'])
const PANDA_CSS_MODULE = /(^|\/)styled-system\/css(\/index\.mjs)?$/
const CX_MODULE = 'styled-system/css/cx.mjs'

class NotStatic extends Error {}

/** The plugin: `runtime` loads the generated `styled-system/css` (after `panda codegen`). */
export function staticPanda(loadRuntime: () => Promise<PandaRuntime>): Plugin {
  let runtime: PandaRuntime | undefined
  return {
    name: 'static-panda',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      runtime = await loadRuntime()
    },
    transform(code, id) {
      if (!runtime || id.includes('node_modules') || !/\.[cm]?tsx?$/.test(id.split('?')[0] ?? '')) return null
      if (!code.includes('styled-system/css')) return null
      const result = compileStyleCalls(code, id, runtime)
      return result && { code: result.code, map: result.map }
    },
  }
}

/** Rewrites one module; null when it does not import Panda's style functions. */
export function compileStyleCalls(code: string, fileName: string, runtime: PandaRuntime) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, scriptKind(fileName))
  const imports = pandaImports(source)
  if (imports.length === 0) return null

  const localNames = new Map<string, 'css' | 'cva' | 'sva'>()
  for (const { specifiers } of imports) {
    for (const s of specifiers)
      if (!s.isTypeOnly && STYLE_FUNCTIONS.has(s.imported)) localNames.set(s.local, s.imported as 'css')
  }

  const out = new MagicString(code)
  const constants = topLevelConstants(source)
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const kind = localNames.get(node.expression.text)
      if (kind) {
        out.overwrite(node.getStart(source), node.end, compileCall(kind, node, source, constants, runtime))
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)

  for (const declaration of imports)
    out.overwrite(declaration.node.getStart(source), declaration.node.end, rewriteImport(declaration))
  return { code: out.toString(), map: out.generateMap({ source: fileName, hires: true }) }
}

function compileCall(
  kind: 'css' | 'cva' | 'sva',
  call: ts.CallExpression,
  source: ts.SourceFile,
  constants: Map<string, ts.Expression>,
  runtime: PandaRuntime,
): string {
  let args: object[]
  try {
    args = call.arguments.map((a) => {
      const value = evaluate(a, constants)
      if (typeof value !== 'object' || value === null) throw new NotStatic('an argument is not an object')
      return value
    })
  } catch (error) {
    if (!(error instanceof NotStatic)) throw error
    const { line, character } = source.getLineAndCharacterOfPosition(call.getStart(source))
    throw new Error(
      `static-panda: ${source.fileName}:${line + 1}:${character + 1}: ${kind}() needs a static argument (${error.message}).`,
    )
  }
  if (kind === 'css') return JSON.stringify(runtime.css(...args))

  const config = args[0] as {
    variants?: Record<string, Record<string, unknown>>
    defaultVariants?: Record<string, unknown>
  }
  const recipe = kind === 'cva' ? runtime.cva(config) : runtime.sva(config)
  const keys = Object.keys(config.variants ?? {})
  const table: Record<string, unknown> = {}
  for (const combination of variantCombinations(config.variants ?? {})) {
    table[keys.map((k) => combination[k]).join('|')] = recipe(propsOf(combination))
  }
  return `((table, keys) => (props = {}) => table[keys.map((k) => (props[k] == null ? '' : String(props[k]))).join('|')] ?? table[keys.map(() => '').join('|')])(${JSON.stringify(table)}, ${JSON.stringify(keys)})`
}

/** Every choice of each variant, '' standing for "not given" (the recipe's default then applies). */
function variantCombinations(variants: Record<string, Record<string, unknown>>): Record<string, string>[] {
  let combinations: Record<string, string>[] = [{}]
  for (const [key, values] of Object.entries(variants)) {
    const choices = ['', ...Object.keys(values)]
    combinations = combinations.flatMap((c) => choices.map((choice) => ({ ...c, [key]: choice })))
  }
  return combinations
}

function propsOf(combination: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(combination)) {
    if (value === '') continue
    props[key] = value === 'true' ? true : value === 'false' ? false : value
  }
  return props
}

// --- imports ---------------------------------------------------------------------------------------

interface PandaImport {
  node: ts.ImportDeclaration
  module: string
  specifiers: { imported: string; local: string; isTypeOnly: boolean }[]
}

function pandaImports(source: ts.SourceFile): PandaImport[] {
  const found: PandaImport[] = []
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const module = statement.moduleSpecifier.text
    if (!PANDA_CSS_MODULE.test(module)) continue
    const clause = statement.importClause
    if (!clause || clause.isTypeOnly || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue
    found.push({
      node: statement,
      module,
      specifiers: clause.namedBindings.elements.map((e) => ({
        imported: (e.propertyName ?? e.name).text,
        local: e.name.text,
        isTypeOnly: e.isTypeOnly,
      })),
    })
  }
  return found
}

/** Drops the compiled functions; `cx` comes from its own file so no runtime module is pulled in. */
function rewriteImport({ module, specifiers }: PandaImport): string {
  const named = (list: typeof specifiers) =>
    list.map((s) => (s.imported === s.local ? s.local : `${s.imported} as ${s.local}`)).join(', ')
  const values = specifiers.filter((s) => !s.isTypeOnly && !STYLE_FUNCTIONS.has(s.imported))
  const types = specifiers.filter((s) => s.isTypeOnly)
  const unknown = values.filter((s) => s.imported !== 'cx')
  if (unknown.length > 0) throw new Error(`static-panda: cannot compile ${named(unknown)} from ${module}.`)
  const lines: string[] = []
  if (values.length > 0) lines.push(`import { ${named(values)} } from '${CX_MODULE}'`)
  if (types.length > 0) lines.push(`import type { ${named(types)} } from '${module}'`)
  return lines.join('\n')
}

// --- static evaluation --------------------------------------------------------------------------------

/** Module-level `const` initialisers, so a style object may be named once and reused. */
function topLevelConstants(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>()
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue
    for (const d of statement.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.initializer) constants.set(d.name.text, d.initializer)
    }
  }
  return constants
}

function evaluate(node: ts.Expression, constants: Map<string, ts.Expression>): unknown {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isNumericLiteral(node)) return Number(node.text)
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false
  if (node.kind === ts.SyntaxKind.NullKeyword) return null
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const value = evaluate(node.operand, constants)
    if (typeof value === 'number') return -value
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return evaluate(node.expression, constants)
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => evaluate(e, constants))
  if (ts.isObjectLiteralExpression(node)) return evaluateObject(node, constants)
  if (ts.isIdentifier(node)) {
    if (node.text === 'undefined') return undefined
    const initializer = constants.get(node.text)
    if (initializer) return evaluate(initializer, constants)
  }
  throw new NotStatic(`\`${node.getText()}\` is not a literal`)
}

function evaluateObject(node: ts.ObjectLiteralExpression, constants: Map<string, ts.Expression>): object {
  const value: Record<string, unknown> = {}
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property))
      value[propertyName(property.name, constants)] = evaluate(property.initializer, constants)
    else if (ts.isShorthandPropertyAssignment(property)) value[property.name.text] = evaluate(property.name, constants)
    else if (ts.isSpreadAssignment(property)) Object.assign(value, evaluate(property.expression, constants))
    else throw new NotStatic(`\`${property.getText()}\` is not a literal property`)
  }
  return value
}

function propertyName(name: ts.PropertyName, constants: Map<string, ts.Expression>): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text
  if (ts.isComputedPropertyName(name)) {
    const key = evaluate(name.expression, constants)
    if (typeof key === 'string' || typeof key === 'number') return String(key)
  }
  throw new NotStatic(`\`${name.getText()}\` is not a literal key`)
}

function scriptKind(fileName: string): ts.ScriptKind {
  return fileName.split('?')[0]?.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
}
