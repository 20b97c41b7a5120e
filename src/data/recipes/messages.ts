/**
 * The messages `npm run check:recipes` recorded when it built an app under recipes/
 * with one setup step left out, from messages.json, which the check writes. The
 * troubleshooting page quotes them from here, so none is typed by hand.
 */
import messages from './messages.json';

export interface RecordedMessage {
  /** The folder under recipes/. */
  readonly recipe: string;
  readonly variant: string;
  /** What the variant leaves out or changes, in a few words. */
  readonly change: string;
  /** The step that printed the message. */
  readonly step: string;
  /** The text as printed, with the app's folder shown as /app. */
  readonly text: string;
}

const recorded: Record<string, RecordedMessage> = messages;

export function recordedMessage(id: string): RecordedMessage {
  const message = recorded[id];
  if (!message)
    throw new Error(`No message "${id}" in src/data/recipes/messages.json: run npm run check:recipes.`);
  return message;
}

export const recordedMessageIds: readonly string[] = Object.keys(recorded);
