import type {ConsoleLevel, FrameLook, NativeDevice, PreviewProps} from '../protocol';
import {PreviewFrame, type FrameUrls, type LostKind, type PreviewWarning} from './previewFrame';

/** What one run compiled to: the modules, the one to render, and its CSS. */
export interface CompiledRun {
  modules: Record<string, string>;
  entry: string;
  css: string;
}

export interface HostEvents {
  /** The latest run rendered and is now the one on screen. */
  rendered: () => void;
  /** The latest run threw before it could render; the frame on screen stays. */
  failed: (message: string) => void;
  /** What the latest run logged. */
  console: (level: ConsoleLevel, text: string) => void;
  /** The library's messages of the latest native run. */
  native?: (level: 'warn' | 'error', text: string) => void;
  /** The frame on screen did something the reader should know of (see PreviewWarning). */
  warned: (warning: PreviewWarning) => void;
  /** A frame was removed: it hung, navigated away (`navigated`) or never started. */
  lost: (reason: string, kind: LostKind) => void;
}

/**
 * The frames of one preview box: the one on screen, and the next run's,
 * hidden until it has rendered, so the swap never shows an empty box. Each
 * run gets a fresh frame; the one it replaces is removed only then.
 */
export class PreviewHost {
  private shown: PreviewFrame | null = null;
  private pending: PreviewFrame | null = null;

  constructor(
    private readonly box: HTMLElement,
    private readonly urls: FrameUrls,
    private readonly events: HostEvents,
  ) {}

  /** Whether a frame is on screen. */
  get showing(): boolean {
    return this.shown !== null;
  }

  /** Runs a version in a fresh frame; `device` makes it a native run, as wide as that phone. */
  run(run: CompiledRun, props: PreviewProps, look: FrameLook, device?: NativeDevice): void {
    this.pending?.dispose();
    // Only the newest frame is watched: see PreviewFrame.watch.
    this.shown?.watch(false);
    const frame: PreviewFrame = new PreviewFrame(
      this.box,
      this.urls,
      {type: 'run', ...run, props, look, device},
      {
        rendered: (height) => {
          if (frame !== this.pending) return;
          this.shown?.dispose();
          this.shown = frame;
          this.pending = null;
          frame.element.style.height = `${height}px`;
          frame.element.dataset.state = 'shown';
          this.events.rendered();
        },
        failed: (message) => {
          if (frame !== this.pending) return;
          frame.dispose();
          this.pending = null;
          this.shown?.watch(true);
          this.events.failed(message);
        },
        height: (height) => {
          frame.element.style.height = `${height}px`;
        },
        console: (level, text) => {
          if (frame === (this.pending ?? this.shown)) this.events.console(level, text);
        },
        native: (level, text) => {
          if (frame === (this.pending ?? this.shown)) this.events.native?.(level, text);
        },
        warned: (warning) => {
          if (frame === (this.pending ?? this.shown)) this.events.warned(warning);
        },
        lost: (reason, kind) => {
          if (frame === this.pending) {
            this.pending = null;
            this.shown?.watch(true);
          }
          if (frame === this.shown) this.shown = null;
          this.events.lost(reason, kind);
        },
      },
    );
    frame.element.dataset.state = 'pending';
    if (device) {
      frame.element.style.width = `${device.width}px`;
      // The frame's `prefers-color-scheme`, which react-native-web's useColorScheme reads.
      frame.element.style.colorScheme = device.colorScheme;
      frame.element.dataset.native = device.os;
    }
    this.pending = frame;
  }

  /** New colours and fonts (the site's colour mode changed), and the props that follow them. */
  setLook(look: FrameLook, props: PreviewProps): void {
    for (const frame of [this.shown, this.pending]) frame?.post({type: 'look', look, props});
  }

  /** Removes every frame: the Stop button, or the preview leaving the page. */
  stop(): void {
    this.pending?.dispose();
    this.shown?.dispose();
    this.pending = this.shown = null;
  }
}
