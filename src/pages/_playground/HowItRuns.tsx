import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {loopTimeLimitMs} from '@site/src/playground/compiler/loopGuard';
import {watchdog} from '@site/src/playground/host/previewFrame';
import styles from './styles.module.css';

const seconds = (ms: number) => `${ms / 1000} ${ms === 1000 ? 'second' : 'seconds'}`;

/**
 * For readers: where their code is compiled and where it runs, what the
 * preview cannot do, and why (the figures come from the code that applies them).
 */
export default function HowItRuns(): ReactNode {
  return (
    <section className={styles.help} aria-labelledby="how-it-runs">
      <h2 id="how-it-runs">What runs where</h2>
      <ul>
        <li>
          <strong>Compiling</strong> happens in a Web Worker of this site, with React Strict
          DOM&apos;s Babel preset. The compiler reads your code; it never runs it.
        </li>
        <li>
          <strong>Running</strong> happens in a sandboxed frame with an origin of its own, a new one
          for every run, held by a frame of this site&apos;s own. There your code gets React, React
          Strict DOM&apos;s web build and its default element styles, and nothing of this page.
        </li>
        <li>
          <strong>What the preview cannot do:</strong> read or change this page, use storage (
          <code>localStorage</code>, cookies), open windows or dialogs, submit forms, make frames of
          its own, or reach the network: <code>fetch</code>, sockets, WebRTC, beacons and images or
          fonts from other sites are blocked. Images from this site and <code>data:</code> URLs
          work.
        </li>
        <li>
          <strong>What it can still do once:</strong> a preview that sends itself to another address
          is reset before its request leaves, and Auto-run is turned off. But your browser may
          already have looked up that address and connected to it: its owner can learn that the link
          was opened, when, and from which network, and read whatever the code wrote into the
          address, your edits to that code included. No page can stop this yet; press{' '}
          <strong>Run</strong> only for code you trust.
        </li>
        <li>
          <strong>Your keyboard stays yours:</strong> the preview gets it only when you click in it
          or Tab into it, as your browser (not the preview) tells this page; code that takes it
          otherwise has it given back at once, and is removed if it keeps trying.
        </li>
        <li>
          <strong>Your clipboard:</strong> the preview cannot write to it. Copying from the preview
          copies the text you had selected when you pressed the keys or opened the menu, however the
          code moves the selection, and dragging text out of it carries what you dragged; but text
          the code hides inside what you select (with CSS) is copied with it. Check a command before
          you paste it into a terminal.
        </li>
        <li>
          <strong>When code runs away:</strong> a loop that runs longer than{' '}
          {seconds(loopTimeLimitMs)} throws an error, and a preview that stops answering for{' '}
          {seconds(watchdog.hangAfterMs)} is removed. One that keeps the processor busy more than{' '}
          {watchdog.busyShare * 100}% of the time over {seconds(watchdog.busyWindowMs)} is reported,
          and removed {seconds(watchdog.busyRemovalMs)} later. <strong>Stop</strong> removes it at
          once; turn <strong>Auto-run</strong> off to run edits only when you press{' '}
          <strong>Run</strong>.
        </li>
        <li>
          <strong>The console</strong> under the editor shows what your code logs, its uncaught
          errors and rejected promises, as text, for the latest run.
        </li>
      </ul>
      <p>
        Why: a playground link carries code, and a link can come from anyone. Opening one must never
        let that code act as this site, or as the other sites that share its address.
      </p>
      <h2 id="the-native-preview">The native preview</h2>
      <p>
        <strong>Native</strong> compiles your code for native (TypeScript, JSX and modules only: on
        native the library&apos;s Babel preset adds nothing) and runs it in a fresh sandboxed frame
        on React Strict DOM&apos;s native build, the code an iOS or Android app runs, with{' '}
        <code>react-native</code> played by react-native-web and a few shims of ours. Code the web
        compiler rejects fails both views.
      </p>
      {/* A link in prose: underlined, as on the docs pages (src/css/custom.css). */}
      <p className="site-prose">
        Where React Native is stricter than react-native-web, the preview applies React
        Native&apos;s own rule: a string outside a text prints React Native&apos;s error and is not
        laid out, a transform React Native refuses throws, and a text inside a text has no layout.
        What the preview shows as a phone does, and where it cannot, is on{' '}
        <Link to="/api/native-preview/">Native preview and a phone</Link>.
      </p>
    </section>
  );
}
