// An Expo config plugin that turns on React Native's W3C pointer events in the native
// projects `npx expo prebuild` generates, so that React Strict DOM's :hover and
// :active styles apply on Android and iOS. List it under "plugins" in app.json.
const {withAppDelegate, withMainApplication} = require('expo/config-plugins');

/** Inserts `line` where `anchor` matches (after it, or before it), once. */
function insert(contents, {anchor, line, before = false, file}) {
  if (contents.includes(line.trim())) return contents;
  if (!anchor.test(contents))
    throw new Error(`withPointerEvents: ${file} no longer matches ${anchor}; update the plugin.`);
  return contents.replace(anchor, (found) => (before ? `${line}\n${found}` : `${found}\n${line}`));
}

function withAndroidPointerEvents(config) {
  return withMainApplication(config, (result) => {
    const file = 'MainApplication.kt';
    let contents = result.modResults.contents;
    contents = insert(contents, {
      file,
      anchor: /^import android\.app\.Application$/m,
      line: 'import com.facebook.react.config.ReactFeatureFlags',
    });
    // Before super.onCreate(), which starts React Native.
    contents = insert(contents, {
      file,
      anchor: /^ {4}super\.onCreate\(\)$/m,
      line: '    ReactFeatureFlags.dispatchPointerEvents = true',
      before: true,
    });
    result.modResults.contents = contents;
    return result;
  });
}

function withIosPointerEvents(config) {
  return withAppDelegate(config, (result) => {
    // First thing at launch, before the app delegate starts React Native.
    result.modResults.contents = insert(result.modResults.contents, {
      file: 'AppDelegate.swift',
      anchor: /didFinishLaunchingWithOptions launchOptions:[^\n]*\n {2}\) -> Bool \{$/m,
      line: '    RCTSetDispatchW3CPointerEvents(true)',
    });
    return result;
  });
}

module.exports = (config) => withIosPointerEvents(withAndroidPointerEvents(config));
