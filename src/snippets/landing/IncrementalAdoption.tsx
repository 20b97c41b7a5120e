import {html} from 'react-strict-dom';

// An existing React DOM page adopts strict elements one at a time.
export function ProfilePage() {
  return (
    <div className="legacy-layout">
      <h1>Your profile</h1>
      <html.p>This paragraph is already cross-platform.</html.p>
    </div>
  );
}
