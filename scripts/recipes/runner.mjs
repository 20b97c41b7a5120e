// Runs one recipe: `npm ci` (unless node_modules already matches the lock), its steps,
// then each variant in a copy of the app with the variant's changes. A variant step
// marked `fails` must fail, and the message it prints is recorded for the
// troubleshooting page.
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {checkPage} from './browser.mjs';
import {makeCopy} from './copies.mjs';
import {installedFromLock, nodeFor, npmCi} from './install.mjs';
import {lockedVersion, lockedVersions, readLock} from './lock.mjs';
import {lastLines, runCommand} from './process.mjs';
import {serveCommand, serveFolder} from './servers.mjs';

/**
 * Runs one step in `cwd`: a command (its exit code, expected output and checks of
 * what it built), or a server and the page it serves in Chromium.
 * @returns {Promise<{problems: string[], output: string, note?: string, cpu?: number}>}
 *   output: what the command or the server printed, then what the page logged as
 *   errors; cpu: the processor seconds of a command (process.mjs)
 */
async function runStep(step, root, recipeEnv, log, {fresh, cacheDir, install}) {
  const cwd = step.in ? join(root, step.in) : root;
  // A step may run on another Node.js than its recipe, and with variables of its own.
  const env = {...recipeEnv, ...(step.node ? nodeFor(step.node).env : {}), ...step.env};
  if (step.install) {
    // A folder with its own lock file, outside the recipe's workspaces.
    if (!fresh && installedFromLock(cwd)) return {problems: [], output: '', note: 'up to date'};
    const installed = await runCommand({command: install, cwd, env, log});
    const problems = installed.code ? [`exit code ${installed.code}`] : [];
    return {problems, output: installed.output, cpu: installed.cpu};
  }
  if (step.run) {
    const command = step.run.map((part) =>
      part.replace('{cache}', cacheDir).replace('{step}', log.replace(/^.*\//, '')),
    );
    const run = await runCommand({command, cwd, env, log});
    const problems = [];
    if (run.code !== 0) problems.push(`exit code ${run.code}`);
    else {
      if (step.expectOutput && !step.expectOutput.test(run.output))
        problems.push(`its output lacks ${step.expectOutput}`);
      problems.push(...(step.verify?.(cwd, run.output) ?? []));
    }
    return {problems, output: run.output, cpu: run.cpu};
  }
  let server;
  try {
    server =
      'folder' in step.serve
        ? await serveFolder(join(cwd, step.serve.folder))
        : await serveCommand({command: step.serve.command, cwd, env, log});
    const {problems, errors, sheets} = await checkPage(server.origin, step.page);
    const css = sheets.map((sheet) => `Style sheet ${sheet.href}:\n${sheet.text}`);
    return {problems, output: [server.output(), ...problems, ...errors, ...css].join('\n')};
  } catch (error) {
    const text = String(error?.message ?? error);
    return {problems: [text.split('\n')[0]], output: text};
  } finally {
    await server?.stop();
  }
}

/** The recorded text of a message: the app's folder reads /app, lines end without spaces. */
function normalize(text, folders) {
  let result = text;
  for (const folder of folders) result = result.split(folder).join('/app');
  return result
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** A recipe's log file for the step `label`. */
const logFile = (logsDir, recipe, label) =>
  join(logsDir, `${recipe.name} - ${label.replace(/[^\w.-]+/g, '-')}.log`);

/**
 * Installs a recipe's packages: `install` in its folder, unless its node_modules already
 * matches its lock file. check-recipes.mjs runs these ahead of the recipes' steps, one
 * at a time, so that one recipe's install (much of it waiting on the disk and the
 * network) overlaps other recipes' builds.
 * @param {import('./manifest.mjs').Recipe} recipe
 * @param {{recipesDir: string, logsDir: string, fresh: boolean, cacheEnv: Record<string, string>, install?: string[]}} options
 * @returns {Promise<{label: string, code: number, output: string, seconds: number, cpu?: number, note?: string}>}
 */
export async function installRecipe(recipe, {recipesDir, logsDir, fresh, cacheEnv, install = npmCi}) {
  const dir = join(recipesDir, recipe.name);
  const label = install.slice(0, 2).join(' ');
  if (!fresh && installedFromLock(dir))
    return {label, code: 0, output: '', seconds: 0, note: 'skipped: node_modules already matches package-lock.json'};
  const env = {...nodeFor(recipe.node).env, ...cacheEnv};
  const run = await runCommand({command: install, cwd: dir, env, log: logFile(logsDir, recipe, label)});
  return {label, ...run};
}

/**
 * @param {import('./manifest.mjs').Recipe} recipe
 * @param {{recipesDir: string, copiesDir: string, cacheDir: string, logsDir: string, fresh: boolean, cacheEnv: Record<string, string>, say: (line: string) => void, keepGoing?: boolean, install?: string[], installing?: ReturnType<typeof installRecipe>}} options
 *   copiesDir: where variants are built, outside this repository: Next.js takes the
 *   folder of the outermost package-lock.json it finds for the project's root
 *   keepGoing: run every step even after one failed (`--newest`, which reports them
 *   all); a failed install or copy still ends the recipe, or its group
 *   install: the command that installs the recipe and its folders with lock files of
 *   their own: `npm ci`, or `npm install` for a copy without lock files (`--newest`)
 *   installing: the recipe's install, already started (installRecipe); without it,
 *   the recipe installs first
 */
export async function checkRecipe(
  recipe,
  {
    recipesDir,
    copiesDir,
    cacheDir,
    logsDir,
    fresh,
    cacheEnv,
    say,
    keepGoing = false,
    install = npmCi,
    installing,
  },
) {
  const dir = join(recipesDir, recipe.name);
  const started = performance.now();
  const node = nodeFor(recipe.node);
  const env = {...node.env, ...cacheEnv};
  const result = {
    name: recipe.name,
    tools: /** @type {Array<{label: string, package: string, version: string}>} */ ([]),
    node: node.version,
    steps: /** @type {Array<{label: string, seconds: number, cpu?: number, note?: string}>} */ ([]),
    failure: /** @type {null | {step: string, why: string, lines: string}} */ (null),
    /** Every failed step, in order: with `keepGoing`, more than the first. */
    failures: /** @type {Array<{step: string, why: string, lines: string}>} */ ([]),
    messages:
      /** @type {Record<string, {recipe: string, variant: string, step: string, text: string}>} */ ({}),
    seconds: 0,
    /** The processor seconds of its commands (servers and the browser not counted). */
    cpu: 0,
  };
  const log = (label) => logFile(logsDir, recipe, label);
  let failedNow = false;
  const fail = (failure) => {
    result.failure ??= failure;
    result.failures.push(failure);
    failedNow = true;
  };
  const done = (label, seconds, note, cpu) => {
    result.steps.push({label, seconds, cpu, note});
    result.cpu += cpu ?? 0;
    const figures = [`${seconds.toFixed(0)} s`, cpu === undefined ? '' : `CPU ${cpu.toFixed(0)} s`, note ?? ''];
    say(`${failedNow ? '✖' : '✔'} ${recipe.name}: ${label} (${figures.filter(Boolean).join(', ')})`);
    failedNow = false;
  };
  // Once a step failed, the rest of the recipe is skipped, unless `keepGoing`.
  const stop = () => result.failure !== null && !keepGoing;

  const installed = await (installing ?? installRecipe(recipe, {recipesDir, logsDir, fresh, cacheEnv, install}));
  const waited = (performance.now() - started) / 1000;
  if (installed.code)
    fail({step: installed.label, why: `exit code ${installed.code}`, lines: lastLines(installed.output)});
  done(installed.label, installed.seconds, installed.note, installed.cpu);
  // Nothing runs without the recipe's packages.
  const ready = result.failure === null;
  // A tool's third field: `{lock}`, a sub-folder with a lock file of its own, and
  // `{all: true}` for every version the lock holds (the upgrading recipe's releases).
  result.tools = recipe.tools.map(([label, name, where = {}]) => {
    const folder = join(dir, where.lock ?? '');
    if (!existsSync(join(folder, 'package-lock.json')))
      return {label, package: name, version: 'not installed'};
    const lock = readLock(folder);
    const version = where.all ? lockedVersions(lock, name).join(', ') : lockedVersion(lock, name);
    return {label, package: name, version};
  });

  const groups = [
    {variant: null, cwd: dir, steps: recipe.steps},
    ...(recipe.variants ?? []).map((variant) => ({
      variant,
      cwd: join(copiesDir, recipe.name, variant.name),
      steps: variant.steps,
    })),
  ];
  for (const {variant, cwd, steps} of groups) {
    if (!ready || stop()) break;
    if (variant) {
      try {
        makeCopy(dir, cwd, variant.files);
      } catch (error) {
        fail({step: `${variant.name}: copy`, why: String(error.message), lines: ''});
        done(`${variant.name}: copy`, 0);
        continue;
      }
    }
    for (const step of steps) {
      if (stop()) break;
      const label = variant ? `${variant.name}: ${step.label}` : step.label;
      const stepStarted = performance.now();
      const {problems, output, note, cpu} = await runStep(step, cwd, env, log(label), {
        fresh,
        cacheDir,
        install,
      });
      if (step.fails) {
        // Matched after the copy's folder reads /app, as the recorded text does.
        const found = problems.length ? step.fails.pattern.exec(normalize(output, [cwd, dir])) : null;
        if (!problems.length) {
          fail({
            step: label,
            why: 'expected this step to fail, and it passed',
            lines: lastLines(output),
          });
        } else if (!found) {
          fail({
            step: label,
            why: `it failed, but without the message the docs quote (${step.fails.pattern})`,
            lines: lastLines(output),
          });
        } else if (step.fails.id) {
          result.messages[step.fails.id] = {
            recipe: recipe.name,
            variant: variant?.name ?? '',
            // A step's own change says more than its variant's.
            change: step.change ?? variant?.change ?? '',
            step: step.label,
            // The pattern's groups, when it has any: the lines worth quoting.
            text: (found.length > 1 ? found.slice(1).filter(Boolean).join('\n') : found[0]).trim(),
          };
        }
      } else if (problems.length) {
        fail({step: label, why: problems.join('\n'), lines: lastLines(output)});
      }
      done(label, (performance.now() - stepStarted) / 1000, note, cpu);
    }
  }
  // An install run ahead counts with its own time, not the time spent waiting for it.
  result.seconds = (performance.now() - started) / 1000 + (installing ? installed.seconds - waited : 0);
  return result;
}
