import React, {type ReactNode, useEffect, useId, useState} from 'react';
import Link from '@docusaurus/Link';
import type {NativeDevice} from '@site/src/playground/protocol';
import ConsolePanel from './ConsolePanel';
import {useMessageLinks} from './useMessageLinks';
import type {LiveCode, PreviewView} from './useLiveCode';
import styles from './styles.module.css';

/** The phone widths offered, in CSS pixels (common small, middle and large phones). */
export const deviceWidths = [360, 390, 430] as const;

/** Where the native preview and a phone are compared. */
const limitsPath = '/api/native-preview/';

interface Choice<T> {
  value: T;
  label: string;
}

/** A row of radio buttons under a visible name. */
function RadioRow<T extends string | number>({
  name,
  choices,
  value,
  onChange,
}: {
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}): ReactNode {
  const id = useId();
  return (
    <fieldset className={styles.radioRow}>
      <legend className={styles.radioLegend}>{name}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.radio}>
          <input
            type="radio"
            name={id}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

const views: Choice<PreviewView>[] = [
  {value: 'web', label: 'Web'},
  {value: 'native', label: 'Native'},
];

/** The Web / Native switch of a session. */
export function ViewSwitch({session}: {session: LiveCode}): ReactNode {
  return (
    <RadioRow name="Preview" choices={views} value={session.view} onChange={session.setView} />
  );
}

/**
 * The native view's phone: the library's iOS or Android branches, a width,
 * light or dark; with what each changes and what it does not, and the label
 * that says the view is an approximation.
 */
export function DeviceControls({session}: {session: LiveCode}): ReactNode {
  const {device, setDevice} = session;
  const set = (change: Partial<NativeDevice>) => setDevice({...device, ...change});
  return (
    <div className={styles.device}>
      <p className={styles.nativeLabel}>
        An approximation: the library’s native build runs on react-native-web in your browser, with
        React Native’s own rules for text and transforms, so its messages and errors are a phone’s,
        but fonts, controls and layout are the browser’s.{' '}
        <Link to={limitsPath}>Where the preview and a phone differ</Link>.
      </p>
      <RadioRow
        name="System"
        choices={[
          {value: 'ios', label: 'iOS'},
          {value: 'android', label: 'Android'},
        ]}
        value={device.os}
        onChange={(os) => set({os})}
      />
      <RadioRow
        name="Width"
        choices={deviceWidths.map((width) => ({value: width, label: `${width} px`}))}
        value={device.width}
        onChange={(width) => set({width})}
      />
      <RadioRow
        name="Appearance"
        choices={[
          {value: 'light', label: 'Light'},
          {value: 'dark', label: 'Dark'},
        ]}
        value={device.colorScheme}
        onChange={(colorScheme) => set({colorScheme})}
      />
      <p className={styles.deviceNote}>
        System picks the library’s <code>Platform.OS</code> branches (such as the <code>code</code>{' '}
        font), not iOS or Android rendering. Width sets the frame’s width, which media queries and{' '}
        <code>useWindowDimensions</code> read. Appearance sets the frame’s colour scheme, which{' '}
        <code>useColorScheme</code> reads, and the page behind the component. Each change starts a
        fresh run.
      </p>
    </div>
  );
}

/** Wait after a run rendered before saying how many messages it printed: some arrive in a second render. */
export const settleMs = 500;

function countText(count: number): string {
  if (count === 0) return 'No native messages.';
  return `${count} native ${count === 1 ? 'message' : 'messages'}: each links to why it fires.`;
}

/**
 * The library's own messages of the latest native run, and React Native's (its
 * text rule), apart from the reader's console, each with a "Why?" link to its
 * entry on /api/native-messages/ where there is one. Once
 * the run has rendered and settled, a status line says how many there are (the
 * one thing screen readers hear, politely), so a clean run reads differently
 * from a panel that is missing or still waiting.
 */
export function NativeMessages({session}: {session: LiveCode}): ReactNode {
  const done = session.status === 'rendered';
  const count = session.nativeLog.entries.length;
  const links = useMessageLinks(done && count > 0);
  const [summary, setSummary] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSummary(done ? countText(count) : ''), done ? settleMs : 0);
    return () => clearTimeout(timer);
  }, [done, count]);
  return (
    <div data-native-messages={summary ? count : undefined}>
      <ConsolePanel
        log={session.nativeLog}
        title="Native messages"
        live={false}
        empty={
          done
            ? 'Neither React Strict DOM nor React Native printed anything in this run.'
            : 'The native run has not finished.'
        }
        after={(entry) => {
          const found = links?.explain(entry.text);
          return (
            found && (
              <Link
                className={styles.why}
                to={links!.entryPath(found.anchor)}
                aria-label={`Why? ${entry.text.replace(/^\[(warn|error)\] /, '')}`}>
                Why?
              </Link>
            )
          );
        }}
      />
      <p role="status" className={styles.nativeSummary}>
        {summary}
      </p>
    </div>
  );
}
