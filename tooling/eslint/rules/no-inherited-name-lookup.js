import ts from 'typescript'

/**
 * Names people choose (images, columns, fonts, projects) key plain objects on the wire and in code, and a plain object
 * answers `constructor`, `toString` or `__proto__` from its prototype: a lookup then gets a function, `name in object`
 * is true, and an assignment to `__proto__` replaces the prototype instead of storing the value. This rule finds, with
 * the types, every string-indexed object read, written or tested with a key that is any string rather than one of a
 * known few. Look names up with `ownValue()` (@odia-ai/contract) or `Object.hasOwn()`, build such objects with
 * `Object.fromEntries` or an object literal, or keep the names in a `Map`.
 */

/** A key type that may be any string (rather than a union of known literals, or a number). */
const isOpenString = (type) =>
  type.isUnion()
    ? type.types.some(isOpenString)
    : (type.flags &
        (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping | ts.TypeFlags.Any)) !==
      0

/** An object type indexed by any string (a `Record<string, …>`), not an array. */
const hasStringIndex = (checker, type) =>
  type.isUnion()
    ? type.types.some((member) => hasStringIndex(checker, member))
    : !checker.isArrayLikeType(type) && checker.getIndexInfoOfType(type, ts.IndexKind.String) !== undefined

const isWrite = (node) =>
  (node.parent.type === 'AssignmentExpression' && node.parent.left === node) ||
  (node.parent.type === 'UpdateExpression' && node.parent.argument === node)

export const noInheritedNameLookup = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow looking a name from outside up on a plain object, where its prototype answers for it',
    },
    messages: {
      read: "A plain object answers 'constructor', 'toString', '__proto__'… from its prototype: look the name up with ownValue() from @odia-ai/contract, or keep the names in a Map.",
      write:
        "Assigning to a name sets the prototype when the name is '__proto__': build the object with Object.fromEntries or an object literal, or keep the names in a Map.",
      in: "`in` is true for 'constructor', 'toString'… on every plain object: use Object.hasOwn() or a Map.",
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices
    const checker = services.program.getTypeChecker()
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node))
    return {
      MemberExpression(node) {
        if (!node.computed || node.property.type === 'Literal') return
        // Deleting a name removes the object's own property, never its prototype's.
        if (node.parent.type === 'UnaryExpression' && node.parent.operator === 'delete') return
        if (!isOpenString(typeOf(node.property))) return
        if (!hasStringIndex(checker, checker.getApparentType(checker.getNonNullableType(typeOf(node.object))))) return
        context.report({ node, messageId: isWrite(node) ? 'write' : 'read' })
      },
      BinaryExpression(node) {
        if (node.operator !== 'in' || node.left.type === 'Literal' || node.left.type === 'PrivateIdentifier') return
        if (isOpenString(typeOf(node.left))) context.report({ node, messageId: 'in' })
      },
    }
  },
}
