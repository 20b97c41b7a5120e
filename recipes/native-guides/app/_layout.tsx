// The extracted styles of the web build: with Expo Router, the root layout imports
// strict.css (the PostCSS include lists app/ too).
import '../src/strict.css';
import {Stack} from 'expo-router';
import {useAppFonts} from '../src/fonts/fonts';

export default function RootLayout() {
  const [loaded, error] = useAppFonts();
  // Nothing renders until the fonts are ready, so no text shows in the system font first.
  if (!loaded && !error) return null;
  // The screens draw their own top bars, padded by the safe-area insets.
  return <Stack screenOptions={{headerShown: false}} />;
}
