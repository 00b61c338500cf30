// The import map holds its shape: no file imports itself back through others (type-only imports included), and in
// every folder the arrows between its parts (its files and subfolders) run one way. Prints each offending pair.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE = /\.(ts|tsx|mts)$/
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

const roots = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(repoRoot, group))
    .map((name) => join(repoRoot, group, name, 'src'))
    .filter((dir) => existsSync(dir)),
)

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return filesUnder(path)
    return SOURCE.test(name) && !name.endsWith('.gen.ts') && !name.endsWith('.d.ts') ? [path] : []
  })

const resolveImport = (from, specifier) => {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''))
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && SOURCE.test(path))
}

const importsOf = (file) => {
  const text = readFileSync(file, 'utf8')
  const targets = new Set()
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2])
    if (target) targets.add(target)
  }
  return targets
}

/** Strongly connected components of more than one node (Tarjan), each as a list of nodes. */
const cycles = (nodes, edgesOf) => {
  let index = 0
  const order = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  const visit = (node) => {
    order.set(node, index)
    low.set(node, index)
    index += 1
    stack.push(node)
    onStack.add(node)
    for (const next of edgesOf(node)) {
      if (!order.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)))
    }
    if (low.get(node) !== order.get(node)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) found.push(component)
  }
  for (const node of nodes) if (!order.has(node)) visit(node)
  return found
}

const problems = []
for (const root of roots) {
  const files = filesUnder(root)
  const graph = new Map(files.map((file) => [file, importsOf(file)]))
  const show = (path) => relative(repoRoot, path)

  for (const component of cycles(files, (file) => graph.get(file) ?? [])) {
    const inCycle = new Set(component)
    const pairs = component.flatMap((file) =>
      [...graph.get(file)].filter((t) => inCycle.has(t)).map((t) => `${show(file)} → ${show(t)}`),
    )
    problems.push(`import circle:\n    ${pairs.join('\n    ')}`)
  }

  // Each folder's parts: the file or subfolder of that folder that holds each file under it.
  const folders = new Set(
    files
      .map((file) => dirname(file))
      .flatMap((dir) => {
        const chain = []
        for (let d = dir; d.startsWith(root); d = dirname(d)) chain.push(d)
        return chain
      }),
  )
  for (const folder of folders) {
    const partOf = (file) =>
      file.startsWith(folder + sep) ? join(folder, relative(folder, file).split(sep)[0]) : undefined
    const parts = new Map()
    for (const [file, targets] of graph) {
      const from = partOf(file)
      if (!from) continue
      for (const target of targets) {
        const to = partOf(target)
        if (!to || to === from) continue
        if (!parts.has(from)) parts.set(from, new Map())
        if (!parts.get(from).has(to)) parts.get(from).set(to, `${show(file)} → ${show(target)}`)
      }
    }
    for (const component of cycles([...parts.keys()], (part) => parts.get(part)?.keys() ?? [])) {
      // Parts that are all files are a file circle, reported above.
      if (component.every((part) => SOURCE.test(part))) continue
      const inCycle = new Set(component)
      const arrows = component.flatMap((part) =>
        [...(parts.get(part) ?? new Map())]
          .filter(([to]) => inCycle.has(to))
          .map(([to, example]) => `${show(part)} → ${show(to)}  (${example})`),
      )
      problems.push(`parts of ${show(folder)} import each other:\n    ${arrows.join('\n    ')}`)
    }
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} import problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(`import map: ${roots.length} source trees, no circles, every folder's arrows run one way`)
