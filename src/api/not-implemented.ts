import { AppError } from '../errors.ts'

/** An operation whose engine has not landed answers 501 — never invented data. */
export function notImplemented(operation: string): never {
  throw new AppError('not_implemented', `${operation} is not implemented yet`)
}
