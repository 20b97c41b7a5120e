import {Lora_400Regular} from '@expo-google-fonts/lora/400Regular';
import {Lora_700Bold} from '@expo-google-fonts/lora/700Bold';
import {useFonts, type FontFamilyDefinition} from 'expo-font';

/**
 * One family name, 'Lora', with the two faces the app uses: fontWeight picks
 * between them. The same name goes in every fontFamily of the app's styles.
 */
export const fontFamilies: FontFamilyDefinition[] = [
  {
    fontFamily: 'Lora',
    fontDefinitions: [
      {path: Lora_400Regular, weight: 400},
      {path: Lora_700Bold, weight: 700},
    ],
  },
];

/** [loaded, error]: on the web the hook adds an @font-face rule per face. */
export function useAppFonts() {
  return useFonts(fontFamilies);
}
