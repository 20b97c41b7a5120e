import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {render, renderHook, screen, waitFor} from '@testing-library/react-native';
import {Asset} from 'expo-asset';
import {css, html} from 'react-strict-dom';
import {Article} from './Article';
import {useAppFonts} from './fonts';

// expo-font's link to its native module (a file the package does not export, so it
// is named by its path): what the app's fonts reach it as is what these tests read.
const nativeLoader = '../../node_modules/expo-font/build/ExpoFontLoader';
jest.mock('../../node_modules/expo-font/build/ExpoFontLoader', () => ({
  __esModule: true,
  default: {
    getLoadedFonts: () => [],
    loadAsync: jest.fn(),
    loadFontFamilyAsync: jest.fn(async () => {}),
  },
}));

const reactNative = join(__dirname, '../../node_modules/react-native');
const source = (file: string) => readFileSync(join(reactNative, file), 'utf8');

describe('loading', () => {
  afterEach(() => jest.restoreAllMocks());

  test('under jest-expo a font file is the number 1, which no asset has', async () => {
    const {result} = await renderHook(() => useAppFonts());
    await waitFor(() => expect(result.current[1]).not.toBeNull());
    expect(String(result.current[1])).toBe(
      'Error: Module "1" is missing from the asset registry',
    );
  });

  test('useAppFonts hands the native loader one family with two weights', async () => {
    // A stand-in for the downloaded file: what expo-font's own code then passes on
    // is what this test reads.
    jest.spyOn(Asset, 'fromModule').mockReturnValue({
      downloadAsync: async () => {},
      downloaded: true,
      localUri: 'file:///Lora.ttf',
    } as never);
    const {loadFontFamilyAsync} = jest.requireMock(nativeLoader).default;
    const {result} = await renderHook(() => useAppFonts());
    await waitFor(() => expect(result.current).toEqual([true, null]));
    expect(loadFontFamilyAsync).toHaveBeenCalledWith('Lora', [
      {localUri: 'file:///Lora.ttf', weight: 400},
      {localUri: 'file:///Lora.ttf', weight: 700},
    ]);
  });
});

test('the heading and the text inherit the family from the article', async () => {
  await render(<Article title="Fonts">Lora in two weights.</Article>);
  expect(screen.getByRole('heading', {name: 'Fonts'})).toHaveStyle({
    fontFamily: 'Lora',
    fontWeight: '700',
  });
  expect(screen.getByText('Lora in two weights.')).toHaveStyle({
    fontFamily: 'Lora',
    fontWeight: '400',
  });
});

test('a CSS font list reaches React Native unchanged, as one name', async () => {
  const styles = css.create({text: {fontFamily: 'Lora, Georgia, serif'}});
  await render(<html.p style={styles.text}>Serif</html.p>);
  expect(screen.getByText('Serif')).toHaveStyle({fontFamily: 'Lora, Georgia, serif'});
});

test('React Native looks the whole value up as one family, then falls back', () => {
  // iOS: the family's fonts, else a font of that exact name, else the system font.
  const ios = source(
    'ReactCommon/react/renderer/textlayoutmanager/platform/ios/react/renderer/textlayoutmanager/RCTFontUtils.mm',
  );
  expect(ios).toContain('[UIFont fontNamesForFamilyName:fontProperties.family]');
  expect(ios).toMatch(
    /\/\/ Failback to system font\.\s*font = RCTDefaultFontWithFontProperties\(fontProperties\);/,
  );
  // Android: assets/fonts/<value>.ttf or .otf, else the system's typeface of that name.
  const android = source(
    'ReactAndroid/src/main/java/com/facebook/react/common/assets/ReactFontManager.kt',
  );
  expect(android).toContain(
    'val fileName = "$FONTS_ASSET_PATH$fontFamilyName$extension$fileExtension"',
  );
  expect(android).toContain('return Typeface.create(fontFamilyName, style)');
});
