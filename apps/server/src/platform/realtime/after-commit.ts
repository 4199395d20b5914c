/*
 * Work to run once a transaction has committed (and never if it rolled back): pushes and
 * cross-instance notices must not announce a change that did not happen. withTenant opens a
 * scope per transaction; code holding the transaction handle adds to it.
 */

export interface CommitScope {
  /** The privileged root handle the transaction came from (finds the event bus). */
  root: object;
  tasks: (() => Promise<void> | void)[];
  /** The app registry of whoever opened the transaction (platform/registry.ts registryOf). */
  registry?: unknown;
}

const scopes = new WeakMap<object, CommitScope>();

/**
 * Opens the scope of transaction `tx` begun on `parent`. A nested transaction (a savepoint of
 * `parent`) shares the parent's scope: its work waits for the outermost commit, and `owned`
 * is false so only the outermost caller runs it.
 */
export function openCommitScope(tx: object, parent: object): { scope: CommitScope; owned: boolean } {
  const outer = scopes.get(parent);
  const scope = outer ?? { root: parent, tasks: [] };
  scopes.set(tx, scope);
  return { scope, owned: !outer };
}

export function maybeCommitScopeOf(tx: object): CommitScope | undefined {
  return scopes.get(tx);
}

export function commitScopeOf(tx: object): CommitScope {
  const scope = scopes.get(tx);
  if (!scope) throw new Error('afterCommit needs a transaction opened by withTenant');
  return scope;
}

/** Runs `task` after the transaction of `tx` commits. */
export function afterCommit(tx: object, task: () => Promise<void> | void): void {
  commitScopeOf(tx).tasks.push(task);
}

/** Runs a committed scope's tasks; a failing task is reported and does not affect the others. */
export async function runCommitted(scope: CommitScope): Promise<void> {
  for (const task of scope.tasks) {
    try {
      await task();
    } catch (err) {
      console.error('[after-commit]', err);
    }
  }
}
