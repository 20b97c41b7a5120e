import {useState} from 'react';
import {html} from 'react-strict-dom';

export function LikeButton() {
  const [likes, setLikes] = useState(0);
  return (
    <html.button
      aria-label="Like"
      data-testid="like-button"
      onClick={(event) => {
        // The same event fields exist on every platform.
        setLikes((n) => n + (event.shiftKey ? 10 : 1));
      }}>
      {`♥ ${likes}`}
    </html.button>
  );
}
