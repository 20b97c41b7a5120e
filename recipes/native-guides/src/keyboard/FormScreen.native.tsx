import {useContext} from 'react';
import {KeyboardAvoidingView, ScrollView} from 'react-native';
import {HeaderHeightContext} from 'expo-router/react-navigation';
import {useSafeAreaInsets} from 'react-native-safe-area-context';
import {css, html} from 'react-strict-dom';
import type {FormScreenProps} from './FormScreen.types';

const styles = css.create({
  content: (bottom: number) => ({padding: 16, paddingBottom: bottom + 16}),
});

// KeyboardAvoidingView pads its bottom by the part of it that the keyboard covers,
// and the ScrollView inside lets the reader reach every field above the keyboard.
// It measures itself from the top of its parent, while the keyboard's position is
// measured from the top of the screen: the header's height makes up the difference.
export function FormScreen({children}: FormScreenProps) {
  const headerHeight = useContext(HeaderHeightContext) ?? 0;
  const {bottom} = useSafeAreaInsets();
  return (
    <KeyboardAvoidingView
      behavior="padding"
      keyboardVerticalOffset={headerHeight}
      style={{flex: 1}}>
      <ScrollView keyboardDismissMode="on-drag" keyboardShouldPersistTaps="handled">
        <html.main style={styles.content(bottom)}>{children}</html.main>
      </ScrollView>
    </KeyboardAvoidingView>
  );
}
