// @ts-check
/**
 * Renders each program of the run (`$NATIVE_JUDGE_WORK/programs.<os>.json`, written
 * by ../judge.mjs) on React Native's own JavaScript, for the system of this Jest
 * project, and writes a verdict per program to `verdicts.<os>.json`: the first
 * error thrown, the lines logged with console.error and console.warn, and the host
 * tree with the props each host sent to native (for ../layout.mjs).
 */
const {readFileSync, writeFileSync} = require('node:fs');
const {join} = require('node:path');
const {format} = require('node:util');
const React = require('react');
const {Dimensions, Platform} = require('react-native');
const {cleanup, fireEvent, render} = require('@testing-library/react-native');

/** @typedef {{id: string, entry: string, press?: string, release?: boolean}} Program */
/** @typedef {{level: 'error' | 'warn', text: string}} Message */
/** @typedef {{type: string, props: Record<string, unknown>, children: HostNode[]} | {text: string}} HostNode */

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

/** What serialises of a payload: functions become `[function]`, so a test sees a handler. */
function plain(/** @type {unknown} */ value) {
  return JSON.parse(
    JSON.stringify(value ?? {}, (_key, v) => (typeof v === 'function' ? '[function]' : v)),
  );
}

/** The rendered host tree, each host with the payload it sent to native. */
function hostTree(/** @type {any} */ node) {
  if (typeof node === 'string') return {text: node};
  const payload = globalThis.__nativeJudge.payloadOf(node.props);
  return {
    type: node.type,
    props: plain(payload ?? {}),
    children: node.children.map(hostTree),
  };
}

async function judge(/** @type {Program} */ program) {
  /** @type {Message[]} */
  const messages = [];
  const stop = listen(messages);
  // A release build: the checks React Native and the library make while they run
  // read `__DEV__` then (those React Native made as its modules loaded stay on).
  globalThis.__DEV__ = !program.release;
  /** @type {string | null} */
  let threw = null;
  /** @type {HostNode[]} */
  let hosts = [];
  try {
    const App = require(program.entry).default;
    const screen = await render(React.createElement(App));
    if (program.press) await fireEvent.press(screen.getByTestId(program.press));
    hosts = screen.container.children.map(hostTree);
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
