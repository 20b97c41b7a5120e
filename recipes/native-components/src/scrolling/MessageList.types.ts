export interface Message {
  id: string;
  sender: string;
  subject: string;
}

// The props both MessageList files take.
export interface MessageListProps {
  messages: readonly Message[];
  /** The tallest the list grows before it scrolls, in pixels. */
  maxHeight: number;
}
