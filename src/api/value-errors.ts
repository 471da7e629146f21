import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors'
import { problemOf, type AjvError } from './errors.ts'

const TYPE_OF: Partial<Record<ValueErrorType, string>> = {
  [ValueErrorType.String]: 'string', [ValueErrorType.Number]: 'number', [ValueErrorType.Integer]: 'integer', [ValueErrorType.Boolean]: 'boolean',
  [ValueErrorType.Object]: 'object', [ValueErrorType.Array]: 'array', [ValueErrorType.Null]: 'null',
}

/**
 * One failure of a TypeBox check (batch job items, MCP tool arguments) as the field it concerns and the same
 * sentence the HTTP routes give for the same schema ("query must be at most 300 characters"; docs/errors.md):
 * the path as dotted segments under `prefix`.
 */
export function describeValueError(e: ValueError, prefix: string): { field: string; problem: string } {
  const segments = e.path.split('/').filter(Boolean)
  const at = (parts: string[]) => [prefix, ...parts].filter(Boolean).join('.')
  const s = e.schema as Record<string, unknown>
  const ajv = (keyword: string, params: Record<string, unknown> = {}): AjvError => ({ keyword, params, message: e.message })
  const type = TYPE_OF[e.type]
  let v: AjvError
  switch (e.type) {
    case ValueErrorType.ObjectRequiredProperty: v = ajv('required'); break
    case ValueErrorType.ObjectAdditionalProperties: return { field: at(segments.slice(0, -1)), problem: problemOf(ajv('additionalProperties', { additionalProperty: segments.at(-1) })) }
    case ValueErrorType.StringMinLength: v = ajv('minLength', { limit: s.minLength }); break
    case ValueErrorType.StringMaxLength: v = ajv('maxLength', { limit: s.maxLength }); break
    case ValueErrorType.StringPattern: v = ajv('pattern', { pattern: s.pattern }); break
    case ValueErrorType.NumberMinimum: case ValueErrorType.IntegerMinimum: v = ajv('minimum', { limit: s.minimum }); break
    case ValueErrorType.NumberMaximum: case ValueErrorType.IntegerMaximum: v = ajv('maximum', { limit: s.maximum }); break
    case ValueErrorType.ArrayMinItems: v = ajv('minItems', { limit: s.minItems }); break
    case ValueErrorType.ArrayMaxItems: v = ajv('maxItems', { limit: s.maxItems }); break
    case ValueErrorType.ArrayUniqueItems: v = ajv('uniqueItems'); break
    case ValueErrorType.Literal: v = ajv('const', { allowedValue: s.const }); break
    case ValueErrorType.Union: {
      const branches = (s.anyOf as Record<string, unknown>[] | undefined) ?? []
      const consts = branches.filter((b) => 'const' in b).map((b) => b.const)
      const types = branches.filter((b) => !('const' in b) && typeof b.type === 'string').map((b) => problemOf(ajv('type', { type: b.type })))
      if (consts.length + types.length < branches.length || branches.length === 0) return { field: at(segments), problem: 'does not match any allowed form' }
      const problems = [...types, ...(consts.length ? [problemOf(ajv('enum', { allowedValues: consts }))] : [])]
      return { field: at(segments), problem: problems.join(' or ') }
    }
    default: v = type ? ajv('type', { type }) : ajv('other')
  }
  return { field: at(segments), problem: problemOf(v) }
}
