// @ts-check
/**
 * Renders each program of the run (`$NATIVE_JUDGE_WORK/programs.<os>.json`, written
 * by ../judge.mjs) on React Native's own JavaScript, for the system of this Jest
 * project, and writes a verdict per program to `verdicts.<os>.json`: the first
 * error thrown, the lines logged with console.error and console.warn, and the host
 * tree, each host with the props it sent to native and its box from the layout.
 */
const {readFileSync, writeFileSync} = require('node:fs');
const {join} = require('node:path');
const {format} = require('node:util');
const React = require('react');
const {Dimensions, Platform} = require('react-native');
const {cleanup, fireEvent, render} = require('@testing-library/react-native');
const {hostTree, installLayoutReads} = require('./hosts');

/** @typedef {{testId: string, name: string, payload?: unknown}} Event */
/** @typedef {{id: string, entry: string, press?: string, events?: Event[], release?: boolean}} Program */
/** @typedef {{level: 'error' | 'warn', text: string}} Message */

const work = /** @type {string} */ (process.env.NATIVE_JUDGE_WORK);
/** @type {Program[]} */
const programs = JSON.parse(readFileSync(join(work, `programs.${Platform.OS}.json`), 'utf8'));

/**
 * The library's own de-duplication: in an app it prints a message once per run
 * (`loggedMessages`, skipped only when NODE_ENV is 'test', as it is under Jest),
 * and each program is a run of its own.
 */
const libraryLine = /^\[(?:warn|error)\] React Strict DOM: ([\s\S]*)$/;
function onceEach(/** @type {Message[]} */ messages) {
  const seen = new Set();
  return messages.filter(({text}) => {
    const own = libraryLine.exec(text)?.[1];
    if (own === undefined) return true;
    if (seen.has(own)) return false;
    seen.add(own);
    return true;
  });
}

/** Catches console.error and console.warn into `messages`; returns the undo. */
function listen(/** @type {Message[]} */ messages) {
  const spies = /** @type {const} */ (['error', 'warn']).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args) => {
      messages.push({level, text: format(...args)});
    }),
  );
  return () => spies.forEach((spy) => spy.mockRestore());
}

const messageOf = (/** @type {unknown} */ error) =>
  error instanceof Error ? error.message : String(error);

/** @type {import('yoga-layout').Yoga} */
let yoga;
beforeAll(async () => {
  yoga = await require('yoga-layout/load').loadYoga();
  installLayoutReads(() => yoga);
});

async function judge(/** @type {Program} */ program) {
  /** @type {Message[]} */
  const messages = [];
  const stop = listen(messages);
  // A release build: the checks React Native and the library make while they run
  // read `__DEV__` then (those React Native made as its modules loaded stay on).
  globalThis.__DEV__ = !program.release;
  /** @type {string | null} */
  let threw = null;
  /** @type {unknown[]} */
  let hosts = [];
  try {
    const App = require(program.entry).default;
    const screen = await render(React.createElement(App));
    if (program.press) await fireEvent.press(screen.getByTestId(program.press));
    for (const {testId, name, payload} of program.events ?? [])
      await fireEvent(screen.getByTestId(testId), name, payload);
    hosts = hostTree(screen.container, yoga);
  } catch (error) {
    threw = messageOf(error);
  } finally {
    try {
      await cleanup();
    } catch (error) {
      threw ??= messageOf(error);
    }
    stop();
    globalThis.__DEV__ = true;
  }
  return {id: program.id, threw, messages: onceEach(messages), hosts};
}

test(`judges ${programs.length} programs`, async () => {
  const verdicts = [];
  for (const program of programs) verdicts.push(await judge(program));
  const {width, height, scale} = Dimensions.get('window');
  const run = {window: {width, height, scale}, verdicts};
  writeFileSync(join(work, `verdicts.${Platform.OS}.json`), JSON.stringify(run));
}, 600_000);
