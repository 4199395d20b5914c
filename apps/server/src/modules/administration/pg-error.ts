/** The SQLSTATE and constraint of a database error (node-postgres puts them on the error, drizzle on its cause). */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return { code: e.code ?? e.cause?.code, constraint: e.constraint ?? e.cause?.constraint };
}
