import type {NodePath, PluginObj, types as BabelTypes} from '@babel/core';

/** How long one loop may run before it throws: the component may render on the page's own thread. */
export const loopTimeLimitMs = 1000;

/**
 * The name under which the preview frame's runtime gives compiled modules the
 * loop guard's hooks (src/playground/frame/moduleRunner.ts): `now()`, a clock
 * reader code cannot stop (it may replace `Date.now`), and `stopped(message)`,
 * which tells the page the loop is being stopped (while the frame is still
 * busy in it, so the page's watchdog knows it is alive) and returns the error
 * to throw.
 */
export const loopGuardParam = '__playgroundLoopGuard';

type Loop =
  | BabelTypes.WhileStatement
  | BabelTypes.DoWhileStatement
  | BabelTypes.ForStatement
  | BabelTypes.ForInStatement
  | BabelTypes.ForOfStatement;

/**
 * Babel plugin: every `while`, `do`, `for` loop notes when it starts and throws
 * once it has run longer than loopTimeLimitMs, so an endless loop in the
 * reader's code ends with an error instead of freezing the page. The clock and
 * the error come from the runtime (loopGuardParam), which reports the stop to
 * the page first.
 */
export function loopGuard({types: t}: {types: typeof BabelTypes}): PluginObj {
  const guarded = new WeakSet<BabelTypes.Node>();
  const hook = (name: string, args: BabelTypes.Expression[]) =>
    t.callExpression(t.memberExpression(t.identifier(loopGuardParam), t.identifier(name)), args);
  const now = () => hook('now', []);
  const guard = (path: NodePath<Loop>) => {
    if (guarded.has(path.node)) return;
    guarded.add(path.node);
    const line = path.node.loc?.start.line;
    const start = path.scope.generateUidIdentifier('loopStart');
    const message = `This loop${line ? ` (line ${line})` : ''} ran for more than ${loopTimeLimitMs} ms and was stopped. Does it ever end?`;
    const check = t.ifStatement(
      t.binaryExpression(
        '>',
        t.binaryExpression('-', now(), start),
        t.numericLiteral(loopTimeLimitMs),
      ),
      t.throwStatement(hook('stopped', [t.stringLiteral(message)])),
    );
    const body = path.get('body');
    body.replaceWith(
      t.blockStatement([check, ...(t.isBlockStatement(body.node) ? body.node.body : [body.node])]),
    );
    // A labelled loop keeps its label: the start time goes before the label.
    const statement = path.parentPath.isLabeledStatement() ? path.parentPath : path;
    const declaration = t.variableDeclaration('const', [t.variableDeclarator(start, now())]);
    statement.replaceWith(t.blockStatement([declaration, statement.node]));
  };
  return {
    name: 'playground-loop-guard',
    visitor: {
      'WhileStatement|DoWhileStatement|ForStatement|ForInStatement|ForOfStatement': {exit: guard},
    } as PluginObj['visitor'],
  };
}
