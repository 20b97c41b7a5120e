import {html} from 'react-strict-dom';
import {ProfileCard} from './ProfileCard';
import {Theme} from './Theme';

// Theme.tsx's wrapper warns once on native:
// @native-prints warn "display:contents" is not a supported value
export function App() {
  return (
    <html.main data-layoutconformance="strict">
      <ProfileCard name="Ada" role="Default theme" />
      <Theme name="forest">
        <ProfileCard name="Grace" role="Forest theme" />
      </Theme>
      <Theme name="forestCompact">
        <ProfileCard name="Linus" role="Forest theme, compact spacing" />
      </Theme>
    </html.main>
  );
}
