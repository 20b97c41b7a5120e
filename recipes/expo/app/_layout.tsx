// With Expo Router, the root layout is the first module of the app: import the
// extracted styles here, once, for every route.
import '../src/strict.css';

import {Slot} from 'expo-router';

export default function RootLayout() {
  return <Slot />;
}
