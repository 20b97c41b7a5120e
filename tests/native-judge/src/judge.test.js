// @ts-check
/**
 * Renders each program of the run (`$NATIVE_JUDGE_WORK/programs.<os>.json`, written
 * by ../judge.mjs) on React Native's own JavaScript, for the system of this Jest
 * project, and writes a verdict per program to `verdicts.<os>.json`: the first
 * error thrown, the lines logged with console.error and console.warn, and the host
 * tree, each host with the props it sent to native and its box from the layout,
 * in the window it was laid out in.
 */
const {readFileSync, writeFileSync} = require('node:fs');
const {join} = require('node:path');
const {format} = require('node:util');
const React = require('react');
const {Dimensions, Platform} = require('react-native');
const {act, cleanup, fireEvent, render} = require('@testing-library/react-native');
const DeviceEvents = require('react-native/Libraries/EventEmitter/RCTDeviceEventEmitter').default;
const {hostTree, installLayoutReads, windowOf} = require('./hosts');

/** @typedef {{width: number, height: number}} Size */
/** @typedef {{testId: string, name: string, payload?: unknown} | {window: Size}} Event */
/** @typedef {{id: string, entry: string, press?: string, events?: Event[], release?: boolean, window?: Size}} Program */
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

/** The window of React Native's Jest mocks, which each program starts from. */
const mockWindow = Dimensions.get('window');

/**
 * Gives the app a window of `size`, as a phone's native side does when the device
 * rotates or a window is resized: it sends `didUpdateDimensions`, and React
 * Native's own listener (Dimensions.js) sets the dimensions and tells
 * `useWindowDimensions` and the other subscribers.
 * @param {Size} size
 */
function resize(size) {
  const window = {...Dimensions.get('window'), ...size};
  DeviceEvents.emit('didUpdateDimensions', {window, screen: window});
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
  if (program.window) resize(program.window);
  try {
    const App = require(program.entry).default;
    const screen = await render(React.createElement(App));
    if (program.press) await fireEvent.press(screen.getByTestId(program.press));
    for (const event of program.events ?? [])
      if ('window' in event) {
        const {window} = event;
        await act(() => resize(window));
      } else if (event.name === 'press' && !('payload' in event))
        // A press as the first one: with the touch event React Native Testing Library builds.
        await fireEvent.press(screen.getByTestId(event.testId));
      else await fireEvent(screen.getByTestId(event.testId), event.name, event.payload);
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
  const window = windowOf();
  if (program.window || program.events?.some((event) => 'window' in event)) resize(mockWindow);
  return {id: program.id, threw, messages: onceEach(messages), hosts, window};
}

test(`judges ${programs.length} programs`, async () => {
  const verdicts = [];
  for (const program of programs) verdicts.push(await judge(program));
  writeFileSync(join(work, `verdicts.${Platform.OS}.json`), JSON.stringify(verdicts));
}, 600_000);
